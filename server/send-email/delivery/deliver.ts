/**
 * One delivery attempt of a stored submission, shared by the request handler (the first attempt)
 * and the retry worker (the later ones). The store's lease makes sure two workers never send the
 * same submission at once; the record moves to "sent" only after the mail server accepted it.
 */
import { describeError, type Logger, maskEmail } from "../logger.ts";
import type { SubmissionStore } from "../store/store.ts";
import { retryDelayMs, type SubmissionRecord } from "../store/submission.ts";
import type { Mailer } from "./mailer.ts";
import { type MailSettings, type RenderedEmail, renderEmail } from "./render-email.ts";

export interface DeliveryDeps {
  store: SubmissionStore;
  mailer: Mailer;
  mail: MailSettings;
  clock: () => Date;
  logger: Logger;
  /** The whole attempt (connect, greeting, DATA…) is abandoned after this time. */
  attemptTimeoutMs: number;
  /** First wait before a retry; doubles up to an hour. */
  retryBaseMs: number;
}

export type DeliveryOutcome = "delivered" | "failed" | "skipped";

/** How long a worker may hold a submission: its attempt, plus room for the store's writes. */
export function leaseMs(deps: Pick<DeliveryDeps, "attemptTimeoutMs">): number {
  return deps.attemptTimeoutMs * 2 + 5_000;
}

/** Claims a pending submission and delivers it; "skipped" when it is not ours to send. */
export async function deliverPending(deps: DeliveryDeps, id: string): Promise<DeliveryOutcome> {
  const now = deps.clock();
  const record = await deps.store.claim(id, new Date(now.getTime() + leaseMs(deps)), now);
  if (!record) return "skipped";
  const started = Date.now();
  const { delivered, error, nextAttemptAt } = await deliverClaimed(deps, record);
  const fields = {
    id: record.id,
    kind: record.submission.kind,
    email: maskEmail(record.submission.email),
    attempt: record.attempts + 1,
    durationMs: Date.now() - started,
  };
  if (delivered) deps.logger.info("delivered", { ...fields, via: deps.mailer.description });
  else deps.logger.warn("delivery-failed", { ...fields, error, nextAttemptAt: nextAttemptAt?.toISOString() });
  return delivered ? "delivered" : "failed";
}

export interface AttemptResult {
  delivered: boolean;
  /** Why it failed (for the log: no SMTP text ever reaches a visitor). */
  error?: string;
  nextAttemptAt?: Date;
}

/**
 * Delivers a submission whose lease the caller holds, and records the result in the store. The
 * caller logs it: the request handler in its one line per request, the retry in its own.
 */
export async function deliverClaimed(
  deps: DeliveryDeps,
  record: SubmissionRecord,
  rendered?: RenderedEmail,
): Promise<AttemptResult> {
  try {
    const email = rendered ?? (await renderEmail(record, deps.mail));
    await deps.mailer.send(email, AbortSignal.timeout(deps.attemptTimeoutMs));
  } catch (failure) {
    const nextAttemptAt = new Date(deps.clock().getTime() + retryDelayMs(record.attempts + 1, deps.retryBaseMs));
    const error = describeError(failure);
    // If even this write fails, the lease runs out and the next retry picks the submission up.
    await deps.store.recordFailure(record.id, error, nextAttemptAt).catch((storeError) => {
      deps.logger.error("store-failed", { id: record.id, step: "recordFailure", error: describeError(storeError) });
    });
    return { delivered: false, error, nextAttemptAt };
  }
  await markDelivered(deps, record.id);
  return { delivered: true };
}

/**
 * The message is out: failing to note it would make a retry send it twice, so the note itself is
 * retried a few times before giving up loudly.
 */
async function markDelivered(deps: DeliveryDeps, id: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await deps.store.markDelivered(id, deps.clock());
      return;
    } catch (error) {
      if (attempt >= 3) {
        deps.logger.error("store-failed", {
          id,
          step: "markDelivered",
          error: describeError(error),
          duplicateRisk: true,
        });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
