/**
 * What the periodic run does besides retrying deliveries: the ceiling holds a later hour has room
 * for, the quarantine digest (at most daily, hourly while the ceiling holds enquiries; only when
 * something was held) and the purge of what is past its retention (daily). The Node
 * server's retry timer, the scheduled Netlify function and `npm run outbox` all call this; the
 * store's chore leases make each happen once, wherever it runs.
 */

import type { DeliveryDeps } from "../delivery/deliver.ts";
import { describeError } from "../logger.ts";
import { deliverCeilingHolds } from "../quarantine/ceiling-backlog.ts";
import {
  type DigestOutcome,
  type DigestSettings,
  dayMs,
  sendQuarantineDigest,
} from "../quarantine/quarantine-digest.ts";
import type { ReleaseLinks } from "../quarantine/release-link.ts";
import type { PurgeResult } from "../store/store.ts";
import { heldCapOf, hourLimitsOf, type SendEmailConfig } from "./config.ts";

export interface HousekeepingSettings extends DigestSettings {
  sentRetentionMs: number;
  purgeEveryMs: number;
}

export interface HousekeepingSummary {
  digest: DigestOutcome;
  purge: PurgeResult | "not-due" | "failed";
}

/** A purge may read every stored record: a long lease, so that no second worker starts one. */
const purgeLeaseMs = 15 * 60_000;

export function housekeepingSettings(
  config: Pick<SendEmailConfig, "sentRetentionDays" | "quarantineRetentionDays"> &
    Partial<
      Pick<
        SendEmailConfig,
        | "honeypotRetentionDays"
        | "quarantineMaxPerDay"
        | "quarantineMaxBytesPerDay"
        | "deliveredMaxPerHour"
        | "deliveredMaxPerSender"
      >
    >,
  releaseLinks: ReleaseLinks,
  releaseCommand: boolean,
): HousekeepingSettings {
  const { honeypotRetentionDays = config.quarantineRetentionDays } = config;
  const { quarantineMaxPerDay = 0, quarantineMaxBytesPerDay = 0 } = config;
  const { deliveredMaxPerHour, deliveredMaxPerSender = 0 } = config;
  return {
    everyMs: dayMs,
    // Without the ceiling's settings the backlog is left alone (a digest or purge on its own).
    ...(deliveredMaxPerHour === undefined
      ? {}
      : { ceiling: hourLimitsOf({ deliveredMaxPerHour, deliveredMaxPerSender }) }),
    heldCap: heldCapOf({ quarantineMaxPerDay, quarantineMaxBytesPerDay }),
    releaseLinks,
    releaseCommand,
    quarantineRetentionMs: config.quarantineRetentionDays * dayMs,
    honeypotRetentionMs: honeypotRetentionDays * dayMs,
    sentRetentionMs: config.sentRetentionDays * dayMs,
    purgeEveryMs: dayMs,
  };
}

export async function runHousekeeping(
  deps: DeliveryDeps,
  settings: HousekeepingSettings,
  { shouldStop }: { shouldStop?: () => boolean } = {},
): Promise<HousekeepingSummary> {
  const digest = await digestIfDue(deps, settings);
  let purge: HousekeepingSummary["purge"] = "not-due";
  if (!shouldStop?.()) purge = await purgeIfDue(deps, settings, shouldStop);
  return { digest, purge };
}

/**
 * The ceiling holds this hour has room for, then the quarantine digest if one is due (so that it
 * names only what still waits); a failure is logged and tried again on the next run.
 */
export async function digestIfDue(deps: DeliveryDeps, settings: DigestSettings): Promise<DigestOutcome> {
  try {
    if (settings.ceiling) await deliverCeilingHolds(deps, settings.ceiling);
  } catch (error) {
    deps.logger.error("ceiling-holds-failed", { error: describeError(error) });
  }
  try {
    return await sendQuarantineDigest(deps, settings);
  } catch (error) {
    deps.logger.error("quarantine-digest-failed", { error: describeError(error) });
    return { outcome: "failed", error: describeError(error) };
  }
}

/** Deletes delivered and held submissions past their retention; pending ones never. */
export async function purgeIfDue(
  deps: DeliveryDeps,
  settings: Pick<
    HousekeepingSettings,
    "sentRetentionMs" | "quarantineRetentionMs" | "honeypotRetentionMs" | "purgeEveryMs"
  >,
  shouldStop?: () => boolean,
): Promise<HousekeepingSummary["purge"]> {
  const now = deps.clock();
  try {
    if (!(await deps.store.claimChore("purge", new Date(now.getTime() + purgeLeaseMs), now, settings.purgeEveryMs))) {
      return "not-due";
    }
  } catch (error) {
    deps.logger.error("purge-failed", { error: describeError(error) });
    return "failed";
  }
  try {
    const result = await deps.store.purge(
      {
        sentBefore: new Date(now.getTime() - settings.sentRetentionMs),
        quarantinedBefore: new Date(now.getTime() - settings.quarantineRetentionMs),
        honeypotBefore: new Date(now.getTime() - (settings.honeypotRetentionMs ?? settings.quarantineRetentionMs)),
      },
      shouldStop,
    );
    // Stopped early: due again at once, the next run goes on where this one stopped.
    await deps.store.finishChore("purge", result.complete ? now : undefined);
    if (result.sent + result.quarantined > 0) deps.logger.info("purged", { ...result });
    return result;
  } catch (error) {
    await deps.store.finishChore("purge").catch(() => {});
    deps.logger.error("purge-failed", { error: describeError(error) });
    return "failed";
  }
}
