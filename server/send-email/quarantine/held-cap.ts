/**
 * The daily cap on held submissions (issue 26): across all visitors, a day keeps at most so many
 * held (suspected-bot) submissions and so many bytes of them, so that no flood, from however many
 * addresses, can fill the store. Beyond it a held submission gets the usual answer and is not
 * kept; the day's tally counts it, and the digest tells the firm. Submissions that are not held
 * are never capped (docs/decisions/017-hardening-after-an-attackers-review.md). Ceiling holds
 * (docs/decisions/032) have a cap and tallies of their own; past it the sender is told to try
 * again later, since a person may be waiting for the answer.
 */
import type { QuarantineReason, SubmissionRecord } from "../store/submission.ts";

/** At most `perDay` held submissions and `bytesPerDay` of their records a day (UTC); 0 turns either off. */
export interface HeldCap {
  perDay: number;
  bytesPerDay: number;
}

/** Which cap a held submission counts against: suspected bots', or the ceiling holds'. */
export type HeldKind = "suspect" | "ceiling";

/** A day's held submissions: kept (and their bytes) and not kept. */
export interface HeldTally {
  count: number;
  bytes: number;
  dropped: number;
}

/** A day on which held submissions were not kept, as the store tells the digest. */
export interface DroppedDay {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  /** Not kept since the last digest that told of this day. */
  dropped: number;
  /** Not kept that day in all. */
  total: number;
}

export const emptyTally: HeldTally = { count: 0, bytes: 0, dropped: 0 };

/** The day a submission counts against: its arrival's date in UTC, as every e-mail of the site shows times. */
export function heldDay(at: Date | string): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** About what the store keeps of a held submission: its record (the one copy). */
export function heldBytes(record: SubmissionRecord, reason: QuarantineReason): number {
  return Buffer.byteLength(JSON.stringify({ ...record, status: "quarantined", quarantineReason: reason }));
}

/** Whether one more held submission of `bytes` fits in the day, and the day's tally after it. */
export function countedTally(
  tally: HeldTally,
  bytes: number,
  cap: HeldCap,
): { verdict: "keep" | "drop"; next: HeldTally } {
  const overCount = cap.perDay > 0 && tally.count >= cap.perDay;
  const overBytes = cap.bytesPerDay > 0 && tally.bytes + bytes > cap.bytesPerDay;
  return overCount || overBytes
    ? { verdict: "drop", next: { ...tally, dropped: tally.dropped + 1 } }
    : { verdict: "keep", next: { ...tally, count: tally.count + 1, bytes: tally.bytes + bytes } };
}

export function parseTally(text: string | null | undefined): HeldTally {
  if (!text) return emptyTally;
  const { count = 0, bytes = 0, dropped = 0 } = JSON.parse(text) as Partial<HeldTally>;
  return { count, bytes, dropped };
}

/** The days whose tallies show drops not yet told (`reported`: how many a digest told of). */
export function unreportedDrop(day: string, tally: HeldTally, reported: number): DroppedDay | undefined {
  return tally.dropped > reported ? { day, dropped: tally.dropped - reported, total: tally.dropped } : undefined;
}

export const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The cap in words, for the digest: "500 a day, 5 MB". */
export function describeHeldCap(cap: HeldCap): string {
  const parts = [
    ...(cap.perDay > 0 ? [`${cap.perDay} a day`] : []),
    ...(cap.bytesPerDay > 0 ? [`${Math.round((cap.bytesPerDay / 1_000_000) * 10) / 10} MB a day`] : []),
  ];
  return parts.join(" or ");
}
