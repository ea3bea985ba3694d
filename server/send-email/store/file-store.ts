/**
 * The store for the Node server: one folder per state under the outbox directory
 * (`pending/`, `sent/`, `quarantine/`), each submission as `<id>.json` plus `<id>.eml`, written
 * atomically (`atomic-files.ts`). `unreported/<c|s>-<time>-<id>` marks a held submission no digest
 * has named yet (store.ts); `ceiling-held/<time>-<sender>-<id>` indexes the ceiling holds waiting
 * for room; `chores/` holds when the digest and the purge last ran, and their locks; `held-days/`
 * and `ceiling-days/` the daily tallies of held submissions (the caps). A new submission's record is the commit point: it and its folder
 * are flushed to disk before the visitor is told anything. Later writes (the .eml copy, leases,
 * "sent") are not flushed, which saves three disk syncs per submission: a power cut in the seconds
 * after a delivery can at worst make the retry send that message a second time (same Message-ID),
 * never lose one. Files are readable by the server's user only (they hold personal data).
 */
import { mkdir, readdir, readFile, rename, stat, unlink } from "node:fs/promises";
import { join } from "node:path";
import {
  countedTally,
  type DroppedDay,
  dayPattern,
  type HeldKind,
  parseTally,
  unreportedDrop,
} from "../quarantine/held-cap.ts";
import { countedHour, parseHourTally } from "../quarantine/hourly-ceiling.ts";
import { exists, ignoreMissing, takeLock, writeAtomic, writeExclusive } from "./atomic-files.ts";
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
import { isCeilingHold, type SubmissionRecord, type SubmissionStatus, submissionIdPattern } from "./submission.ts";

/** Marks the writes that must be on disk before the visitor gets an answer. */
const durable = true;

const folders: Record<SubmissionStatus, string> = { pending: "pending", sent: "sent", quarantined: "quarantine" };

export function createFileStore(root: string): SubmissionStore {
  const path = (status: SubmissionStatus, id: string, extension: "json" | "eml" | "lock") =>
    join(root, folders[status], `${checkedId(id)}.${extension}`);
  const unreportedDir = join(root, "unreported");
  const choresDir = join(root, "chores");
  const ceilingHeldDir = join(root, "ceiling-held");
  const marker = (record: HeldNaming) =>
    join(unreportedDir, unreportedMarkerName({ ...record, id: checkedId(record.id) }));
  // Written before decision 032: the bare id.
  const legacyMarker = (id: string) => join(unreportedDir, checkedId(id));
  const ceilingEntry = (record: HeldNaming) =>
    join(ceilingHeldDir, ceilingHeldName({ ...record, id: checkedId(record.id) }));
  const chorePath = (name: ChoreName, extension: "json" | "lock" | "cursor") => join(choresDir, `${name}.${extension}`);
  const heldDaysDir = join(root, "held-days");
  const ceilingDaysDir = join(root, "ceiling-days");
  const tallyPath = (day: string, extension: "json" | "reported", kind: HeldKind = "suspect") =>
    join(kind === "ceiling" ? ceilingDaysDir : heldDaysDir, `${checkedDay(day)}.${extension}`);
  // The hour's count of mailed submissions (hourly-ceiling.ts): one file, for the current hour.
  const ceilingPath = join(choresDir, "delivered-hour.json");
  /** This process's tally updates, one after another (only the server holds submissions). */
  let tallyUpdates: Promise<unknown> = Promise.resolve();
  const ready = Promise.all(
    [...Object.values(folders), "unreported", "ceiling-held", "chores", "held-days", "ceiling-days"].map((folder) =>
      mkdir(join(root, folder), { recursive: true, mode: 0o700 }),
    ),
  );

  async function readRecord(status: SubmissionStatus, id: string): Promise<SubmissionRecord | undefined> {
    const text = await readFile(path(status, id, "json"), "utf8").catch(ignoreMissing);
    return text === undefined ? undefined : (JSON.parse(text) as SubmissionRecord);
  }

  async function readChore(name: ChoreName): Promise<{ lastDoneAt?: string } | undefined> {
    const text = await readFile(chorePath(name, "json"), "utf8").catch(ignoreMissing);
    return text === undefined ? undefined : (JSON.parse(text) as { lastDoneAt?: string });
  }

  async function createRecord(record: SubmissionRecord, eml: Uint8Array | undefined): Promise<PutResult> {
    await ready;
    if (await existsInAnyState(record.id)) return "exists";
    // The JSON is the commit point; the .eml is a copy for people and is written after it.
    const created = await writeExclusive(path(record.status, record.id, "json"), serialize(record), durable);
    if (!created) return "exists";
    if (eml) await writeAtomic(path(record.status, record.id, "eml"), eml);
    return "created";
  }

  async function idsIn(status: SubmissionStatus): Promise<string[]> {
    await ready;
    const names = await readdir(join(root, folders[status]));
    const ids = names.filter((name) => name.endsWith(".json")).map((name) => name.slice(0, -".json".length));
    return ids.filter((id) => submissionIdPattern.test(id));
  }

  async function existsInAnyState(id: string): Promise<boolean> {
    for (const status of ["pending", "sent", "quarantined"] as const) {
      if (await exists(path(status, id, "json"))) return true;
    }
    return false;
  }

  async function listFolder(status: SubmissionStatus): Promise<SubmissionRecord[]> {
    const records: SubmissionRecord[] = [];
    for (const id of await idsIn(status)) {
      // A crash between the two steps of markDelivered leaves a copy in pending/: sent/ wins.
      if (status === "pending" && (await exists(path("sent", id, "json")))) continue;
      const record = await readRecord(status, id);
      if (record) records.push(record);
    }
    return sortByReceivedAt(records);
  }

  async function forgetDay(day: string): Promise<void> {
    await unlink(tallyPath(day, "reported")).catch(ignoreMissing);
    await unlink(tallyPath(day, "json")).catch(ignoreMissing);
  }

  /** A held submission is gone (released or purged): its marker and index entry go too. */
  async function forgetHeld(record: SubmissionRecord): Promise<void> {
    await unlink(marker(record)).catch(ignoreMissing);
    await unlink(legacyMarker(record.id)).catch(ignoreMissing);
    if (isCeilingHold(record.quarantineReason)) await unlink(ceilingEntry(record)).catch(ignoreMissing);
  }

  async function releaseLease(id: string): Promise<void> {
    await unlink(path("pending", id, "lock")).catch(ignoreMissing);
  }

  return {
    description: `files in ${root}`,

    put: (record, eml) => createRecord({ ...record, status: "pending" }, eml),

    async quarantine(record, reason) {
      await ready;
      // The marker first: a crash leaves at worst a marker without a record (skipped), never a
      // held submission that no digest will name.
      const held = { ...record, status: "quarantined" as const, quarantineReason: reason };
      await writeAtomic(marker(held), record.receivedAt);
      if (isCeilingHold(reason)) await writeAtomic(ceilingEntry(held), "");
      return createRecord(held, undefined);
    },

    async get(id) {
      await ready;
      return (
        (await readRecord("sent", id)) ?? (await readRecord("pending", id)) ?? (await readRecord("quarantined", id))
      );
    },

    listPending: () => listFolder("pending"),
    listQuarantined: () => listFolder("quarantined"),

    async claim(id, leaseUntil, now) {
      await ready;
      if (!(await takeLock(path("pending", id, "lock"), leaseUntil, now))) return undefined;
      const record = await readRecord("pending", id);
      if (!record || (await exists(path("sent", id, "json")))) {
        await releaseLease(id);
        return undefined;
      }
      return record;
    },

    async recordFailure(id, error, nextAttemptAt) {
      const record = await readRecord("pending", id);
      if (record) {
        const updated = { ...record, attempts: record.attempts + 1, lastError: error };
        await writeAtomic(
          path("pending", id, "json"),
          serialize({ ...updated, nextAttemptAt: nextAttemptAt.toISOString() }),
        );
      }
      await releaseLease(id);
    },

    async markDelivered(id, deliveredAt) {
      const record = await readRecord("pending", id);
      if (record) {
        const sent = { ...record, status: "sent" as const, deliveredAt: deliveredAt.toISOString() };
        await writeAtomic(path("sent", id, "json"), serialize(sent));
        await rename(path("pending", id, "eml"), path("sent", id, "eml")).catch(ignoreMissing);
        await unlink(path("pending", id, "json")).catch(ignoreMissing);
      }
      await releaseLease(id);
    },

    async release(id, now, by) {
      const record = await readRecord("quarantined", id);
      if (!record) return false;
      const released = {
        ...record,
        status: "pending" as const,
        attempts: 0,
        releasedAt: now.toISOString(),
        ...(by ? { releasedBy: by } : {}),
      };
      const pending = { ...released, nextAttemptAt: now.toISOString() };
      // Of two releases at once, only one creates the pending record.
      if (!(await writeExclusive(path("pending", id, "json"), serialize(pending), durable))) return false;
      await rename(path("quarantined", id, "eml"), path("pending", id, "eml")).catch(ignoreMissing);
      await unlink(path("quarantined", id, "json")).catch(ignoreMissing);
      await forgetHeld(record);
      return true;
    },

    async listUnreported(limit = Number.POSITIVE_INFINITY) {
      await ready;
      const records: SubmissionRecord[] = [];
      const names = inMarkerOrder(await readdir(unreportedDir));
      let total = names.length;
      let ceiling = names.filter((name) => readMarkerName(name)?.ceiling).length;
      for (const name of names) {
        if (records.length >= limit) break;
        const { id, ceiling: isCeiling } = readMarkerName(name) ?? { id: "", ceiling: false };
        const record = await readRecord("quarantined", id);
        if (record) {
          records.push(record);
          continue;
        }
        // Released, purged or a duplicate that was never held: the marker has done its work. A
        // young marker without any record may be a quarantine in progress: left alone.
        total--;
        if (isCeiling) ceiling--;
        const markedAt = (await stat(join(unreportedDir, name)).catch(ignoreMissing))?.mtimeMs ?? 0;
        if ((await existsInAnyState(id)) || markedAt < Date.now() - orphanMarkerAgeMs) {
          await unlink(join(unreportedDir, name)).catch(ignoreMissing);
        }
      }
      return { records, total, ceiling };
    },

    async markReported(records) {
      for (const record of records) {
        await unlink(marker(record)).catch(ignoreMissing);
        await unlink(legacyMarker(record.id)).catch(ignoreMissing);
      }
    },

    async listCeilingHeld() {
      await ready;
      const entries = (await readdir(ceilingHeldDir)).sort().map(readCeilingHeldName);
      return entries.filter((entry): entry is CeilingHeldEntry => entry !== undefined);
    },

    async forgetCeilingHeld(entry) {
      await unlink(ceilingEntry(entry)).catch(ignoreMissing);
    },

    countHeld(day, bytes, cap, kind = "suspect") {
      const counted = tallyUpdates.then(async () => {
        await ready;
        const tally = parseTally(await readFile(tallyPath(day, "json", kind), "utf8").catch(ignoreMissing));
        const { verdict, next } = countedTally(tally, bytes, cap);
        await writeAtomic(tallyPath(day, "json", kind), JSON.stringify(next));
        return verdict;
      });
      tallyUpdates = counted.catch(() => {});
      return counted;
    },

    countDelivered(hour, limits, sender, { countHolds = true } = {}) {
      const counted = tallyUpdates.then(async () => {
        await ready;
        const tally = parseHourTally(await readFile(ceilingPath, "utf8").catch(ignoreMissing));
        const { verdict, next } = countedHour(tally, hour, limits, sender);
        if (verdict === "deliver" || countHolds) await writeAtomic(ceilingPath, JSON.stringify(next));
        return verdict;
      });
      tallyUpdates = counted.catch(() => {});
      return counted;
    },

    async listUnreportedDrops(today) {
      await ready;
      const days = (await readdir(heldDaysDir))
        .filter((name) => name.endsWith(".json"))
        .map((name) => name.slice(0, -".json".length))
        .filter((day) => dayPattern.test(day))
        .sort();
      const drops: DroppedDay[] = [];
      for (const day of days) {
        const tally = parseTally(await readFile(tallyPath(day, "json"), "utf8").catch(ignoreMissing));
        const reported = Number((await readFile(tallyPath(day, "reported"), "utf8").catch(ignoreMissing)) ?? 0);
        const drop = unreportedDrop(day, tally, reported);
        if (drop) drops.push(drop);
        else if (day < today) await forgetDay(day);
      }
      // The ceiling holds' past tallies have nothing to tell (a refused sender was told at once).
      for (const name of await readdir(ceilingDaysDir)) {
        if (name.slice(0, 10) < today) await unlink(join(ceilingDaysDir, name)).catch(ignoreMissing);
      }
      return drops;
    },

    async markDropsReported(days, today) {
      for (const { day, total } of days) {
        if (day < today) await forgetDay(day);
        else await writeAtomic(tallyPath(day, "reported"), String(total));
      }
    },

    async claimChore(name, leaseUntil, now, everyMs) {
      await ready;
      if (!isChoreDue(await readChore(name), now, everyMs)) return false;
      if (!(await takeLock(chorePath(name, "lock"), leaseUntil, now))) return false;
      // Another worker may have done it between our first look and our lock.
      if (isChoreDue(await readChore(name), now, everyMs)) return true;
      await unlink(chorePath(name, "lock")).catch(ignoreMissing);
      return false;
    },

    async finishChore(name, doneAt) {
      if (doneAt)
        await writeAtomic(chorePath(name, "json"), `${JSON.stringify({ lastDoneAt: doneAt.toISOString() })}\n`);
      await unlink(chorePath(name, "lock")).catch(ignoreMissing);
    },

    async purge(cutoffs, shouldStop) {
      const result = { sent: 0, quarantined: 0, complete: true };
      const plans = [
        {
          status: "sent",
          cutoff: () => cutoffs.sentBefore,
          since: (r: SubmissionRecord) => r.deliveredAt ?? r.receivedAt,
        },
        {
          status: "quarantined",
          cutoff: (r: SubmissionRecord) => heldCutoff(r, cutoffs),
          since: (r: SubmissionRecord) => r.receivedAt,
        },
      ] as const;
      // A purge stopped early leaves where it got to; the next one goes on from there.
      const cursorPath = chorePath("purge", "cursor");
      const cursor = ((await readFile(cursorPath, "utf8").catch(ignoreMissing)) ?? "").trim();
      let lastLooked = cursor;
      await ready;
      // Held submissions that no digest has named yet are kept, however old (docs/decisions/032).
      const unnamed = new Set((await readdir(unreportedDir)).map((name) => readMarkerName(name)?.id));
      for (const [index, { status, cutoff, since }] of plans.entries()) {
        const ids = (await idsIn(status)).sort();
        for (const id of ids) {
          const key = `${index}/${id}`;
          if (key <= cursor) continue;
          if (shouldStop?.()) {
            if (lastLooked !== cursor) await writeAtomic(cursorPath, lastLooked);
            return { ...result, complete: false };
          }
          lastLooked = key;
          const record = await readRecord(status, id);
          if (!record || Date.parse(since(record)) >= cutoff(record).getTime()) continue;
          if (status === "quarantined" && unnamed.has(id)) continue;
          if (status === "quarantined") await forgetHeld(record);
          await unlink(path(status, id, "eml")).catch(ignoreMissing);
          await unlink(path(status, id, "json")).catch(ignoreMissing);
          result[status === "sent" ? "sent" : "quarantined"]++;
        }
      }
      if (cursor) await unlink(cursorPath).catch(ignoreMissing);
      return result;
    },

    async getOrCreateSecret(name, create) {
      await ready;
      const secretPath = join(root, `.${name.replace(/[^a-z0-9-]/gi, "")}`);
      await writeExclusive(secretPath, create(), durable);
      return (await readFile(secretPath, "utf8")).trim();
    },
  };
}

/** A marker this old without a record is left over from a crash, not a quarantine in progress. */
const orphanMarkerAgeMs = 10 * 60_000;

function checkedId(id: string): string {
  if (!submissionIdPattern.test(id)) throw new Error(`Not a submission id: ${JSON.stringify(id).slice(0, 80)}`);
  return id;
}

function checkedDay(day: string): string {
  if (!dayPattern.test(day)) throw new Error(`Not a day: ${JSON.stringify(day).slice(0, 40)}`);
  return day;
}

function serialize(record: SubmissionRecord): string {
  return `${JSON.stringify(record, null, 2)}\n`;
}
