/**
 * The site-wide ceiling on submissions mailed in an hour (docs/decisions/022), shared fairly
 * (docs/decisions/032): past `SUBMISSIONS_MAX_PER_HOUR` across all visitors, or past one sender's
 * share of it (an IPv4 address or an IPv6 /56, `sender-key.ts`), new submissions are held instead
 * of mailed. Such holds mark nothing as spam: a later hour with room delivers them, oldest first
 * (`ceiling-backlog.ts`). The count is the store's (a file on the Node server, a Blob on Netlify),
 * one key for the current hour.
 */

/** The current hour's count: which hour (UTC, `YYYY-MM-DDTHH`), how many were mailed and held, and by whom. */
export interface HourTally {
  hour: string;
  delivered: number;
  held: number;
  /** Mailed this hour per sender key; only senders let through are here, so at most `perHour` of them. */
  senders: Record<string, number>;
}

/** Mailed; held because the hour is full; held because this sender had its share of the hour. */
export type CeilingVerdict = "deliver" | "hold" | "sender-share";

/** The ceiling (0: none) and each sender's share of it. */
export interface HourLimits {
  perHour: number;
  perSender: number;
}

/** A sender's share when none is configured: a fifth of the ceiling, at least one (4 of the default 20). */
export function senderShareOf(perHour: number, configured = 0): number {
  if (configured > 0) return Math.min(configured, perHour || configured);
  return Math.max(1, Math.ceil(perHour / 5));
}

/** The hour a submission counts against: its arrival's hour in UTC. */
export function hourOf(at: Date): string {
  return at.toISOString().slice(0, 13);
}

/** Seconds until the next hour (UTC) begins: when a full hour has room again. */
export function secondsToNextHour(now: Date): number {
  const hourMs = 3_600_000;
  return Math.max(1, Math.ceil((hourMs - (now.getTime() % hourMs)) / 1000));
}

/**
 * One more submission from `sender` in `hour`: delivered while the hour and the sender's share
 * have room (no ceiling when `perHour` is 0), held after.
 */
export function countedHour(
  tally: HourTally | undefined,
  hour: string,
  limits: HourLimits,
  sender?: string,
): { verdict: CeilingVerdict; next: HourTally } {
  const current = tally?.hour === hour ? tally : { hour, delivered: 0, held: 0, senders: {} };
  const held = { ...current, held: current.held + 1 };
  if (limits.perHour > 0 && current.delivered >= limits.perHour) return { verdict: "hold", next: held };
  const mine = sender ? (current.senders[sender] ?? 0) : 0;
  if (sender && limits.perHour > 0 && limits.perSender > 0 && mine >= limits.perSender) {
    return { verdict: "sender-share", next: held };
  }
  const senders = sender ? { ...current.senders, [sender]: mine + 1 } : current.senders;
  return { verdict: "deliver", next: { ...current, delivered: current.delivered + 1, senders } };
}

export function parseHourTally(text: string | null | undefined): HourTally | undefined {
  if (!text) return undefined;
  const { hour, delivered = 0, held = 0, senders = {} } = JSON.parse(text) as Partial<HourTally>;
  return typeof hour === "string" ? { hour, delivered, held, senders } : undefined;
}
