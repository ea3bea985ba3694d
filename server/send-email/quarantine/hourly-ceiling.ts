/**
 * The site-wide ceiling on submissions mailed in an hour (docs/decisions/022): per-address limits
 * can be walked around (an IPv6 /48 holds 65,536 /64s; on Netlify they count per instance), so
 * past `SUBMISSIONS_MAX_PER_HOUR` across all visitors, new submissions are held for the digest
 * instead of mailed. They are kept whatever the daily cap on held submissions (they may be
 * people's), so nothing accepted is lost; the firm reads them in the digest and delivers the real ones.
 * The count is the store's (a file on the Node server, a Blob on Netlify), one key for the current hour.
 */

/** The current hour's count: which hour (UTC, `YYYY-MM-DDTHH`) and how many were let through to the mail. */
export interface HourTally {
  hour: string;
  delivered: number;
  held: number;
}

export type CeilingVerdict = "deliver" | "hold";

/** The hour a submission counts against: its arrival's hour in UTC. */
export function hourOf(at: Date): string {
  return at.toISOString().slice(0, 13);
}

/** One more submission in `hour`: delivered while fewer than `perHour` were (0: no ceiling), held after. */
export function countedHour(
  tally: HourTally | undefined,
  hour: string,
  perHour: number,
): { verdict: CeilingVerdict; next: HourTally } {
  const current = tally?.hour === hour ? tally : { hour, delivered: 0, held: 0 };
  return perHour > 0 && current.delivered >= perHour
    ? { verdict: "hold", next: { ...current, held: current.held + 1 } }
    : { verdict: "deliver", next: { ...current, delivered: current.delivered + 1 } };
}

export function parseHourTally(text: string | null | undefined): HourTally | undefined {
  if (!text) return undefined;
  const { hour, delivered = 0, held = 0 } = JSON.parse(text) as Partial<HourTally>;
  return typeof hour === "string" ? { hour, delivered, held } : undefined;
}
