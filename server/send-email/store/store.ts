/**
 * Where submissions wait until they are in the firm's inbox. Two implementations: files on disk
 * for the Node server (`file-store.ts`) and Netlify Blobs for the Netlify function
 * (`blobs-store.ts`). Both keep the JSON record and a readable `.eml` of the message.
 */
import type { DroppedDay, HeldCap } from "../quarantine/held-cap.ts";
import type { CeilingVerdict } from "../quarantine/hourly-ceiling.ts";
import type { QuarantineReason, SubmissionRecord } from "./submission.ts";

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
  records: SubmissionRecord[];
  /** Every held submission not yet in a digest, listed or not (a marker left by a crash may count once). */
  total: number;
}

export interface SubmissionStore {
  /** For logs: where the submissions are. */
  readonly description: string;
  /**
   * Keeps a new pending submission. "exists" when its id is already known in any state (a
   * retried request), in which case nothing is changed.
   */
  put(record: SubmissionRecord, eml: Uint8Array): Promise<PutResult>;
  /**
   * Keeps a suspected bot's submission aside: never mailed, never destroyed. One copy, the record:
   * its message is rendered from it if a person releases it.
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
   * Sends a quarantined submission on after all (a person judged it real): it becomes pending,
   * with `releasedAt`. False when it is not (or no longer) quarantined: a release happens once.
   */
  release(id: string, now: Date): Promise<boolean>;
  /**
   * Held submissions that no digest has told the firm about yet: how many (counted from the
   * markers, no record read) and the records of at most `limit` of them, oldest of those first.
   * Only those records are read, so a flood of held submissions costs a listing, not a read each.
   */
  listUnreported(limit?: number): Promise<Unreported>;
  /** A digest told the firm about these: they are not listed again. */
  markReported(ids: readonly string[]): Promise<void>;
  /**
   * Counts a held submission of about `bytes` against its day's cap (`day`: UTC `YYYY-MM-DD`, in
   * every worker): "keep" when it fits, "drop" (counted as not kept) when the day is full.
   */
  countHeld(day: string, bytes: number, cap: HeldCap): Promise<"keep" | "drop">;
  /**
   * Counts a submission about to be mailed against the hour's site-wide ceiling (`hour`: UTC
   * `YYYY-MM-DDTHH`, in every worker): "deliver" while fewer than `perHour` were (0: no ceiling),
   * "hold" after (docs/decisions/022).
   */
  countDelivered(hour: string, perHour: number): Promise<CeilingVerdict>;
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
  /** Deletes what is past its retention; pending submissions are never deleted. */
  purge(cutoffs: PurgeCutoffs, shouldStop?: () => boolean): Promise<PurgeResult>;
  /** A secret shared by every process using this store, made on first use. */
  getOrCreateSecret(name: string, create: () => string): Promise<string>;
}

export function sortByReceivedAt(records: SubmissionRecord[]): SubmissionRecord[] {
  return records.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
}

/** Whether a chore last done at `lastDoneAt` is due again at `now`. */
export function isChoreDue(state: { lastDoneAt?: string } | undefined, now: Date, everyMs: number): boolean {
  const lastDoneAt = state?.lastDoneAt ? Date.parse(state.lastDoneAt) : Number.NaN;
  return Number.isNaN(lastDoneAt) || lastDoneAt + everyMs <= now.getTime();
}
