// @vitest-environment node
/**
 * Fair holds (docs/decisions/032): one noisy sender gets its share of the hourly ceiling and is
 * held past it while another sender's enquiry is mailed; ceiling holds have a cap of their own,
 * are named in a digest within the hour (first, oldest first) and go out by themselves in later
 * hours with room, oldest first, each sender within its share.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../../../scripts/support/mail.ts";
import { housekeepingSettings, runHousekeeping } from "../runtimes/housekeeping.ts";
import { contactBody, createHarness, siteOrigin, testSecret } from "../test-support/fixtures.ts";
import { createReleaseLinks } from "./release-link.ts";
import { senderPrefix } from "./sender-key.ts";

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

const hourMs = 3_600_000;
const settings = housekeepingSettings(
  { sentRetentionDays: 30, quarantineRetentionDays: 30, deliveredMaxPerHour: 5, deliveredMaxPerSender: 1 },
  createReleaseLinks(testSecret, siteOrigin),
  true,
);
const noisy = "203.0.113.66";
const mailedNames = () => sink.messages.filter((m) => !m.headers.has("x-quarantine-digest")).map((m) => m.subject);
const digests = () => sink.messages.filter((message) => message.headers.has("x-quarantine-digest"));

describe("fair holds", () => {
  it("holds one noisy sender past its share, mails another's enquiry, and delivers the held ones in later hours, oldest first", async () => {
    const harness = await createHarness({
      smtpUrl: sink.url,
      timeoutMs: 10_000,
      deliveredMaxPerHour: 5,
      deliveredMaxPerSender: 1,
      ceilingHeldCap: { perDay: 3, bytesPerDay: 0 },
    });
    const statuses = [];
    for (let i = 1; i <= 5; i++) {
      harness.clock.advance(1_000);
      const response = await harness.post(contactBody({ name: `Noisy Number${i}` }), undefined, noisy);
      statuses.push(response.status);
      if (i === 5) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // Its share mailed, three held for later, the fifth past the ceiling holds' cap: told to try later.
    expect(statuses).toEqual([200, 202, 202, 202, 429]);
    expect(harness.logs.filter((line) => line.outcome === "refused-over-ceiling-cap")).toHaveLength(1);
    const real = await harness.post(contactBody({ name: "Real Enquiry" }), undefined, "198.51.100.9");
    expect(real.status).toBe(200);
    expect(mailedNames().some((subject) => subject?.includes("Real Enquiry"))).toBe(true);

    // The same hour: no room for that sender; the digest names its held ones at once, oldest first.
    const digestsBefore = digests().length;
    expect(await runHousekeeping(harness.deliveryDeps, settings)).toMatchObject({
      digest: { outcome: "sent", held: 3 },
    });
    const text = digests().at(-1)?.text ?? "";
    expect(digests()).toHaveLength(digestsBefore + 1);
    expect([...text.matchAll(/Noisy Number(\d)/g)].map(([, n]) => n)).toEqual(["2", "3", "4"]);
    expect(text).toContain("delivered to this inbox by themselves, oldest first, in a later hour with room");

    // Each later hour delivers that sender's share of its backlog, the oldest first.
    const before = sink.submissionIds.length;
    harness.clock.advance(hourMs);
    await runHousekeeping(harness.deliveryDeps, settings);
    expect(sink.submissionIds.length).toBe(before + 1);
    expect(mailedNames().at(-1)).toContain("Noisy Number2");
    harness.clock.advance(hourMs);
    await runHousekeeping(harness.deliveryDeps, settings);
    expect(mailedNames().at(-1)).toContain("Noisy Number3");
    expect(sink.messages.at(-1)?.text).toContain("when a later hour had room");
    expect((await harness.store.listCeilingHeld()).length).toBe(1);
    await harness.cleanup();
  });

  it("sends the next digest within the hour when the ceiling holds enquiries, not the next day", async () => {
    const harness = await createHarness({ smtpUrl: sink.url, timeoutMs: 10_000, deliveredMaxPerHour: 5 });
    const shareOne = { ...settings, ceiling: { perHour: 5, perSender: 1 } };
    await harness.post(contactBody({ name: "Suspect Bot", website: "x" }), undefined, "198.51.100.1");
    expect((await runHousekeeping(harness.deliveryDeps, shareOne)).digest.outcome).toBe("sent");
    for (const name of ["Office One", "Office Two", "Office Three"]) {
      harness.clock.advance(1_000);
      await harness.post(contactBody({ name }), undefined, noisy);
    }
    harness.clock.advance(hourMs / 2);
    expect((await runHousekeeping(harness.deliveryDeps, shareOne)).digest.outcome).toBe("not-due");
    harness.clock.advance(hourMs / 2);
    // An hour after the last digest: the backlog's share goes out first, the digest names what still waits.
    expect((await runHousekeeping(harness.deliveryDeps, shareOne)).digest).toMatchObject({ outcome: "sent", held: 1 });
    expect(mailedNames().at(-1)).toContain("Office Two");
    expect(digests().at(-1)?.text).toContain("Office Three");
    expect(digests().at(-1)?.subject).toContain("1 enquiry held by the hourly ceiling");
    await harness.cleanup();
  });

  it("counts an IPv4 address or an IPv6 /56 as one sender", () => {
    expect(senderPrefix("203.0.113.7")).toBe("203.0.113.7");
    expect(senderPrefix("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(senderPrefix("2001:db8:1:2ab::9")).toBe("2001:db8:1:200::/56");
    expect(senderPrefix("2001:db8:1:2ff:1:2:3:4")).toBe(senderPrefix("2001:db8:1:200::1"));
    expect(senderPrefix("2001:db8:1:300::1")).not.toBe(senderPrefix("2001:db8:1:200::1"));
  });
});
