// @vitest-environment node
/**
 * The Netlify functions themselves (`netlify/functions/*.ts`), with Netlify Blobs replaced by the
 * in-memory fake and a real SMTP server on loopback. (Tests live here, not in netlify/functions/:
 * Netlify would deploy every file there as a function.)
 */
import type { Context } from "@netlify/functions";
import { describe, expect, it, vi } from "vitest";
import retryOutbox, { config as retryConfig } from "../../../netlify/functions/retry-outbox.ts";
import sendEmail from "../../../netlify/functions/send-email.ts";
import { createFormTokens } from "../intake/form-token.ts";
import { contactBody, testSecret } from "../test-support/fixtures.ts";
import { setUpNetlifyFunctions } from "../test-support/live-mail.ts";
import { createMemoryBlobs } from "../test-support/memory-blobs.ts";

const blobs = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock("@netlify/blobs", () => ({ getStore: () => blobs.current }));

const memory = createMemoryBlobs();
const context = { ip: "203.0.113.7" } as Context;
const endpoint = "https://www.nais.example.com/.netlify/functions/send-email";

const live = setUpNetlifyFunctions({ blobs, memory, env: { SMTP_TIMEOUT_MS: "2000" } });

const post = (body: unknown) =>
  sendEmail(
    new Request(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
    context,
  );
const formToken = () => createFormTokens(testSecret).issue(new Date(Date.now() - 10_000));

describe("netlify/functions/send-email", () => {
  it("stores the submission in Blobs and mails it", async () => {
    const response = await post(contactBody({ formToken: formToken() }));
    expect(response.status).toBe(200);
    expect(live.sink.submissionIds).toHaveLength(1);
    const record = JSON.parse(memory.entries.get(`submissions/${live.sink.submissionIds[0]}`)?.data ?? "{}");
    expect(record).toMatchObject({ status: "sent", submission: { email: "maria@example.com" } });
  });

  it("quarantines a bot's submission in Blobs", async () => {
    const response = await post(contactBody({ formToken: formToken(), website: "spam" }));
    expect(response.status).toBe(200);
    expect([...memory.entries.keys()].filter((key) => key.startsWith("quarantine/"))).toHaveLength(1);
  });

  it("redirects a form posted without JavaScript and keeps its mark in Blobs", async () => {
    const before = live.sink.submissionIds.length;
    const response = await sendEmail(
      new Request(endpoint, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: "https://www.nais.example.com",
          "Sec-Fetch-Site": "same-origin",
        },
        body: "name=Maria+Lopez&email=maria%40example.com&phone=805-555-0100&service=IRS+Help&message=I+got+a+letter+from+the+IRS.&nais_hp_field=&lang=en",
      }),
      context,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact/thank-you");
    expect(live.sink.submissionIds.length).toBe(before + 1);
    const record = JSON.parse(memory.entries.get(`submissions/${live.sink.submissionIds.at(-1)}`)?.data ?? "{}");
    expect(record).toMatchObject({ status: "sent", sentWithoutJavaScript: true });
  });
});

describe("netlify/functions/retry-outbox", () => {
  it("runs every five minutes", () => {
    expect(retryConfig).toEqual({ schedule: "*/5 * * * *" });
  });

  it("delivers what failed before, once it is due", async () => {
    live.sink.behaviour = "fail-data";
    const queued = await post(contactBody({ formToken: formToken() }));
    expect(queued.status).toBe(202);
    live.sink.behaviour = "accept";
    // The quarantine digest of the earlier test goes out on the first run; only submissions count here.
    const submissions = () => live.sink.submissionIds.filter(Boolean).length;
    const before = submissions();

    expect((await retryOutbox()).status).toBe(204);
    expect(submissions()).toBe(before); // Not due for five minutes.

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1_000);
    try {
      await retryOutbox();
      await retryOutbox();
    } finally {
      vi.useRealTimers();
    }
    expect(submissions()).toBe(before + 1);
  });
});
