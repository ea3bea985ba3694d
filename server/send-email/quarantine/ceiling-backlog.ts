/**
 * Ceiling holds are enquiries waiting for room, not suspects (docs/decisions/032): on each run of
 * the housekeeping, the oldest go out while the hour has room, each sender within its share of
 * it, and the rest wait for a later run. They count against the hour like any other delivery, so
 * a backlog never lets more into the inbox than the ceiling allows.
 */
import { type DeliveryDeps, deliverPending } from "../delivery/deliver.ts";
import { type HourLimits, hourOf } from "./hourly-ceiling.ts";

export interface BacklogResult {
  delivered: number;
  /** Released, but the mail server did not take it yet: the retry delivers it. */
  queued: number;
  /** Still held for a later hour. */
  waiting: number;
}

/** Entries looked at in one run: a run stays short however long the backlog (the rest wait their turn). */
const maxLookedAt = 200;
/** An index entry without a held record this old is a leftover (a crash, or a retry of one already taken). */
const orphanEntryAgeMs = 10 * 60_000;

export async function deliverCeilingHolds(deps: DeliveryDeps, limits: HourLimits): Promise<BacklogResult> {
  const entries = await deps.store.listCeilingHeld();
  const result: BacklogResult = { delivered: 0, queued: 0, waiting: entries.length };
  if (entries.length === 0) return result;
  const now = deps.clock();
  const hour = hourOf(now);
  const hadShare = new Set<string>();
  for (const entry of entries.slice(0, maxLookedAt)) {
    if (hadShare.has(entry.sender)) continue;
    const sender = entry.sender === "unknown" ? undefined : entry.sender;
    const verdict = await deps.store.countDelivered(hour, limits, sender, { countHolds: false });
    if (verdict === "hold") break;
    if (verdict === "sender-share") {
      hadShare.add(entry.sender);
      continue;
    }
    if (!(await deps.store.release(entry.id, now, "later-hour"))) {
      // Released by a person meanwhile, or never held: the entry has done its work.
      const record = await deps.store.get(entry.id);
      if (
        record?.status !== "quarantined" &&
        (record || Date.parse(entry.receivedAt) < now.getTime() - orphanEntryAgeMs)
      )
        await deps.store.forgetCeilingHeld(entry);
      continue;
    }
    result.waiting--;
    if ((await deliverPending(deps, entry.id)) === "delivered") result.delivered++;
    else result.queued++;
  }
  if (result.delivered + result.queued > 0) deps.logger.info("ceiling-holds-released", { ...result });
  return result;
}
