// @vitest-environment node
/**
 * The same promises on Netlify, through the functions themselves (`netlify/functions/*.ts`) over
 * the in-memory Blobs fake and a real SMTP server on loopback: tokens from their own function,
 * which the submissions' rate-limit rule does not count; a held submission reaches the firm in
 * the digest of the scheduled function; its link releases it once.
 */
import type { Context } from "@netlify/functions";
import { describe, expect, it, vi } from "vitest";
import formToken from "../../../netlify/functions/form-token.ts";
import releaseSubmission from "../../../netlify/functions/release-submission.ts";
import retryOutbox from "../../../netlify/functions/retry-outbox.ts";
import sendEmail from "../../../netlify/functions/send-email.ts";
import { contactBody, siteOrigin } from "../test-support/fixtures.ts";
import { setUpNetlifyFunctions } from "../test-support/live-mail.ts";
import { createMemoryBlobs } from "../test-support/memory-blobs.ts";

const blobs = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock("@netlify/blobs", () => ({ getStore: () => blobs.current }));

const memory = createMemoryBlobs();
const context = { ip: "198.51.100.4" } as Context;

const live = setUpNetlifyFunctions({ blobs, memory, env: { SMTP_TIMEOUT_MS: "2000", FORM_TOKEN_MIN_AGE_MS: "150" } });

const post = (body: unknown) =>
  sendEmail(
    new Request(`${siteOrigin}/.netlify/functions/send-email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: siteOrigin, "Sec-Fetch-Site": "same-origin" },
      body: JSON.stringify(body),
    }),
    context,
  );
const getToken = async () =>
  (await (await formToken(new Request(`${siteOrigin}/.netlify/functions/form-token`))).json()) as {
    token: string;
    minAgeMs: number;
  };

describe("netlify/functions/form-token", () => {
  it("gives a token with the minimum age set by FORM_TOKEN_MIN_AGE_MS, and takes no submissions", async () => {
    const { token, minAgeMs } = await getToken();
    expect(token).toMatch(/^[0-9a-z]+\.[\w-]{43}$/);
    expect(minAgeMs).toBe(150);
    const refused = await formToken(new Request(`${siteOrigin}/.netlify/functions/form-token`, { method: "POST" }));
    expect(refused.status).toBe(405);
  });

  it("lets a visitor who opened ten forms send one, with a token waited out as the form does", async () => {
    let grant = await getToken();
    for (let i = 1; i < 10; i++) grant = await getToken();
    // The form's wait, without waiting: the clock moves on by the token's minimum age.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + grant.minAgeMs);
    const before = live.sink.submissionIds.length;
    const response = await post(contactBody({ formToken: grant.token })).finally(() => vi.useRealTimers());
    expect(response.status).toBe(200);
    expect(live.sink.submissionIds.length).toBe(before + 1);
  });

  it("delivers a submission whose token fetch failed (no token), noted", async () => {
    const response = await post(contactBody({ formToken: "", message: "The token request was blocked." }));
    expect(response.status).toBe(200);
    expect(live.sink.messages.at(-1)?.text).toContain("Note: No form token");
  });
});

describe("held submissions on Netlify", () => {
  it("reach the firm in the scheduled function's digest, once, and the link delivers once", async () => {
    expect((await post(contactBody({ website: "x", name: "Netlify Bot", formToken: "" }))).status).toBe(200);
    const digestsBefore = live.sink.messages.filter((m) => m.headers.has("x-quarantine-digest")).length;

    await retryOutbox();
    await retryOutbox(); // Within the day: no second digest.
    const digests = live.sink.messages.filter((m) => m.headers.has("x-quarantine-digest"));
    expect(digests.length).toBe(digestsBefore + 1);
    const text = digests.at(-1)?.text ?? "";
    expect(text).toContain("1. Netlify Bot, m***@example.com — Tax Preparation");
    // The command reads the Node server's files, not Blobs: the digest offers the link only.
    expect(text).not.toContain("npm run outbox");
    const link = /Release: (\S+)/.exec(text)?.[1] ?? "";
    const id = new URL(link).searchParams.get("id") ?? "";

    expect((await releaseSubmission(new Request(link))).status).toBe(200);
    expect(live.sink.submissionIds).not.toContain(id);
    const press = () =>
      releaseSubmission(
        new Request(link, { method: "POST", headers: { Origin: siteOrigin, "Sec-Fetch-Site": "same-origin" } }),
      );
    expect(await (await press()).text()).toContain("<h1>Delivered</h1>");
    expect(await (await press()).text()).toContain("<h1>Already released</h1>");
    await retryOutbox();
    expect(live.sink.submissionIds.filter((sent) => sent === id)).toHaveLength(1);
    expect(JSON.parse(memory.entries.get(`submissions/${id}`)?.data ?? "{}")).toMatchObject({
      status: "sent",
      quarantineReason: "honeypot",
    });
  });
});
