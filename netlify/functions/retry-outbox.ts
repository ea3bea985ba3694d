/**
 * Every five minutes: the submissions whose first delivery failed first (the Node server does the
 * same on a timer), then the quarantine digest when one is due (at most daily, only when something
 * was held), then the daily purge of what is past its retention. Retries come first so that no
 * amount of held spam can keep an enquiry waiting. Scheduled functions may run for 30 seconds:
 * no delivery attempt starts after 15 s and each gives up after SMTP_TIMEOUT_MS (10 s by
 * default); the digest (one message, reading only what it lists) starts only before 15 s, or
 * waits for the next run; the purge stops at 25 s and goes on where it stopped next time.
 */
import type { Config } from "@netlify/functions";
import { retryPending } from "../../server/send-email/delivery/retry-pending.ts";
import { digestIfDue, purgeIfDue } from "../../server/send-email/runtimes/housekeeping.ts";
import { netlifySendEmail } from "../../server/send-email/runtimes/netlify-instance.ts";

const attemptWindowMs = 15_000;
const digestWindowMs = 15_000;
const purgeWindowMs = 25_000;

export default async (): Promise<Response> => {
  const started = Date.now();
  const elapsedMs = () => Date.now() - started;
  const { deliveryDeps, housekeeping } = await netlifySendEmail();
  const startNoAttemptAfter = new Date(started + attemptWindowMs);
  const summary = await retryPending(deliveryDeps, { startNoAttemptAfter });
  const digest = elapsedMs() < digestWindowMs ? (await digestIfDue(deliveryDeps, housekeeping)).outcome : "next-run";
  const purge = await purgeIfDue(deliveryDeps, housekeeping, () => elapsedMs() > purgeWindowMs);
  deliveryDeps.logger.info("retry-run", {
    ...summary,
    digest,
    purged: typeof purge === "object" ? purge.sent + purge.quarantined : purge,
    durationMs: elapsedMs(),
  });
  return new Response(null, { status: 204 });
};

export const config: Config = {
  schedule: "*/5 * * * *",
};
