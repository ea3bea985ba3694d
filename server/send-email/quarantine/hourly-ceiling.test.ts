// @vitest-environment node
/**
 * The site-wide ceiling (docs/decisions/022): past so many submissions delivered in an hour across
 * all visitors, new ones are held for the digest instead of mailed, answered as received, and
 * never left out, even past the daily cap on held submissions; the digest says why they were held.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../../../scripts/support/mail.ts";
import { quarantineReasonTexts } from "../delivery/render-email.ts";
import { housekeepingSettings, runHousekeeping } from "../runtimes/housekeeping.ts";
import { contactBody, createHarness, siteOrigin, testSecret } from "../test-support/fixtures.ts";
import { hourOf } from "./hourly-ceiling.ts";
import { createReleaseLinks } from "./release-link.ts";

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

const settings = housekeepingSettings(
  { sentRetentionDays: 30, quarantineRetentionDays: 30, quarantineMaxPerDay: 1, quarantineMaxBytesPerDay: 0 },
  createReleaseLinks(testSecret, siteOrigin),
  true,
);
const digests = () => sink.messages.filter((message) => message.headers.has("x-quarantine-digest"));
const hourMs = 3_600_000;

describe("the hourly ceiling on delivered submissions", () => {
  it("mails up to the ceiling, then holds the rest (answered as received, none left out), and starts again the next hour", async () => {
    const harness = await createHarness({
      smtpUrl: sink.url,
      // A busy machine's slow SMTP round trip must not turn a mailed answer into "queued".
      timeoutMs: 10_000,
      deliveredMaxPerHour: 2,
      heldCap: { perDay: 1, bytesPerDay: 0 },
    });
    const before = sink.submissionIds.length;
    const bodies = Array.from({ length: 5 }, (_, i) =>
      contactBody({ name: `Visitor Number${i}`, email: `v${i}@example.com` }),
    );
    const answers = [];
    for (const [i, body] of bodies.entries()) {
      // From five addresses: this is the site-wide ceiling, not one sender's share.
      const response = await harness.post(body, undefined, `198.51.100.${i + 1}`);
      answers.push([response.status, (await response.json()).status]);
    }
    expect(answers).toEqual([
      [200, "sent"],
      [200, "sent"],
      [202, "queued"],
      [202, "queued"],
      [202, "queued"],
    ]);
    // A retry of one already mailed gets its own answer, not the held one's.
    const retry = await harness.post(bodies[0] ?? {}, undefined, "198.51.100.1");
    expect([retry.status, (await retry.json()).status]).toEqual([200, "sent"]);
    expect(sink.submissionIds.length).toBe(before + 2);
    // All three kept, though the daily cap on held submissions is 1: it is for bots' submissions only.
    const held = await harness.store.listQuarantined();
    expect(held.map((record) => [record.submission.email, record.quarantineReason])).toEqual(
      expect.arrayContaining([
        ["v2@example.com", "hourly-ceiling"],
        ["v3@example.com", "hourly-ceiling"],
        ["v4@example.com", "hourly-ceiling"],
      ]),
    );
    expect(harness.logs.filter((line) => line.outcome === "held-over-ceiling")).toHaveLength(3);

    harness.clock.advance(hourMs);
    expect((await harness.post(contactBody({ name: "Next Hour" }))).status).toBe(200);
    expect(sink.submissionIds.length).toBe(before + 3);
    await harness.cleanup();
  });

  it("is named in the digest, each held submission with why it was held", async () => {
    const harness = await createHarness({ smtpUrl: sink.url, timeoutMs: 10_000, deliveredMaxPerHour: 1 });
    await harness.post(contactBody({ name: "First Visitor" }), undefined, "198.51.100.1");
    await harness.post(contactBody({ name: "Second Visitor", email: "second@example.com" }), undefined, "198.51.100.2");
    expect(await runHousekeeping(harness.deliveryDeps, settings)).toMatchObject({
      digest: { outcome: "sent", held: 1 },
    });
    const text = digests().at(-1)?.text ?? "";
    expect(text).toContain("Second Visitor");
    expect(text).toContain(`Why held: ${quarantineReasonTexts["hourly-ceiling"]}`);
    expect(quarantineReasonTexts["hourly-ceiling"]).toBe(
      "the site-wide ceiling on submissions mailed in an hour (SUBMISSIONS_MAX_PER_HOUR) was reached; nothing marked it as spam",
    );
    await harness.cleanup();
  });

  it("names the hour in UTC", () => {
    expect(hourOf(new Date("2026-03-02T10:59:59.999Z"))).toBe("2026-03-02T10");
  });
});
