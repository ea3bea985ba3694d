/**
 * Every five minutes, sends the submissions whose first delivery failed (the Node server does the
 * same on a timer). Scheduled functions may run for 30 seconds: no attempt starts after 15, and an
 * attempt gives up after SMTP_TIMEOUT_MS (10 s by default).
 */
import type { Config } from "@netlify/functions";
import { netlifySendEmail } from "../../server/send-email/netlify-instance.ts";
import { retryPending } from "../../server/send-email/retry-pending.ts";

const attemptWindowMs = 15_000;

export default async (): Promise<Response> => {
  const { deliveryDeps } = await netlifySendEmail();
  const startNoAttemptAfter = new Date(Date.now() + attemptWindowMs);
  const summary = await retryPending(deliveryDeps, { startNoAttemptAfter });
  deliveryDeps.logger.info("retry-run", { ...summary });
  return new Response(null, { status: 204 });
};

export const config: Config = {
  schedule: "*/5 * * * *",
};
