// @vitest-environment node
/**
 * The hourly ceiling on Netlify (docs/decisions/022), through the function itself over the
 * in-memory Blobs fake and a real SMTP server on loopback: the hour's count is a Blob, so a
 * second instance of the function (a fresh module, as a cold start makes) continues it instead
 * of starting its own; past it, submissions from any address are held and kept, and the digest names them.
 */
import type { Context } from "@netlify/functions";
import { describe, expect, it, vi } from "vitest";
import retryOutbox from "../../../netlify/functions/retry-outbox.ts";
import sendEmail from "../../../netlify/functions/send-email.ts";
import { createFormTokens } from "../intake/form-token.ts";
import { contactBody, siteOrigin, testSecret } from "../test-support/fixtures.ts";
import { setUpNetlifyFunctions } from "../test-support/live-mail.ts";
import { createMemoryBlobs } from "../test-support/memory-blobs.ts";

const blobs = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock("@netlify/blobs", () => ({ getStore: () => blobs.current }));

const memory = createMemoryBlobs();

const live = setUpNetlifyFunctions({ blobs, memory, env: { SUBMISSIONS_MAX_PER_HOUR: "2" } });

const request = (body: unknown) =>
  new Request(`${siteOrigin}/.netlify/functions/send-email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: siteOrigin, "Sec-Fetch-Site": "same-origin" },
    body: JSON.stringify(body),
  });
const token = () => createFormTokens(testSecret).issue(new Date(Date.now() - 10_000));
const heldRecords = () => [...memory.entries.keys()].filter((key) => key.startsWith("quarantine/"));

describe("the hourly ceiling on Netlify", () => {
  it("is counted in Blobs across instances: past SUBMISSIONS_MAX_PER_HOUR, enquiries are held and kept, and the digest says why", async () => {
    const before = live.sink.submissionIds.length;
    const first = await sendEmail(request(contactBody({ formToken: token(), name: "Ana One" })), {
      ip: "198.51.100.1",
    } as Context);
    expect(first.status).toBe(200);

    // Another instance of the function: a fresh module with its own memory, the same Blobs.
    vi.resetModules();
    const { default: secondInstance } = await import("../../../netlify/functions/send-email.ts");
    expect(secondInstance).not.toBe(sendEmail);
    const answers = [];
    for (let i = 2; i <= 4; i++) {
      const response = await secondInstance(request(contactBody({ formToken: token(), name: `Visitor Number${i}` })), {
        ip: `198.51.100.${i}`,
      } as Context);
      answers.push(response.status);
    }
    expect(answers).toEqual([200, 202, 202]);
    expect(live.sink.submissionIds.length).toBe(before + 2);
    expect(heldRecords()).toHaveLength(2);

    await retryOutbox();
    const digest = live.sink.messages.filter((message) => message.headers.has("x-quarantine-digest")).at(-1);
    expect(digest?.text).toContain("Visitor Number4");
    expect(digest?.text).toContain(
      "the site-wide ceiling on submissions mailed in an hour (SUBMISSIONS_MAX_PER_HOUR) was reached",
    );
  });
});
