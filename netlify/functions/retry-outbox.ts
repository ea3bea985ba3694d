/**
 * Every five minutes: the quarantine digest when one is due (at most daily, only when something
 * was held), the submissions whose first delivery failed (the Node server does the same on a
 * timer), then the daily purge of what is past its retention. Scheduled functions may run for
 * 30 seconds: the digest is one message, no delivery attempt starts after 15 s, each gives up
 * after SMTP_TIMEOUT_MS (10 s by default), and the purge stops at 25 s (it goes on next time).
 */
import type { Config } from "@netlify/functions";
import { digestIfDue, purgeIfDue } from "../../server/send-email/housekeeping.ts";
import { netlifySendEmail } from "../../server/send-email/netlify-instance.ts";
import { retryPending } from "../../server/send-email/retry-pending.ts";

const attemptWindowMs = 15_000;
const purgeWindowMs = 25_000;

export default async (): Promise<Response> => {
  const started = Date.now();
  const { deliveryDeps, housekeeping } = await netlifySendEmail();
  const digest = await digestIfDue(deliveryDeps, housekeeping);
  const startNoAttemptAfter = new Date(started + attemptWindowMs);
  const summary = await retryPending(deliveryDeps, { startNoAttemptAfter });
  const purge = await purgeIfDue(deliveryDeps, housekeeping, () => Date.now() > started + purgeWindowMs);
  deliveryDeps.logger.info("retry-run", {
    ...summary,
    digest: digest.outcome,
    purged: typeof purge === "object" ? purge.sent + purge.quarantined : purge,
  });
  return new Response(null, { status: 204 });
};

export const config: Config = {
  schedule: "*/5 * * * *",
};
