/**
 * A submission and the record the store keeps of it until a person has it in the inbox.
 */
import { createHash, randomUUID } from "node:crypto";
import { type ContactFieldValues, contactFieldNames } from "#app/contact-form/contact-fields.ts";
import type { Lang } from "../intake/responses.ts";

export type SubmissionKind = "contact" | "waitlist";

/** A value for every field of the contact form's table (`contact-fields.ts`), whichever form sent it. */
export type Submission = { kind: SubmissionKind; lang: Lang } & ContactFieldValues;

export type SubmissionStatus = "pending" | "sent" | "quarantined";

/**
 * Why a submission is held. "honeypot" and "token-too-fast" mark a bot
 * (docs/decisions/010-what-counts-as-a-bot.md); "hourly-ceiling" and "sender-share" mark nothing,
 * the hour's site-wide ceiling or one sender's share of it was reached (docs/decisions/022, 032);
 * the token ones remain for records held before.
 */
export type QuarantineReason =
  | "honeypot"
  | "token-missing"
  | "token-invalid"
  | "token-too-fast"
  | "hourly-ceiling"
  | "sender-share";

/** Held by the hour's ceiling or a sender's share of it: an enquiry that waits for room, not a suspect. */
export function isCeilingHold(reason: QuarantineReason | undefined): boolean {
  return reason === "hourly-ceiling" || reason === "sender-share";
}

/** A form token that could not vouch for the submission, which was delivered all the same. */
export type TokenProblem = "missing" | "invalid";

export interface SubmissionRecord {
  id: string;
  status: SubmissionStatus;
  /** ISO time the server accepted it; also the e-mail's `Date`. */
  receivedAt: string;
  submission: Submission;
  /** Delivery attempts that failed so far. */
  attempts: number;
  /** No retry before this time (ISO); the first attempt is the request's own. */
  nextAttemptAt: string;
  lastError?: string;
  deliveredAt?: string;
  quarantineReason?: QuarantineReason;
  /**
   * Posted by the browser's own form submission, JavaScript off: there is no form token, so the
   * timing check could not be made (docs/decisions/007-no-javascript-form-posts.md). The e-mail says so.
   */
  sentWithoutJavaScript?: true;
  /** Sent by the script without a usable form token: delivered, with a note in the e-mail. */
  tokenProblem?: TokenProblem;
  /** When this held submission was released for delivery (ISO); `quarantineReason` stays. */
  releasedAt?: string;
  /** Released by the site when a later hour had room (a ceiling hold), not by a person. */
  releasedBy?: "later-hour";
  /** Who sent it, as the hour's fair shares count senders: a keyed hash (`sender-key.ts`), never the address. */
  sender?: string;
}

/**
 * The record id: a hash of the browser's idempotency key and of what the visitor wrote. A retried
 * request (same key, same fields) finds the first one's record; a key reused by mistake for a
 * different message still makes a new record, so a client bug can cost a duplicate, never an
 * enquiry. Being a hash, an id can never name a file outside the store. No key: a random id.
 */
export function submissionId(idempotencyKey: string | undefined, submission?: Submission): string {
  const key = idempotencyKey ?? randomUUID();
  // The table's order, which was this hash's order before the table: a retry across the change finds its record.
  const content = JSON.stringify([submission?.kind, ...contactFieldNames.map((name) => submission?.[name])]);
  return createHash("sha256").update(`nais-submission:${key}\n${content}`).digest("hex").slice(0, 32);
}

export const submissionIdPattern = /^[0-9a-f]{32}$/;

export function newRecord(id: string, submission: Submission, now: Date): SubmissionRecord {
  return {
    id,
    status: "pending",
    receivedAt: now.toISOString(),
    submission,
    attempts: 0,
    nextAttemptAt: now.toISOString(),
  };
}

/** Waits between attempts: 1, 2, 4 … minutes, then hourly, forever (a lead is never dropped). */
export function retryDelayMs(failedAttempts: number, baseMs = 60_000, maxMs = 3_600_000): number {
  const exponent = Math.max(0, Math.min(failedAttempts - 1, 20));
  return Math.min(maxMs, baseMs * 2 ** exponent);
}
