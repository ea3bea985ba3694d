// @vitest-environment node
/**
 * Storage has a bound (issue 26): held submissions are kept up to a daily cap, across all
 * visitors, in number and in bytes. Beyond it a suspected bot gets the usual answer and nothing
 * is kept; the digest says the cap was reached and how many were not kept. A submission that is
 * not held (a person's, delivered or waiting for delivery) is never capped.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../../../scripts/support/mail.ts";
import { housekeepingSettings, runHousekeeping } from "../runtimes/housekeeping.ts";
import { contactBody, createHarness, siteOrigin, testSecret } from "../test-support/fixtures.ts";
import { dayMs } from "./quarantine-digest.ts";
import { createReleaseLinks } from "./release-link.ts";

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

/** The sink on loopback (the harness's delivery timeout is one no busy machine reaches). */
const live = () => ({ smtpUrl: sink.url });

const releaseLinks = createReleaseLinks(testSecret, siteOrigin);
const heldCap = { perDay: 2, bytesPerDay: 0 };
const settings = housekeepingSettings(
  { sentRetentionDays: 30, quarantineRetentionDays: 30, quarantineMaxPerDay: 2, quarantineMaxBytesPerDay: 0 },
  releaseLinks,
  true,
);
const digests = () => sink.messages.filter((message) => message.headers.has("x-quarantine-digest"));

describe("the daily cap on held submissions", () => {
  it("keeps held submissions up to the cap, answers the rest as usual without keeping them, and never caps a person's", async () => {
    const harness = await createHarness({ ...live(), heldCap });
    for (let i = 0; i < 5; i++) {
      const response = await harness.post(contactBody({ website: "x", name: `Bot Number${i}` }));
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: "sent" });
    }
    expect(await harness.store.listQuarantined()).toHaveLength(2);
    expect(harness.logs.filter((line) => line.outcome === "held-over-cap")).toHaveLength(3);

    // A person's enquiry on the same day is delivered as ever.
    const before = sink.submissionIds.length;
    expect((await harness.post(contactBody({ message: "A real enquiry after the flood." }))).status).toBe(200);
    expect(sink.submissionIds.length).toBe(before + 1);

    // A new day, a new allowance.
    harness.clock.advance(dayMs);
    await harness.post(contactBody({ website: "x", name: "Next Day" }));
    expect(await harness.store.listQuarantined()).toHaveLength(3);
    await harness.cleanup();
  });

  it("counts bytes too: a day's held submissions stop being kept once they would pass its byte cap", async () => {
    const harness = await createHarness({ ...live(), heldCap: { perDay: 0, bytesPerDay: 6_000 } });
    for (let i = 0; i < 4; i++) await harness.post(contactBody({ website: "x", message: "y".repeat(2_000) }));
    expect(await harness.store.listQuarantined()).toHaveLength(2);
    await harness.cleanup();
  });

  it("is told in the digest: the cap was reached, and how many were not kept that day", async () => {
    const harness = await createHarness({ ...live(), heldCap });
    for (let i = 0; i < 5; i++) await harness.post(contactBody({ website: "x", name: `Bot Number${i}` }));
    expect(await runHousekeeping(harness.deliveryDeps, settings)).toMatchObject({
      digest: { outcome: "sent", held: 2, dropped: 3 },
    });
    const text = digests().at(-1)?.text ?? "";
    expect(text).toContain(
      "On 2026-03-02 the daily cap on held submissions (2 a day) was reached: 3 more suspected-spam submissions got the usual answer but were not kept.",
    );

    // Told once: the next digest (something new held a day later) does not repeat it.
    harness.clock.advance(dayMs);
    await harness.post(contactBody({ website: "x", name: "Next Day" }));
    expect(await runHousekeeping(harness.deliveryDeps, settings)).toMatchObject({
      digest: { outcome: "sent", held: 1 },
    });
    expect(digests().at(-1)?.text).not.toContain("was reached");
    await harness.cleanup();
  });

  it("sends the digest for what was not kept even when every held one was already named", async () => {
    const harness = await createHarness({ ...live(), heldCap });
    await harness.post(contactBody({ website: "x", name: "First Bot" }));
    await harness.post(contactBody({ website: "x", name: "Second Bot" }));
    await runHousekeeping(harness.deliveryDeps, settings);
    await harness.post(contactBody({ website: "x", name: "Third Bot" }));
    harness.clock.advance(dayMs);
    expect(await runHousekeeping(harness.deliveryDeps, settings)).toMatchObject({
      digest: { outcome: "sent", held: 0, dropped: 1 },
    });
    const digest = digests().at(-1);
    expect(digest?.subject).toBe("Website: 1 suspected-spam submission not kept (daily cap reached)");
    expect(digest?.text).toContain("1 more suspected-spam submission got the usual answer but was not kept.");
    await harness.cleanup();
  });
});
