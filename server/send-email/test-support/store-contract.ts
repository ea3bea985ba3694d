/**
 * What every store must do, run against each implementation (files, Blobs fake, Blobs emulator).
 */
import { describe, expect, it } from "vitest";
import type { SubmissionStore } from "../store/store.ts";
import { sampleRecord } from "./fixtures.ts";

export interface StoreUnderTest {
  store: SubmissionStore;
  /** A second store over the same data (another process, another function instance). */
  twin: () => SubmissionStore;
  cleanup: () => Promise<void>;
}

const eml = new TextEncoder().encode("Subject: test\r\n\r\nHello\r\n");
const t0 = new Date("2026-03-02T10:00:00Z");
const later = (ms: number) => new Date(t0.getTime() + ms);
const day = 24 * 3_600_000;

export function describeStoreContract(
  label: string,
  setup: () => Promise<StoreUnderTest>,
  { atomicConditionalWrites = true } = {},
): void {
  describe(`${label}: the store contract`, () => {
    const withStore = (test: (subject: StoreUnderTest) => Promise<void>) => async () => {
      const subject = await setup();
      try {
        await test(subject);
      } finally {
        await subject.cleanup();
      }
    };

    it(
      "keeps a new submission as pending, and refuses the same id twice in any state",
      withStore(async ({ store }) => {
        const record = sampleRecord(t0);
        expect(await store.put(record, eml)).toBe("created");
        expect(await store.get(record.id)).toMatchObject({ id: record.id, status: "pending", attempts: 0 });
        expect(await store.put({ ...record, submission: { ...record.submission, name: "Other" } }, eml)).toBe("exists");
        expect((await store.get(record.id))?.submission.name).toBe("Maria Lopez");
        expect(await store.quarantine(record, "honeypot")).toBe("exists");
        expect(await store.get("0".repeat(32))).toBeUndefined();
      }),
    );

    it(
      "lists pending submissions oldest first",
      withStore(async ({ store }) => {
        const newer = sampleRecord(later(5_000));
        const older = sampleRecord(later(1_000));
        await store.put(newer, eml);
        await store.put(older, eml);
        expect((await store.listPending()).map((r) => r.id)).toEqual([older.id, newer.id]);
      }),
    );

    it(
      "lends a submission to one worker at a time, until the lease runs out",
      withStore(async ({ store, twin }) => {
        const record = sampleRecord(t0);
        await store.put(record, eml);
        expect(await store.claim(record.id, later(30_000), t0)).toMatchObject({ id: record.id });
        expect(await store.claim(record.id, later(30_000), later(1_000))).toBeUndefined();
        expect(await twin().claim(record.id, later(60_000), later(29_000))).toBeUndefined();
        // The first worker died: after its lease, another may take over.
        expect(await twin().claim(record.id, later(90_000), later(31_000))).toMatchObject({ id: record.id });
      }),
    );

    it(
      "notes a failure, schedules the next attempt and gives the lease back",
      withStore(async ({ store }) => {
        const record = sampleRecord(t0);
        await store.put(record, eml);
        await store.claim(record.id, later(30_000), t0);
        await store.recordFailure(record.id, "451 try later", later(60_000));
        expect(await store.get(record.id)).toMatchObject({
          status: "pending",
          attempts: 1,
          lastError: "451 try later",
          nextAttemptAt: later(60_000).toISOString(),
        });
        expect(await store.claim(record.id, later(30_000), later(1))).toBeDefined();
      }),
    );

    it(
      "moves a delivered submission to sent, for good",
      withStore(async ({ store, twin }) => {
        const record = sampleRecord(t0);
        await store.put(record, eml);
        await store.claim(record.id, later(30_000), t0);
        await store.markDelivered(record.id, later(2_000));
        expect(await twin().get(record.id)).toMatchObject({ status: "sent", deliveredAt: later(2_000).toISOString() });
        expect(await store.listPending()).toEqual([]);
        expect(await store.claim(record.id, later(90_000), later(60_000))).toBeUndefined();
        expect(await store.put(record, eml)).toBe("exists");
      }),
    );

    it(
      "keeps quarantined submissions aside, and can release one for delivery",
      withStore(async ({ store }) => {
        const record = sampleRecord(t0);
        expect(await store.quarantine(record, "token-too-fast")).toBe("created");
        expect(await store.listPending()).toEqual([]);
        expect(await store.listQuarantined()).toMatchObject([{ id: record.id, quarantineReason: "token-too-fast" }]);
        expect(await store.claim(record.id, later(30_000), t0)).toBeUndefined();
        expect(await store.put(record, eml)).toBe("exists");

        expect(await store.release(record.id, later(1_000))).toBe(true);
        expect(await store.listQuarantined()).toEqual([]);
        expect(await store.listPending()).toMatchObject([
          { id: record.id, status: "pending", attempts: 0, releasedAt: later(1_000).toISOString() },
        ]);
        expect(await store.release(record.id, later(2_000))).toBe(false);
      }),
    );

    it.runIf(atomicConditionalWrites)(
      "lets exactly one of two simultaneous releases through",
      withStore(async ({ store, twin }) => {
        const record = sampleRecord(t0);
        await store.quarantine(record, "honeypot");
        const releases = await Promise.all([store.release(record.id, later(1)), twin().release(record.id, later(2))]);
        expect(releases.filter(Boolean)).toHaveLength(1);
        expect(await store.listPending()).toHaveLength(1);
      }),
    );

    it(
      "lists held submissions until a digest has named them, and forgets released ones",
      withStore(async ({ store, twin }) => {
        const first = sampleRecord(later(1_000));
        const second = sampleRecord(later(2_000));
        const released = sampleRecord(later(3_000));
        for (const record of [second, first, released]) await store.quarantine(record, "honeypot");
        await store.put(sampleRecord(t0), eml); // Pending: never in a digest.
        expect((await twin().listUnreported()).records.map((r) => r.id)).toEqual([first.id, second.id, released.id]);

        await store.release(released.id, later(4_000));
        await store.markReported([first]);
        expect((await store.listUnreported()).records.map((r) => r.id)).toEqual([second.id]);
        // Named in a digest, still held until released or purged.
        expect((await store.listQuarantined()).map((r) => r.id)).toEqual([first.id, second.id]);
        // A duplicate of a held submission does not make it new again.
        await store.markReported([{ ...second, quarantineReason: "honeypot" }]);
        expect(await store.quarantine(second, "honeypot")).toBe("exists");
        expect((await store.listUnreported()).records.map((r) => r.id)).toEqual([second.id]);
      }),
    );

    it(
      "lists ceiling holds first and each kind oldest first, by the server's clock, whatever the ids (docs/decisions/032)",
      withStore(async ({ store, twin }) => {
        const withId = (digit: string, receivedAt: Date) => ({ ...sampleRecord(receivedAt), id: digit.repeat(32) });
        // A sender can choose ids that sort first: they must not decide the order.
        const oldSuspect = withId("0", later(1_000));
        const newSuspect = withId("1", later(2_000));
        const newCeiling = withId("2", later(4_000));
        const oldCeiling = withId("f", later(3_000));
        await store.quarantine(newSuspect, "token-too-fast");
        await store.quarantine(oldSuspect, "honeypot");
        await store.quarantine(newCeiling, "sender-share");
        await store.quarantine(oldCeiling, "hourly-ceiling");
        const all = await twin().listUnreported();
        expect(all.records.map((r) => r.id)).toEqual([oldCeiling.id, newCeiling.id, oldSuspect.id, newSuspect.id]);
        expect([all.total, all.ceiling]).toEqual([4, 2]);
        const firstTwo = await store.listUnreported(2);
        expect(firstTwo.records.map((r) => r.id)).toEqual([oldCeiling.id, newCeiling.id]);
        expect([firstTwo.total, firstTwo.ceiling]).toEqual([4, 2]);
        // The ceiling holds' own index, oldest first; a release takes one out of it.
        expect((await store.listCeilingHeld()).map((entry) => entry.id)).toEqual([oldCeiling.id, newCeiling.id]);
        expect(await store.release(oldCeiling.id, later(5_000), "later-hour")).toBe(true);
        expect(await store.get(oldCeiling.id)).toMatchObject({ status: "pending", releasedBy: "later-hour" });
        expect(await twin().listCeilingHeld()).toEqual([
          { id: newCeiling.id, receivedAt: newCeiling.receivedAt, sender: "unknown" },
        ]);
        await store.forgetCeilingHeld({ id: newCeiling.id, receivedAt: newCeiling.receivedAt, sender: "unknown" });
        expect(await store.listCeilingHeld()).toEqual([]);
        expect((await store.listUnreported()).ceiling).toBe(1);
      }),
    );
    it(
      "gives a chore to one worker, at most once per period",
      withStore(async ({ store, twin }) => {
        expect(await store.claimChore("quarantine-digest", later(30_000), t0, day)).toBe(true);
        expect(await twin().claimChore("quarantine-digest", later(60_000), later(1_000), day)).toBe(false);
        await store.finishChore("quarantine-digest", later(2_000));
        expect(await twin().claimChore("quarantine-digest", later(60_000), later(3_000), day)).toBe(false);
        // Another chore is independent.
        expect(await twin().claimChore("purge", later(60_000), later(3_000), day)).toBe(true);
        // A day after it was done, it is due again.
        expect(await twin().claimChore("quarantine-digest", later(day + 60_000), later(day + 2_000), day)).toBe(true);
        // Given back without being done (it failed): due again at once.
        await twin().finishChore("quarantine-digest");
        expect(await store.claimChore("quarantine-digest", later(day + 90_000), later(day + 3_000), day)).toBe(true);
        // A worker that died: its lease runs out and another takes over.
        expect(await twin().claimChore("quarantine-digest", later(day + 99_000), later(day + 91_000), day)).toBe(true);
      }),
    );

    it(
      "purges delivered and held submissions past their retention, never pending ones",
      withStore(async ({ store, twin }) => {
        const oldSent = sampleRecord(t0);
        const newSent = sampleRecord(t0);
        const oldHeld = sampleRecord(t0);
        const newHeld = sampleRecord(later(20 * day));
        const oldPending = sampleRecord(t0);
        for (const record of [oldSent, newSent, oldPending]) await store.put(record, eml);
        const oldUnnamed = sampleRecord(t0);
        await store.quarantine(oldHeld, "honeypot");
        await store.quarantine(newHeld, "token-too-fast");
        await store.quarantine(oldUnnamed, "hourly-ceiling");
        await store.markReported([{ ...oldHeld, quarantineReason: "honeypot" }]);
        await store.claim(oldSent.id, later(30_000), t0);
        await store.markDelivered(oldSent.id, later(1_000));
        await store.claim(newSent.id, later(30_000), t0);
        await store.markDelivered(newSent.id, later(10 * day));

        const cutoffs = { sentBefore: later(5 * day), quarantinedBefore: later(5 * day) };
        expect(await twin().purge(cutoffs)).toEqual({ sent: 1, quarantined: 1, complete: true });
        expect(await store.get(oldSent.id)).toBeUndefined();
        expect(await store.get(oldHeld.id)).toBeUndefined();
        expect(await store.get(newSent.id)).toMatchObject({ status: "sent" });
        expect(await store.get(oldPending.id)).toMatchObject({ status: "pending" });
        // No digest named the old ceiling hold yet: kept, however old (docs/decisions/032).
        expect((await store.listQuarantined()).map((r) => r.id).sort()).toEqual([newHeld.id, oldUnnamed.id].sort());
        expect((await store.listUnreported()).records.map((r) => r.id)).toEqual([oldUnnamed.id, newHeld.id]);
        // Its id is free again: a late retry of the same request would be a new submission.
        expect(await store.put(oldSent, eml)).toBe("created");
        expect(await store.purge(cutoffs)).toEqual({ sent: 0, quarantined: 0, complete: true });
        expect(await store.purge(cutoffs, () => true)).toMatchObject({ complete: false });
      }),
    );

    it(
      "purges honeypot hits after their own, shorter retention",
      withStore(async ({ store, twin }) => {
        const honeypot = sampleRecord(t0);
        const tooFast = sampleRecord(t0);
        await store.quarantine(honeypot, "honeypot");
        await store.quarantine(tooFast, "token-too-fast");
        await store.markReported([
          { ...honeypot, quarantineReason: "honeypot" },
          { ...tooFast, quarantineReason: "token-too-fast" },
        ]);
        const cutoffs = { sentBefore: t0, quarantinedBefore: t0, honeypotBefore: later(day) };
        expect(await twin().purge(cutoffs)).toEqual({ sent: 0, quarantined: 1, complete: true });
        expect((await store.listQuarantined()).map((r) => r.id)).toEqual([tooFast.id]);
      }),
    );

    it(
      "goes on where a purge stopped early, so that a long store is purged over several runs",
      withStore(async ({ store, twin }) => {
        const withId = (digit: string, receivedAt: Date) => ({ ...sampleRecord(receivedAt), id: digit.repeat(32) });
        // Unexpired ones first, in every order a store might list them in.
        for (const digit of ["0", "1", "2", "3"])
          await store.quarantine(withId(digit, later(20 * day)), "token-too-fast");
        for (const digit of ["e", "f"]) await store.quarantine(withId(digit, t0), "token-too-fast");
        await store.markReported(
          ["e", "f"].map((digit) => ({ ...withId(digit, t0), quarantineReason: "token-too-fast" })),
        );
        const cutoffs = { sentBefore: later(5 * day), quarantinedBefore: later(5 * day) };
        let purged = 0;
        let runs = 0;
        for (let complete = false; !complete && runs < 6; runs++) {
          let looked = 0;
          const result = await (runs % 2 ? twin() : store).purge(cutoffs, () => looked++ >= 2);
          purged += result.quarantined;
          complete = result.complete;
        }
        expect(purged).toBe(2);
        expect(runs).toBeLessThanOrEqual(4);
        expect((await store.listQuarantined()).map((r) => r.id)).toEqual(["0", "1", "2", "3"].map((d) => d.repeat(32)));
      }),
    );

    it(
      "counts held submissions against each day's cap, in every worker, and remembers what was not kept until a digest told it",
      withStore(async ({ store, twin }) => {
        const cap = { perDay: 2, bytesPerDay: 1_000 };
        expect(await store.countHeld("2026-03-02", 100, cap)).toBe("keep");
        expect(await twin().countHeld("2026-03-02", 100, cap)).toBe("keep");
        expect(await store.countHeld("2026-03-02", 100, cap)).toBe("drop");
        expect(await twin().countHeld("2026-03-03", 900, cap)).toBe("keep");
        expect(await store.countHeld("2026-03-03", 200, cap)).toBe("drop");
        expect(await store.countHeld("2026-03-03", 100, cap)).toBe("keep");
        expect(await store.countHeld("2026-03-03", 1, { perDay: 0, bytesPerDay: 0 })).toBe("keep");

        const drops = await twin().listUnreportedDrops("2026-03-03");
        expect(drops).toEqual([
          { day: "2026-03-02", dropped: 1, total: 1 },
          { day: "2026-03-03", dropped: 1, total: 1 },
        ]);
        await store.markDropsReported(drops, "2026-03-03");
        expect(await store.listUnreportedDrops("2026-03-03")).toEqual([]);
        // Later drops the same day are new again; a past day's are told once.
        expect(await store.countHeld("2026-03-03", 10, cap)).toBe("drop");
        expect(await twin().listUnreportedDrops("2026-03-03")).toEqual([{ day: "2026-03-03", dropped: 1, total: 2 }]);
        expect(await store.countHeld("2026-03-03", 1, cap)).toBe("drop");
        // The ceiling holds' cap is a tally of its own, told to nobody (their senders were told).
        expect(await store.countHeld("2026-03-03", 1, cap, "ceiling")).toBe("keep");
        expect(await twin().countHeld("2026-03-03", 1, cap, "ceiling")).toBe("keep");
        expect(await store.countHeld("2026-03-03", 1, cap, "ceiling")).toBe("drop");
        expect(await twin().listUnreportedDrops("2026-03-03")).toEqual([{ day: "2026-03-03", dropped: 2, total: 3 }]);
      }),
    );

    it(
      "counts delivered submissions against the hour's site-wide ceiling, in every worker (docs/decisions/022)",
      withStore(async ({ store, twin }) => {
        const hour = "2026-03-02T10";
        const two = { perHour: 2, perSender: 2 };
        expect(await store.countDelivered(hour, two)).toBe("deliver");
        expect(await twin().countDelivered(hour, two)).toBe("deliver");
        expect(await store.countDelivered(hour, two)).toBe("hold");
        expect(await twin().countDelivered(hour, two)).toBe("hold");
        // A new hour starts from nothing; 0 is no ceiling.
        expect(await twin().countDelivered("2026-03-02T11", two)).toBe("deliver");
        expect(await store.countDelivered("2026-03-02T11", { perHour: 0, perSender: 1 })).toBe("deliver");
      }),
    );

    it(
      "gives each sender its share of the hour, in every worker, and lets the backlog ask without counting (docs/decisions/032)",
      withStore(async ({ store, twin }) => {
        const hour = "2026-03-02T10";
        const limits = { perHour: 4, perSender: 2 };
        expect(await store.countDelivered(hour, limits, "aaaaaaaaaaaaaaaa")).toBe("deliver");
        expect(await twin().countDelivered(hour, limits, "aaaaaaaaaaaaaaaa")).toBe("deliver");
        expect(await store.countDelivered(hour, limits, "aaaaaaaaaaaaaaaa")).toBe("sender-share");
        expect(await twin().countDelivered(hour, limits, "bbbbbbbbbbbbbbbb")).toBe("deliver");
        expect(await store.countDelivered(hour, limits, "cccccccccccccccc")).toBe("deliver");
        expect(await store.countDelivered(hour, limits, "dddddddddddddddd", { countHolds: false })).toBe("hold");
        // The next hour, the noisy sender has a share again.
        expect(await twin().countDelivered("2026-03-02T11", limits, "aaaaaaaaaaaaaaaa")).toBe("deliver");
      }),
    );

    it(
      "makes one secret and gives every process the same one",
      withStore(async ({ store, twin }) => {
        const first = await store.getOrCreateSecret("form-secret", () => "secret-one");
        const second = await twin().getOrCreateSecret("form-secret", () => "secret-two");
        expect(first).toBe("secret-one");
        expect(second).toBe("secret-one");
      }),
    );

    it.runIf(atomicConditionalWrites)(
      "lets exactly one of many simultaneous workers claim a submission",
      withStore(async ({ store, twin }) => {
        const record = sampleRecord(t0);
        await store.put(record, eml);
        const workers = Array.from({ length: 8 }, (_, i) => (i % 2 ? store : twin()));
        const claims = await Promise.all(workers.map((worker) => worker.claim(record.id, later(30_000), t0)));
        expect(claims.filter(Boolean)).toHaveLength(1);
      }),
    );
  });
}
