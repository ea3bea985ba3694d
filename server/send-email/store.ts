/**
 * Where submissions wait until they are in the firm's inbox. Two implementations: files on disk
 * for the Node server (`file-store.ts`) and Netlify Blobs for the Netlify function
 * (`blobs-store.ts`). Both keep the JSON record and a readable `.eml` of the message.
 */
import type { QuarantineReason, SubmissionRecord } from "./submission.ts";

export type PutResult = "created" | "exists";

export interface SubmissionStore {
  /** For logs: where the submissions are. */
  readonly description: string;
  /**
   * Keeps a new pending submission. "exists" when its id is already known in any state (a
   * retried request), in which case nothing is changed.
   */
  put(record: SubmissionRecord, eml: Uint8Array): Promise<PutResult>;
  /** Keeps a suspected bot's submission aside: never mailed, never destroyed. */
  quarantine(record: SubmissionRecord, eml: Uint8Array, reason: QuarantineReason): Promise<PutResult>;
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
  /** Sends a quarantined submission on after all (a person judged it real). */
  release(id: string, now: Date): Promise<boolean>;
  /** A secret shared by every process using this store, made on first use. */
  getOrCreateSecret(name: string, create: () => string): Promise<string>;
}

export function sortByReceivedAt(records: SubmissionRecord[]): SubmissionRecord[] {
  return records.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
}
