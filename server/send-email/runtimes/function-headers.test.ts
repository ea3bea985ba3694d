// @vitest-environment node
/**
 * On Netlify no `_headers` rule reaches a function's answers: the shared handler sets the site's
 * security headers itself (issue 26), so JSON answers, the form's redirects and the release page
 * carry them on Netlify as on the Node server. The release page keeps its own stricter
 * Referrer-Policy and Content-Security-Policy.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import formToken from "../../../netlify/functions/form-token.ts";
import releaseSubmission from "../../../netlify/functions/release-submission.ts";
import sendEmail from "../../../netlify/functions/send-email.ts";
import { baseSecurityHeaders, nonPageContentSecurityPolicy } from "../../security-headers.ts";
import { siteOrigin, testSecret } from "../test-support/fixtures.ts";
import { createMemoryBlobs } from "../test-support/memory-blobs.ts";
import { resetNetlifySendEmail } from "./netlify-instance.ts";

const blobs = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock("@netlify/blobs", () => ({ getStore: () => blobs.current }));

beforeAll(() => {
  blobs.current = createMemoryBlobs();
  vi.stubEnv("FORM_SECRET", testSecret);
  resetNetlifySendEmail();
});
afterAll(() => {
  vi.unstubAllEnvs();
  resetNetlifySendEmail();
});

const functionUrl = (name: string, query = "") => `${siteOrigin}/.netlify/functions/${name}${query}`;
const context = { ip: "203.0.113.7" } as never;
const { "Referrer-Policy": _pageReferrerPolicy, ...samePolicies } = baseSecurityHeaders;

describe("the functions' answers on Netlify", () => {
  it.each([
    ["a token", () => formToken(new Request(functionUrl("form-token")))],
    [
      "a refused submission (JSON)",
      () => sendEmail(new Request(functionUrl("send-email"), { method: "PUT" }), context),
    ],
    [
      "a form posted without JavaScript (a redirect)",
      () =>
        sendEmail(
          new Request(functionUrl("send-email"), {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            body: "name=x",
          }),
          context,
        ),
    ],
  ])("%s carries the site's security headers", async (_what, request) => {
    const response = await request();
    for (const [name, value] of Object.entries(baseSecurityHeaders)) expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get("content-security-policy")).toBe(nonPageContentSecurityPolicy);
  });

  it("the release page carries them too, with its own Referrer-Policy and policy", async () => {
    const response = await releaseSubmission(
      new Request(functionUrl("release-submission", "?id=x&expires=1&signature=y")),
    );
    expect(response.status).toBe(403);
    for (const [name, value] of Object.entries(samePolicies)) expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get("referrer-policy")).toBe("same-origin");
    expect(response.headers.get("content-security-policy")).toMatch(/^default-src 'none'; style-src 'unsafe-inline'/);
  });
});
