// @vitest-environment node
/**
 * The daily cap on held submissions on Netlify, through the functions themselves over the
 * in-memory Blobs fake and a real SMTP server on loopback: however many instances a flood wakes,
 * one tally a day in Blobs bounds what is kept, and the scheduled function's digest tells of the
 * rest. A person's enquiry is delivered whatever the count.
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

const live = setUpNetlifyFunctions({ blobs, memory, env: { QUARANTINE_MAX_PER_DAY: "2" } });

const post = (body: unknown, ip: string) =>
  sendEmail(
    new Request(`${siteOrigin}/.netlify/functions/send-email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: siteOrigin, "Sec-Fetch-Site": "same-origin" },
      body: JSON.stringify(body),
    }),
    { ip } as Context,
  );
const heldRecords = () => [...memory.entries.keys()].filter((key) => key.startsWith("quarantine/"));

describe("the daily cap on held submissions on Netlify", () => {
  it("keeps QUARANTINE_MAX_PER_DAY held submissions from any number of addresses, delivers a person's, and the digest counts the rest", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await post(contactBody({ website: "x", name: `Bot Number${i}` }), `198.51.100.${i}`)).status).toBe(200);
    }
    expect(heldRecords()).toHaveLength(2);

    const before = live.sink.submissionIds.length;
    const token = createFormTokens(testSecret).issue(new Date(Date.now() - 10_000));
    expect((await post(contactBody({ formToken: token }), "198.51.100.9")).status).toBe(200);
    expect(live.sink.submissionIds.length).toBe(before + 1);

    await retryOutbox();
    const digest = live.sink.messages.filter((message) => message.headers.has("x-quarantine-digest")).at(-1);
    expect(digest?.text).toMatch(
      /On \d{4}-\d{2}-\d{2} the daily cap on held submissions \(2 a day or 5 MB a day\) was reached: 3 more suspected-spam submissions got the usual answer but were not kept\./,
    );
  });
});
