/**
 * Retries submissions whose first delivery failed: on a timer in the Node server, from the
 * scheduled Netlify function, or by hand (`npm run outbox -- retry`). Each submission is claimed
 * before it is sent, so these may overlap without sending anything twice.
 */

import { describeError } from "../logger.ts";
import { type DeliveryDeps, deliverPending } from "./deliver.ts";

export interface RetrySummary {
  pending: number;
  due: number;
  delivered: number;
  failed: number;
  skipped: number;
}

export interface RetryOptions {
  /** Also retry submissions whose next attempt is not due yet (a person asked for it). */
  includeNotDue?: boolean;
  /** Start no attempt after this time (a scheduled function has a hard time limit). */
  startNoAttemptAfter?: Date;
  /** Stop after this many failures in a row: the mail server is down, the next run will try again. */
  maxConsecutiveFailures?: number;
  /** Asked to stop (the server is shutting down): finish the current attempt only. */
  shouldStop?: () => boolean;
}

export async function retryPending(deps: DeliveryDeps, options: RetryOptions = {}): Promise<RetrySummary> {
  const { includeNotDue = false, startNoAttemptAfter, maxConsecutiveFailures = 3, shouldStop } = options;
  const pending = await deps.store.listPending();
  const isDue = (nextAttemptAt: string) => includeNotDue || Date.parse(nextAttemptAt) <= deps.clock().getTime();
  const due = pending.filter((record) => isDue(record.nextAttemptAt));
  const summary: RetrySummary = { pending: pending.length, due: due.length, delivered: 0, failed: 0, skipped: 0 };
  let failuresInARow = 0;

  for (const record of due) {
    if (shouldStop?.() || (startNoAttemptAfter && deps.clock() > startNoAttemptAfter)) break;
    if (failuresInARow >= maxConsecutiveFailures) break;
    const outcome = await deliverPending(deps, record.id);
    summary[outcome]++;
    failuresInARow = outcome === "failed" ? failuresInARow + 1 : 0;
  }
  return summary;
}

export interface RetryTimer {
  stop(): Promise<void>;
}

/**
 * Runs `retryPending` every `intervalMs` (never two runs at once) until stopped, and after each
 * run `afterEachRun` (the quarantine digest and the purge, `housekeeping.ts`).
 */
export function startRetryTimer(
  deps: DeliveryDeps,
  intervalMs: number,
  afterEachRun?: (shouldStop: () => boolean) => Promise<unknown>,
): RetryTimer {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const run = async () => {
    try {
      const summary = await retryPending(deps, { shouldStop: () => stopped });
      if (summary.due > 0 || summary.pending > 0) deps.logger.info("retry-run", { ...summary });
    } catch (error) {
      deps.logger.error("retry-run-failed", { error: describeError(error) });
    }
    if (stopped || !afterEachRun) return;
    try {
      await afterEachRun(() => stopped);
    } catch (error) {
      deps.logger.error("housekeeping-failed", { error: describeError(error) });
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().finally(schedule);
    }, intervalMs);
    // The timer alone must not keep the process alive (tests, scripts, shutdown).
    timer.unref();
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
