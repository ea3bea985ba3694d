/**
 * A per-client sliding-window limit (a log of each client's recent requests), for one Node
 * process. Memory is bounded: a client keeps at most `perHour` timestamps, idle clients are
 * pruned, and past `maxClients` the oldest clients are forgotten (which only ever lets more
 * requests through, never blocks a visitor by mistake).
 */

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Decides and, when allowed, counts this request at `now`. */
  check(clientKey: string, now: Date): RateDecision;
  /**
   * Takes back the count that an allowed `check` at `at` made: the request turned out not to be
   * a new submission (a retry of one already taken, or one that could not be taken at all).
   */
  uncount(clientKey: string, at: Date): void;
}

export interface RateLimits {
  /** Requests per client per minute; 0 disables the minute window. */
  perMinute: number;
  /** Requests per client per hour; 0 disables the hour window. */
  perHour: number;
  maxClients?: number;
}

const minuteMs = 60_000;
const hourMs = 3_600_000;

export function createRateLimiter({ perMinute, perHour, maxClients = 50_000 }: RateLimits): RateLimiter {
  const history = new Map<string, number[]>();
  const windows = [
    { limit: perMinute, sizeMs: minuteMs },
    { limit: perHour, sizeMs: hourMs },
  ].filter((window) => window.limit > 0);
  const longestWindowMs = Math.max(0, ...windows.map((window) => window.sizeMs));
  const keptPerClient = Math.max(0, ...windows.map((window) => window.limit));
  let checksSincePrune = 0;

  function prune(now: number): void {
    for (const [key, times] of history) {
      if ((times.at(-1) ?? 0) <= now - longestWindowMs) history.delete(key);
    }
    // Maps iterate in insertion order, and a client is re-inserted on each request: the first
    // keys are the least recently seen.
    for (const key of history.keys()) {
      if (history.size <= maxClients) break;
      history.delete(key);
    }
  }

  function decide(clientKey: string, now: number): { decision: RateDecision; times: number[] } {
    if (++checksSincePrune >= 1_000 || history.size > maxClients) {
      checksSincePrune = 0;
      prune(now);
    }
    const times = (history.get(clientKey) ?? []).filter((time) => time > now - longestWindowMs);
    for (const { limit, sizeMs } of windows) {
      const inWindow = times.filter((time) => time > now - sizeMs);
      if (inWindow.length >= limit) {
        // The request becomes possible when the oldest request that counts leaves the window.
        const oldestCounted = inWindow[inWindow.length - limit] ?? now;
        const retryAfterSeconds = Math.max(1, Math.ceil((oldestCounted + sizeMs - now) / 1000));
        return { decision: { allowed: false, retryAfterSeconds }, times };
      }
    }
    return { decision: { allowed: true }, times };
  }

  return {
    check(clientKey, date) {
      if (windows.length === 0) return { allowed: true };
      const now = date.getTime();
      const { decision, times } = decide(clientKey, now);
      if (decision.allowed) {
        times.push(now);
        history.delete(clientKey);
        history.set(clientKey, times.slice(-keptPerClient));
      } else {
        history.set(clientKey, times);
      }
      return decision;
    },
    uncount(clientKey, at) {
      const times = history.get(clientKey);
      const index = times?.lastIndexOf(at.getTime()) ?? -1;
      if (times && index >= 0) times.splice(index, 1);
    },
  };
}

/**
 * The key a visitor is counted under. An IPv6 network is usually given a whole /64 (2^64
 * addresses), so one visitor could take a fresh address for every request: IPv6 is counted by its
 * /64. IPv4 (also IPv4-mapped IPv6) is counted by the address; anything else as it is.
 */
export function rateLimitKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(":")) return address;
  const [head = "", tail] = address.toLowerCase().replace(/%.*$/, "").split("::");
  const groups = head === "" ? [] : head.split(":");
  if (tail !== undefined) {
    // "::" stands for as many zero groups as the eight need (an IPv4 tail counts for two).
    const tailGroups = tail === "" ? [] : tail.split(":");
    const tailLength = tailGroups.length + (tail.includes(".") ? 1 : 0);
    groups.push(...Array<string>(Math.max(1, 8 - groups.length - tailLength)).fill("0"), ...tailGroups);
  }
  const prefix = groups.slice(0, 4).map((group) => (Number.parseInt(group, 16) || 0).toString(16));
  return `${prefix.join(":")}::/64`;
}
