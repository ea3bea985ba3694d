/**
 * The store for the Netlify function: Netlify Blobs, strong consistency. `submissions/<id>` is the
 * record; `pending/`, `quarantine/`, `ceiling-held/` and `unreported/` (not yet named by a digest)
 * index it for listing; `eml/`, `chores/` (the digest's and the purge's runs) and the daily counts
 * (`held-days/`, `ceiling-days/`, `held-reported/`) sit beside it. Blobs has no rename and no
 * transactions: every change is a conditional write (`onlyIfNew`, `onlyIfMatch`) and the index entry
 * goes before the record, so a crash leaves at worst an index entry without a record, which listing skips.
 */

import type { Mailer } from "../delivery/mailer.ts";
import {
  countedTally,
  type DroppedDay,
  dayPattern,
  type HeldKind,
  parseTally,
  unreportedDrop,
} from "../quarantine/held-cap.ts";
import { countedHour, parseHourTally } from "../quarantine/hourly-ceiling.ts";
import {
  type CeilingHeldEntry,
  type ChoreName,
  ceilingHeldName,
  type HeldNaming,
  heldCutoff,
  inMarkerOrder,
  isChoreDue,
  type PutResult,
  readCeilingHeldName,
  readMarkerName,
  type SubmissionStore,
  sortByReceivedAt,
  unreportedMarkerName,
} from "./store.ts";
import { isCeilingHold, type SubmissionRecord } from "./submission.ts";

type Conditions = { onlyIfNew?: boolean; onlyIfMatch?: string };
interface WriteResult {
  modified: boolean;
}

/** The part of `@netlify/blobs`' Store this module uses (an in-memory fake implements it in tests). */
export interface BlobsLike {
  get(key: string, options: { type: "text" }): Promise<string | null>;
  getWithMetadata(key: string, options: { type: "text" }): Promise<{ data: string; etag?: string } | null>;
  set(key: string, data: string, options?: Conditions): Promise<WriteResult>;
  delete(key: string): Promise<void>;
  list(options: { prefix: string }): Promise<{ blobs: { key: string }[] }>;
}

/** The record as stored: the lease lives beside it, so that claiming is one conditional write. */
type StoredRecord = SubmissionRecord & { leaseUntil?: string };

/** The state of a chore, with its lease beside it so that claiming is one conditional write. */
interface ChoreState {
  lastDoneAt?: string;
  leaseUntil?: string;
}

const recordKey = (id: string) => `submissions/${id}`;
const markerKey = (record: HeldNaming) => `unreported/${unreportedMarkerName(record)}`;
/** Written before decision 032: the bare id. */
const legacyMarkerKey = (id: string) => `unreported/${id}`;
const ceilingHeldKey = (record: HeldNaming) => `ceiling-held/${ceilingHeldName(record)}`;
const choreKey = (name: ChoreName) => `chores/${name}`;
const purgeCursorKey = "chores/purge-cursor";
const tallyKey = (day: string, kind: HeldKind = "suspect") =>
  `${kind === "ceiling" ? "ceiling-days" : "held-days"}/${day}`;
const reportedKey = (day: string) => `held-reported/${day}`;
const conflictRetries = 5;
/** Held submissions of a flood may all count at once: more tries before one gives up (and is not kept). */
const tallyRetries = 12;
/** The current hour's count of mailed submissions (hourly-ceiling.ts): one key, rewritten as hours pass. */
const ceilingKey = "ceiling/delivered-hour";
/** A marker this old without a record is left over from a crash, not a quarantine in progress. */
const orphanMarkerAgeMs = 10 * 60_000;

export function createBlobsStore(blobs: BlobsLike, name = "netlify-blobs"): SubmissionStore {
  async function read(id: string): Promise<{ record: StoredRecord; etag: string | undefined } | undefined> {
    const entry = await blobs.getWithMetadata(recordKey(id), { type: "text" });
    return entry ? { record: JSON.parse(entry.data) as StoredRecord, etag: entry.etag } : undefined;
  }

  /** Read-modify-write with an ETag, retried when another writer got there first. */
  async function update(id: string, change: (record: StoredRecord) => StoredRecord | undefined): Promise<boolean> {
    for (let attempt = 0; attempt < conflictRetries; attempt++) {
      const current = await read(id);
      if (!current) return false;
      const next = change(current.record);
      if (!next) return false;
      const conditions = current.etag ? { onlyIfMatch: current.etag } : {};
      if ((await blobs.set(recordKey(id), JSON.stringify(next), conditions)).modified) return true;
    }
    throw new Error(`Submission ${id} kept changing under us`);
  }

  async function create(
    record: SubmissionRecord,
    eml: Uint8Array | undefined,
    indexPrefix: string,
  ): Promise<PutResult> {
    await blobs.set(`${indexPrefix}${record.id}`, record.receivedAt);
    const { modified } = await blobs.set(recordKey(record.id), JSON.stringify(record), { onlyIfNew: true });
    if (!modified) return "exists";
    if (eml) await blobs.set(`eml/${record.id}`, new TextDecoder().decode(eml));
    return "created";
  }

  async function listIndex(prefix: string, status: SubmissionRecord["status"]): Promise<SubmissionRecord[]> {
    const { blobs: entries } = await blobs.list({ prefix });
    const records: SubmissionRecord[] = [];
    for (const { key } of entries) {
      const id = key.slice(prefix.length);
      const current = await read(id);
      if (current?.record.status === status) records.push(withoutLease(current.record));
      // An index entry whose record moved on is cleaned up; one whose record is not written yet
      // (a put in progress, or one that crashed before the record) is left alone.
      else if (current) await blobs.delete(key);
    }
    return sortByReceivedAt(records);
  }

  /** A held submission is gone (released or purged): its marker and index entries go too. */
  async function forgetHeld(record: SubmissionRecord): Promise<void> {
    await blobs.delete(`quarantine/${record.id}`);
    await blobs.delete(markerKey(record));
    await blobs.delete(legacyMarkerKey(record.id));
    if (isCeilingHold(record.quarantineReason)) await blobs.delete(ceilingHeldKey(record));
  }

  async function forgetDay(day: string): Promise<void> {
    await blobs.delete(reportedKey(day));
    await blobs.delete(tallyKey(day));
  }

  return {
    description: `Netlify Blobs store "${name}"`,

    put: (record, eml) => create({ ...record, status: "pending" }, eml, "pending/"),

    async quarantine(record, reason) {
      // The marker first, like the index: a crash leaves a marker without a record, never the reverse.
      const held: SubmissionRecord = { ...record, status: "quarantined", quarantineReason: reason };
      await blobs.set(markerKey(held), record.receivedAt);
      if (isCeilingHold(reason)) await blobs.set(ceilingHeldKey(held), "");
      return create(held, undefined, "quarantine/");
    },

    async get(id) {
      const current = await read(id);
      return current && withoutLease(current.record);
    },

    listPending: () => listIndex("pending/", "pending"),
    listQuarantined: () => listIndex("quarantine/", "quarantined"),

    async claim(id, leaseUntil, now) {
      const current = await read(id);
      if (current?.record.status !== "pending") return undefined;
      if (current.record.leaseUntil && Date.parse(current.record.leaseUntil) > now.getTime()) return undefined;
      const claimed = { ...current.record, leaseUntil: leaseUntil.toISOString() };
      const conditions = current.etag ? { onlyIfMatch: current.etag } : {};
      // Not modified: another worker claimed it between our read and our write.
      const { modified } = await blobs.set(recordKey(id), JSON.stringify(claimed), conditions);
      return modified ? withoutLease(claimed) : undefined;
    },

    async recordFailure(id, error, nextAttemptAt) {
      await update(id, (record) =>
        record.status !== "pending"
          ? undefined
          : {
              ...withoutLease(record),
              attempts: record.attempts + 1,
              lastError: error,
              nextAttemptAt: nextAttemptAt.toISOString(),
            },
      );
    },

    async markDelivered(id, deliveredAt) {
      await update(id, (record) => ({
        ...withoutLease(record),
        status: "sent",
        deliveredAt: deliveredAt.toISOString(),
      }));
      await blobs.delete(`pending/${id}`);
    },

    async release(id, now, by) {
      const current = await read(id);
      if (current?.record.status !== "quarantined") return false;
      await blobs.set(`pending/${id}`, current.record.receivedAt);
      // Conditional on the record still being held: of two releases at once, one changes it.
      const released = await update(id, (record) =>
        record.status === "quarantined"
          ? {
              ...record,
              status: "pending",
              attempts: 0,
              nextAttemptAt: now.toISOString(),
              releasedAt: now.toISOString(),
              ...(by ? { releasedBy: by } : {}),
            }
          : undefined,
      );
      if (released) await forgetHeld(current.record);
      return released;
    },

    async listUnreported(limit = Number.POSITIVE_INFINITY) {
      const { blobs: entries } = await blobs.list({ prefix: "unreported/" });
      const names = inMarkerOrder(entries.map(({ key }) => key.slice("unreported/".length)));
      const records: SubmissionRecord[] = [];
      let total = names.length;
      let ceiling = names.filter((name) => readMarkerName(name)?.ceiling).length;
      for (const name of names) {
        if (records.length >= limit) break;
        const { id, ceiling: isCeiling } = readMarkerName(name) ?? { id: "", ceiling: false };
        const current = await read(id);
        if (current?.record.status === "quarantined") {
          records.push(withoutLease(current.record));
          continue;
        }
        // Released, purged or never held (a duplicate): the marker has done its work. A young
        // marker without a record may be a quarantine in progress: left alone.
        total--;
        if (isCeiling) ceiling--;
        const key = `unreported/${name}`;
        const markedAt = current ? 0 : Date.parse((await blobs.get(key, { type: "text" })) ?? "");
        if (current || !(markedAt > Date.now() - orphanMarkerAgeMs)) await blobs.delete(key);
      }
      return { records, total, ceiling };
    },

    async markReported(records) {
      for (const record of records) {
        await blobs.delete(markerKey(record));
        await blobs.delete(legacyMarkerKey(record.id));
      }
    },

    async listCeilingHeld() {
      const { blobs: entries } = await blobs.list({ prefix: "ceiling-held/" });
      const names = entries.map(({ key }) => key.slice("ceiling-held/".length)).sort();
      return names.map(readCeilingHeldName).filter((entry): entry is CeilingHeldEntry => entry !== undefined);
    },

    async forgetCeilingHeld(entry) {
      await blobs.delete(ceilingHeldKey(entry));
    },

    async countHeld(day, bytes, cap, kind = "suspect") {
      for (let attempt = 0; attempt < tallyRetries; attempt++) {
        const entry = await blobs.getWithMetadata(tallyKey(day, kind), { type: "text" });
        const { verdict, next } = countedTally(parseTally(entry?.data), bytes, cap);
        const conditions = entry ? (entry.etag ? { onlyIfMatch: entry.etag } : {}) : { onlyIfNew: true };
        if ((await blobs.set(tallyKey(day, kind), JSON.stringify(next), conditions)).modified) return verdict;
      }
      // So many held at the same moment that the count could not be taken: a flood, not kept.
      return "drop";
    },

    async countDelivered(hour, limits, sender, { countHolds = true } = {}) {
      for (let attempt = 0; attempt < tallyRetries; attempt++) {
        const entry = await blobs.getWithMetadata(ceilingKey, { type: "text" });
        const { verdict, next } = countedHour(parseHourTally(entry?.data), hour, limits, sender);
        if (verdict !== "deliver" && !countHolds) return verdict;
        const conditions = entry ? (entry.etag ? { onlyIfMatch: entry.etag } : {}) : { onlyIfNew: true };
        if ((await blobs.set(ceilingKey, JSON.stringify(next), conditions)).modified) return verdict;
      }
      // So many at the same moment that the count could not be taken: held, so kept, never lost.
      return "hold";
    },

    async listUnreportedDrops(today) {
      const { blobs: entries } = await blobs.list({ prefix: "held-days/" });
      const drops: DroppedDay[] = [];
      for (const day of entries.map(({ key }) => key.slice("held-days/".length)).filter((d) => dayPattern.test(d))) {
        const tally = parseTally(await blobs.get(tallyKey(day), { type: "text" }));
        const reported = Number((await blobs.get(reportedKey(day), { type: "text" })) ?? 0);
        const drop = unreportedDrop(day, tally, reported);
        if (drop) drops.push(drop);
        else if (day < today) await forgetDay(day);
      }
      // The ceiling holds' past tallies have nothing to tell (a refused sender was told at once).
      for (const { key } of (await blobs.list({ prefix: "ceiling-days/" })).blobs) {
        if (key.slice("ceiling-days/".length) < today) await blobs.delete(key);
      }
      return drops.sort((a, b) => a.day.localeCompare(b.day));
    },

    async markDropsReported(days, today) {
      for (const { day, total } of days) {
        if (day < today) await forgetDay(day);
        else await blobs.set(reportedKey(day), String(total));
      }
    },

    async claimChore(name, leaseUntil, now, everyMs) {
      const entry = await blobs.getWithMetadata(choreKey(name), { type: "text" });
      const state = entry ? (JSON.parse(entry.data) as ChoreState) : undefined;
      if (!isChoreDue(state, now, everyMs)) return false;
      if (state?.leaseUntil && Date.parse(state.leaseUntil) > now.getTime()) return false;
      const claimed: ChoreState = { ...state, leaseUntil: leaseUntil.toISOString() };
      const conditions = entry ? (entry.etag ? { onlyIfMatch: entry.etag } : {}) : { onlyIfNew: true };
      // Not modified: another worker claimed it between our read and our write.
      return (await blobs.set(choreKey(name), JSON.stringify(claimed), conditions)).modified;
    },

    async finishChore(name, doneAt) {
      for (let attempt = 0; attempt < conflictRetries; attempt++) {
        const entry = await blobs.getWithMetadata(choreKey(name), { type: "text" });
        const { leaseUntil: _lease, ...state } = entry ? (JSON.parse(entry.data) as ChoreState) : ({} as ChoreState);
        const finished: ChoreState = doneAt ? { ...state, lastDoneAt: doneAt.toISOString() } : state;
        const conditions = entry?.etag ? { onlyIfMatch: entry.etag } : entry ? {} : { onlyIfNew: true };
        if ((await blobs.set(choreKey(name), JSON.stringify(finished), conditions)).modified) return;
      }
      throw new Error(`Chore ${name} kept changing under us`);
    },

    async purge(cutoffs, shouldStop) {
      const result = { sent: 0, quarantined: 0, complete: true };
      // Every record is read (Blobs lists keys only): a purge stopped by its time budget leaves
      // where it got to, and the next one goes on from there instead of reading the same again.
      const cursor = (await blobs.get(purgeCursorKey, { type: "text" })) ?? "";
      let lastLooked = cursor;
      const { blobs: entries } = await blobs.list({ prefix: "submissions/" });
      // Held submissions that no digest has named yet are kept, however old (docs/decisions/032).
      const { blobs: markers } = await blobs.list({ prefix: "unreported/" });
      const unnamed = new Set(markers.map(({ key }) => readMarkerName(key.slice("unreported/".length))?.id));
      const keys = entries.map(({ key }) => key).filter((key) => key > cursor);
      for (const key of keys.sort()) {
        if (shouldStop?.()) {
          if (lastLooked !== cursor) await blobs.set(purgeCursorKey, lastLooked);
          return { ...result, complete: false };
        }
        lastLooked = key;
        const current = await read(key.slice("submissions/".length));
        if (!current) continue;
        const { record } = current;
        const expired =
          record.status === "sent"
            ? Date.parse(record.deliveredAt ?? record.receivedAt) < cutoffs.sentBefore.getTime()
            : record.status === "quarantined" &&
              !unnamed.has(record.id) &&
              Date.parse(record.receivedAt) < heldCutoff(record, cutoffs).getTime();
        if (!expired) continue;
        // Index entries first and the record last: a crash leaves a record the next purge finds.
        if (record.status === "quarantined") await forgetHeld(record);
        await blobs.delete(`eml/${record.id}`);
        await blobs.delete(key);
        result[record.status === "sent" ? "sent" : "quarantined"]++;
      }
      if (cursor) await blobs.delete(purgeCursorKey);
      return result;
    },

    async getOrCreateSecret(secretName, createSecret) {
      const key = `secrets/${secretName}`;
      await blobs.set(key, createSecret(), { onlyIfNew: true });
      const secret = await blobs.get(key, { type: "text" });
      if (!secret) throw new Error(`Secret ${secretName} could not be read back`);
      return secret;
    },
  };
}

function withoutLease({ leaseUntil: _lease, ...record }: StoredRecord): SubmissionRecord {
  return record;
}

/**
 * "Delivery" on Netlify without an SMTP server: the `.eml` goes to the store's `inbox/` (read it
 * with `netlify blobs:list send-email --prefix inbox/` and `netlify blobs:get`).
 */
export function createBlobsInboxMailer(blobs: BlobsLike): Mailer {
  return {
    description: "Netlify Blobs inbox/",
    async send(email, signal) {
      signal?.throwIfAborted();
      const received = email.receivedAt.replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
      await blobs.set(`inbox/${received}-${email.id}.eml`, email.raw.toString("utf8"));
    },
  };
}
