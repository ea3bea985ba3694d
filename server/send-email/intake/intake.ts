/**
 * What happens to a valid submission: it is written to the store first, then the first delivery
 * attempt is made; a suspected bot's submission goes to quarantine instead. The answer says what
 * became of it, and a retried request (same id) gets the same answer.
 */
import { type DeliveryDeps, deliverClaimed, leaseMs } from "../delivery/deliver.ts";
import { type RenderedEmail, renderEmail } from "../delivery/render-email.ts";
import { describeError } from "../logger.ts";
import { type HeldCap, heldBytes, heldDay } from "../quarantine/held-cap.ts";
import { isCeilingHold, type QuarantineReason, type SubmissionRecord } from "../store/submission.ts";
import type { ServerMessageKey } from "./responses.ts";

export interface Acceptance {
  httpStatus: 200 | 202 | 500;
  message: ServerMessageKey;
  outcome: string;
  /** What went wrong, for the request's log line. */
  error?: string;
  /** A new submission reached the store or the firm (not a retry of one already taken). */
  isNew: boolean;
}

const sent: Acceptance = { httpStatus: 200, message: "sent", outcome: "sent", isNew: true };
const queued: Acceptance = { httpStatus: 202, message: "queued", outcome: "queued", isNew: true };

/** The answer to a request for a submission the store already has: what became of it. */
export const answerForStatus: Record<SubmissionRecord["status"], Acceptance> = {
  sent: { ...sent, outcome: "duplicate", isNew: false },
  pending: { ...queued, outcome: "duplicate", isNew: false },
  // A bot's retry must look like any success too.
  quarantined: { ...sent, outcome: "duplicate", isNew: false },
};

export async function acceptSubmission(deps: DeliveryDeps, record: SubmissionRecord): Promise<Acceptance> {
  const email = await renderEmail(record, deps.mail);
  let stored: "created" | "exists";
  try {
    stored = await deps.store.put(record, email.raw);
  } catch (error) {
    return deliverUnstored(deps, email, error);
  }
  if (stored === "exists") {
    const existing = await deps.store.get(record.id);
    return existing ? answerForStatus[existing.status] : answerForStatus.pending;
  }

  const now = deps.clock();
  const claimed = await deps.store.claim(record.id, new Date(now.getTime() + leaseMs(deps)), now);
  // Not claimed: a retry worker picked it up in the meantime and is sending it.
  if (!claimed) return queued;
  const { delivered, error } = await deliverClaimed(deps, claimed, email);
  return delivered ? sent : { ...queued, error };
}

/** The store is down: the message can still reach the firm directly, it is just not kept. */
async function deliverUnstored(deps: DeliveryDeps, email: RenderedEmail, storeError: unknown): Promise<Acceptance> {
  const stored = `store: ${describeError(storeError)}`;
  try {
    await deps.mailer.send(email, AbortSignal.timeout(deps.attemptTimeoutMs));
    return { ...sent, outcome: "sent-unstored", error: stored };
  } catch (error) {
    return {
      httpStatus: 500,
      message: "deliveryFailed",
      outcome: "not-stored",
      error: `${stored}; mail: ${describeError(error)}`,
      isNew: false,
    };
  }
}

/**
 * Keeps a submission aside (a digest names it to the firm later, with a way to release it),
 * unless the day's cap on held submissions of its kind is reached (`dropped`: not kept; a
 * suspect's is answered as usual and counted for the digest, a ceiling hold's sender is told to
 * try later); says whether it is new, and what went wrong, if anything.
 */
export async function quarantineSubmission(
  deps: DeliveryDeps,
  record: SubmissionRecord,
  reason: QuarantineReason,
  cap?: HeldCap,
): Promise<{ isNew: boolean; dropped?: true; error?: string }> {
  try {
    const kind = isCeilingHold(reason) ? "ceiling" : "suspect";
    const verdict =
      cap && (await deps.store.countHeld(heldDay(record.receivedAt), heldBytes(record, reason), cap, kind));
    if (verdict === "drop") return { isNew: true, dropped: true };
    return { isNew: (await deps.store.quarantine(record, reason)) === "created" };
  } catch (error) {
    return { isNew: false, error: describeError(error) };
  }
}
