/**
 * What every store must do, run against each implementation (files, Blobs fake, Blobs emulator).
 */
import { describe, expect, it } from "vitest";
import type { SubmissionStore } from "../store.ts";
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
        expect(await store.quarantine(record, eml, "honeypot")).toBe("exists");
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
        expect(await store.quarantine(record, eml, "token-too-fast")).toBe("created");
        expect(await store.listPending()).toEqual([]);
        expect(await store.listQuarantined()).toMatchObject([{ id: record.id, quarantineReason: "token-too-fast" }]);
        expect(await store.claim(record.id, later(30_000), t0)).toBeUndefined();
        expect(await store.put(record, eml)).toBe("exists");

        expect(await store.release(record.id, later(1_000))).toBe(true);
        expect(await store.listQuarantined()).toEqual([]);
        expect(await store.listPending()).toMatchObject([{ id: record.id, status: "pending", attempts: 0 }]);
        expect(await store.release(record.id, later(2_000))).toBe(false);
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
