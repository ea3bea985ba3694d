/**
 * Where submissions wait until they are in the firm's inbox. Two implementations: files on disk
 * for the Node server (`file-store.ts`) and Netlify Blobs for the Netlify function
 * (`blobs-store.ts`). Both keep the JSON record and a readable `.eml` of the message.
 */
import type { DroppedDay, HeldCap, HeldKind } from "../quarantine/held-cap.ts";
import type { CeilingVerdict, HourLimits } from "../quarantine/hourly-ceiling.ts";
import { isCeilingHold, type QuarantineReason, type SubmissionRecord, submissionIdPattern } from "./submission.ts";

export type PutResult = "created" | "exists";

/** Periodic work that one worker at a time does, at most once per period (any process, any instance). */
export type ChoreName = "quarantine-digest" | "purge";

export interface PurgeCutoffs {
  /** Delivered submissions delivered before this are deleted. */
  sentBefore: Date;
  /** Held submissions received before this are deleted. */
  quarantinedBefore: Date;
  /** Held for a filled honeypot: deleted when received before this (sooner); `quarantinedBefore` if not given. */
  honeypotBefore?: Date;
}

/** The time before which a held submission is past its retention. */
export function heldCutoff(record: SubmissionRecord, cutoffs: PurgeCutoffs): Date {
  return record.quarantineReason === "honeypot" && cutoffs.honeypotBefore
    ? cutoffs.honeypotBefore
    : cutoffs.quarantinedBefore;
}

export interface PurgeResult {
  sent: number;
  quarantined: number;
  /** False when it stopped early (asked to): the rest waits for the next run. */
  complete: boolean;
}

export interface Unreported {
  /** Ceiling holds first, then the rest, each oldest first (docs/decisions/032). */
  records: SubmissionRecord[];
  /** Every held submission not yet in a digest, listed or not (a marker left by a crash may count once). */
  total: number;
  /** How many of `total` are ceiling holds (enquiries waiting for room, not suspects). */
  ceiling: number;
}

/** A ceiling hold waiting for an hour with room, as its index entry names it (no record read). */
export interface CeilingHeldEntry {
  id: string;
  receivedAt: string;
  /** The sender key (`sender-key.ts`); "unknown" for a record without one. */
  sender: string;
}

/** What marker and index names are made of: a held submission's id, arrival and reason. */
export type HeldNaming = Pick<SubmissionRecord, "id" | "receivedAt" | "quarantineReason" | "sender">;

export interface SubmissionStore {
  /** For logs: where the submissions are. */
  readonly description: string;
  /**
   * Keeps a new pending submission. "exists" when its id is already known in any state (a
   * retried request), in which case nothing is changed.
   */
  put(record: SubmissionRecord, eml: Uint8Array): Promise<PutResult>;
  /**
   * Keeps a submission aside, a suspected bot's or a ceiling hold: not mailed now, and not deleted
   * before a digest has named it. One copy, the record: its message is rendered from it on release.
   */
  quarantine(record: SubmissionRecord, reason: QuarantineReason): Promise<PutResult>;
  get(id: string): Promise<SubmissionRecord | undefined>;
  /** Every submission still waiting for delivery, oldest first (due or not). */
  listPending(): Promise<SubmissionRecord[]>;
  listQuarantined(): Promise<SubmissionRecord[]>;
  /**
   * Takes the right to deliver a pending submission until `leaseUntil`, so that two workers
   * never send the same message. Undefined when it is not pending or someone else holds it.
   */
  claim(id: string, leaseUntil: Date, now: Date): Promise<SubmissionRecord | undefined>;
  /** Notes a failed attempt and gives the lease back. */
  recordFailure(id: string, error: string, nextAttemptAt: Date): Promise<void>;
  /** Moves a submission to "sent" and gives the lease back. */
  markDelivered(id: string, deliveredAt: Date): Promise<void>;
  /**
   * Sends a quarantined submission on after all: it becomes pending, with `releasedAt` (and
   * `releasedBy` when the site, not a person, released it). False when it is not (or no longer)
   * quarantined: a release happens once.
   */
  release(id: string, now: Date, by?: SubmissionRecord["releasedBy"]): Promise<boolean>;
  /**
   * Held submissions that no digest has told the firm about yet: how many (counted from the
   * markers, no record read) and the records of at most `limit` of them, ceiling holds first and
   * each oldest first, by the markers' names (the server's clock, never a sender's choice). Only
   * those records are read, so a flood of held submissions costs a listing, not a read each.
   */
  listUnreported(limit?: number): Promise<Unreported>;
  /** A digest told the firm about these: they are not listed again. */
  markReported(records: readonly HeldNaming[]): Promise<void>;
  /** Ceiling holds still waiting for room, oldest first, from their index (no record read). */
  listCeilingHeld(): Promise<CeilingHeldEntry[]>;
  /** Removes an index entry whose submission is no longer held (released, or never held: a retry). */
  forgetCeilingHeld(entry: CeilingHeldEntry): Promise<void>;
  /**
   * Counts a held submission of about `bytes` against its day's cap (`day`: UTC `YYYY-MM-DD`, in
   * every worker): "keep" when it fits, "drop" (counted as not kept) when the day is full.
   * Suspects and ceiling holds have caps and tallies of their own (`kind`).
   */
  countHeld(day: string, bytes: number, cap: HeldCap, kind?: HeldKind): Promise<"keep" | "drop">;
  /**
   * Counts a submission about to be mailed against the hour's ceiling and its sender's share
   * (`hour`: UTC `YYYY-MM-DDTHH`, in every worker): "deliver" while both have room (no ceiling
   * when `perHour` is 0), "hold" or "sender-share" after (docs/decisions/022, 032). With
   * `countHolds: false` (the backlog asking whether there is room) a hold changes nothing.
   */
  countDelivered(
    hour: string,
    limits: HourLimits,
    sender?: string,
    options?: { countHolds?: boolean },
  ): Promise<CeilingVerdict>;
  /**
   * Days on which held submissions were not kept that no digest has told of yet (or not all of
   * them); the tallies of past days with nothing left to tell are deleted on the way.
   */
  listUnreportedDrops(today: string): Promise<DroppedDay[]>;
  /** A digest told the firm about these drops: a past day's tally is deleted, today's remembers it. */
  markDropsReported(days: readonly DroppedDay[], today: string): Promise<void>;
  /**
   * Takes a chore if it is due (not done in the last `everyMs`) and nobody holds it, until
   * `leaseUntil` (a worker that dies gives it up then). Reading the state costs no write.
   */
  claimChore(name: ChoreName, leaseUntil: Date, now: Date, everyMs: number): Promise<boolean>;
  /** Gives a chore back: done at `doneAt` (next due `everyMs` later), or, without it, due again now. */
  finishChore(name: ChoreName, doneAt?: Date): Promise<void>;
  /**
   * Deletes what is past its retention; pending submissions are never deleted, nor held ones that
   * no digest has named yet.
   */
  purge(cutoffs: PurgeCutoffs, shouldStop?: () => boolean): Promise<PurgeResult>;
  /** A secret shared by every process using this store, made on first use. */
  getOrCreateSecret(name: string, create: () => string): Promise<string>;
}

export function sortByReceivedAt(records: SubmissionRecord[]): SubmissionRecord[] {
  return records.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
}

/** `2026-03-02T10:00:00.000Z` → `20260302T100000000Z`: sorts as the time does, and fits a file name. */
export function timeStamp(iso: string): string {
  return new Date(iso).toISOString().replace(/[-:.]/g, "");
}

/**
 * The name of a held submission's "not yet in a digest" marker: `c-` for a ceiling hold, `s-` for
 * a suspect, then the arrival time: a sorted listing is the digest's order (docs/decisions/032).
 */
export function unreportedMarkerName(record: HeldNaming): string {
  return `${isCeilingHold(record.quarantineReason) ? "c" : "s"}-${timeStamp(record.receivedAt)}-${record.id}`;
}

/** A marker's id, and whether it is a ceiling hold's; a bare id is a marker written before decision 032. */
export function readMarkerName(name: string): { id: string; ceiling: boolean } | undefined {
  const match = /^(?:([cs])-\d{8}T\d{9}Z-)?([0-9a-f]{32})$/.exec(name);
  return match?.[2] ? { id: match[2], ceiling: match[1] === "c" } : undefined;
}

/** Markers in the digest's order: those from before decision 032 first (older than any other), then by name. */
export function inMarkerOrder(names: readonly string[]): string[] {
  const known = names.filter((name) => readMarkerName(name));
  const legacy = known.filter((name) => submissionIdPattern.test(name));
  return [...legacy.sort(), ...known.filter((name) => !submissionIdPattern.test(name)).sort()];
}

/** A ceiling hold's index entry: its arrival, sender and id, so that the backlog reads no record to choose. */
export function ceilingHeldName(record: HeldNaming): string {
  return `${timeStamp(record.receivedAt)}-${record.sender ?? "unknown"}-${record.id}`;
}

export function readCeilingHeldName(name: string): CeilingHeldEntry | undefined {
  const match = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)(\d{3})Z-([0-9a-f]{16}|unknown)-([0-9a-f]{32})$/.exec(name);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s, ms, sender = "unknown", id = ""] = match;
  return { id, sender, receivedAt: `${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z` };
}

/** Whether a chore last done at `lastDoneAt` is due again at `now`. */
export function isChoreDue(state: { lastDoneAt?: string } | undefined, now: Date, everyMs: number): boolean {
  const lastDoneAt = state?.lastDoneAt ? Date.parse(state.lastDoneAt) : Number.NaN;
  return Number.isNaN(lastDoneAt) || lastDoneAt + everyMs <= now.getTime();
}
