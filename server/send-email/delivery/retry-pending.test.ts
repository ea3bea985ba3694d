// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { retryDelayMs } from "../store/submission.ts";
import { createHarness, sampleRecord } from "../test-support/fixtures.ts";
import { deliverPending } from "./deliver.ts";
import type { Mailer } from "./mailer.ts";
import type { RenderedEmail } from "./render-email.ts";
import { retryPending, startRetryTimer } from "./retry-pending.ts";

/** A mailer that records what it sends and fails while `down` is set. */
function fakeMailer({ delayMs = 0 } = {}) {
  const sent: RenderedEmail[] = [];
  const mailer: Mailer & { sent: RenderedEmail[]; down: boolean } = {
    description: "fake",
    sent,
    down: false,
    async send(email) {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (mailer.down)
        throw Object.assign(new Error("Connection refused to maria@example.com"), { code: "ECONNREFUSED" });
      sent.push(email);
    },
  };
  return mailer;
}

const eml = new Uint8Array();

describe("retryPending", () => {
  it("backs off 1, 2, 4 … minutes up to an hour, and never gives up", () => {
    expect([1, 2, 3, 4, 7, 8, 50].map((n) => retryDelayMs(n) / 60_000)).toEqual([1, 2, 4, 8, 60, 60, 60]);
  });

  it("sends only what is due, records failures with the next attempt, and logs without addresses", async () => {
    const mailer = fakeMailer();
    const harness = await createHarness({ mailer });
    const due = sampleRecord(harness.clock.now());
    const later = {
      ...sampleRecord(harness.clock.now()),
      nextAttemptAt: new Date(harness.clock.now().getTime() + 600_000).toISOString(),
    };
    await harness.store.put(due, eml);
    await harness.store.put(later, eml);

    mailer.down = true;
    expect(await retryPending(harness.deliveryDeps)).toEqual({
      pending: 2,
      due: 1,
      delivered: 0,
      failed: 1,
      skipped: 0,
    });
    const failed = await harness.store.get(due.id);
    expect(failed).toMatchObject({
      attempts: 1,
      nextAttemptAt: new Date(harness.clock.now().getTime() + 60_000).toISOString(),
    });
    expect(failed?.lastError).toContain("ECONNREFUSED");
    expect(failed?.lastError).toContain("m***@example.com");
    expect(JSON.stringify(harness.logs)).not.toContain("maria@example.com");

    mailer.down = false;
    harness.clock.advance(60_000);
    expect(await retryPending(harness.deliveryDeps)).toMatchObject({ due: 1, delivered: 1 });
    expect(mailer.sent.map((email) => email.id)).toEqual([due.id]);

    expect(await retryPending(harness.deliveryDeps, { includeNotDue: true })).toMatchObject({ due: 1, delivered: 1 });
    expect(mailer.sent.map((email) => email.id)).toEqual([due.id, later.id]);
    await harness.cleanup();
  });

  it("stops a run after three failures in a row (the server is down) and when its time is up", async () => {
    const mailer = fakeMailer();
    mailer.down = true;
    const harness = await createHarness({ mailer });
    for (let i = 0; i < 5; i++) await harness.store.put(sampleRecord(harness.clock.now()), eml);
    expect(await retryPending(harness.deliveryDeps)).toMatchObject({ due: 5, failed: 3 });

    harness.clock.advance(120_000);
    const past = new Date(harness.clock.now().getTime() - 1);
    expect(await retryPending(harness.deliveryDeps, { startNoAttemptAfter: past })).toMatchObject({
      due: 5,
      failed: 0,
    });
    await harness.cleanup();
  });

  it("never sends a submission twice when runs overlap", async () => {
    const mailer = fakeMailer();
    const harness = await createHarness({ mailer });
    const records = Array.from({ length: 4 }, () => sampleRecord(harness.clock.now()));
    for (const record of records) await harness.store.put(record, eml);

    // The runs overlap for certain: no e-mail leaves until both runs have listed every record as pending.
    const listPending = harness.store.listPending.bind(harness.store);
    let listings = 0;
    let bothListed = () => {};
    const listed = new Promise<void>((resolve) => {
      bothListed = resolve;
    });
    vi.spyOn(harness.store, "listPending").mockImplementation(async () => {
      const pending = await listPending();
      if (++listings === 2) bothListed();
      return pending;
    });
    const send = mailer.send.bind(mailer);
    mailer.send = async (email, signal) => {
      await listed;
      return send(email, signal);
    };

    const runs = await Promise.all([
      retryPending(harness.deliveryDeps),
      retryPending(harness.deliveryDeps),
      deliverPending(harness.deliveryDeps, records[0]?.id ?? ""),
    ]);
    expect([runs[0].due, runs[1].due]).toEqual([4, 4]);
    expect(mailer.sent.map((email) => email.id).sort()).toEqual(records.map((record) => record.id).sort());
    expect(runs[0].delivered + runs[1].delivered + (runs[2] === "delivered" ? 1 : 0)).toBe(4);
    expect(runs[0].skipped + runs[1].skipped + (runs[2] === "skipped" ? 1 : 0)).toBe(4 + 1);
    await harness.cleanup();
  });

  it("runs on a timer until stopped", async () => {
    // The timer's clock is faked, so "never again" is checked without waiting for it.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const mailer = fakeMailer();
      const harness = await createHarness({ mailer });
      await harness.store.put(sampleRecord(harness.clock.now()), eml);
      const timer = startRetryTimer(harness.deliveryDeps, 20);
      expect(mailer.sent).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(20);
      await expect.poll(() => mailer.sent.length, { timeout: 2_000 }).toBe(1);
      await timer.stop();

      await harness.store.put(sampleRecord(harness.clock.now()), eml);
      expect(vi.getTimerCount()).toBe(0);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(mailer.sent).toHaveLength(1);
      await harness.cleanup();
    } finally {
      vi.useRealTimers();
    }
  });
});
