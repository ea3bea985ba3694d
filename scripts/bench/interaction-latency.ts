/**
 * Pure helpers of bench-interaction: one interaction's latency from its Event Timing entries, and
 * the summary of several runs.
 */
import { median } from "./bench-support.ts";

/** The part of a PerformanceEventTiming entry the benchmark keeps. */
export interface EventTimingEntry {
  entryType: string;
  name: string;
  duration: number;
  interactionId: number;
  startTime: number;
  processingStart: number;
  processingEnd: number;
}

/**
 * Where an interaction's time went, in INP's three phases, as web-vitals attributes them, over its
 * events shown in the same frame as its slowest: from the input until the first listeners ran
 * (`delay`), from then until the last listeners and the browser's own action ended (`processing`),
 * and the rest until that frame was shown (`presentation`: its style, layout and paint, then
 * compositing and raster).
 * `duration` is rounded to 8 ms by the browser, so `presentation` is too; never below 0.
 */
export interface EventPhases {
  delay: number;
  processing: number;
  presentation: number;
}

/** Event Timing reports an `event` entry only from this duration, in ms. */
export const durationThreshold = 16;

/**
 * The interaction's latency as INP counts it: the longest of its events, from the input to the
 * next paint, with that event's name. `first-input` is reported whatever its duration, so an
 * interaction faster than the threshold still has a figure; hover and move events (no
 * interactionId) are not part of it. Undefined when the browser reported nothing.
 */
export function interactionLatency(
  entries: readonly EventTimingEntry[],
): { ms: number; event: string; phases: EventPhases } | undefined {
  const parts = entries.filter((entry) => entry.entryType === "first-input" || entry.interactionId > 0);
  const slowest = parts.reduce<EventTimingEntry | undefined>(
    (a, b) => (!a || b.duration > a.duration ? b : a),
    undefined,
  );
  if (!slowest) return undefined;
  // A tap's pointer events and its click are one interaction (one id); those shown in the slowest's
  // frame (the same end, within the 8 ms rounding) are the ones its time is split over.
  const shownAt = (entry: EventTimingEntry) => entry.startTime + entry.duration;
  const events = parts.filter(
    (entry) =>
      entry === slowest ||
      (slowest.interactionId > 0 &&
        entry.interactionId === slowest.interactionId &&
        Math.abs(shownAt(entry) - shownAt(slowest)) <= 8),
  );
  const start = Math.min(...events.map((entry) => entry.startTime));
  const firstListener = Math.min(...events.map((entry) => entry.processingStart));
  const lastListenerEnd = Math.max(...events.map((entry) => entry.processingEnd));
  const shown = Math.max(...events.map(shownAt));
  const phases = {
    delay: firstListener - start,
    processing: lastListenerEnd - firstListener,
    presentation: Math.max(0, shown - lastListenerEnd),
  };
  return { ms: slowest.duration, event: slowest.name, phases };
}

/** Each phase's median over the runs that reported, in whole ms ("?" when none did). */
export function phaseMedians(runs: readonly (EventPhases | undefined)[]): Record<keyof EventPhases, string> {
  const reported = runs.filter((phases) => phases !== undefined);
  const middle = (phase: keyof EventPhases) => {
    const ms = median(reported.map((phases) => phases[phase]));
    return Number.isNaN(ms) ? "?" : String(Math.round(ms));
  };
  return { delay: middle("delay"), processing: middle("processing"), presentation: middle("presentation") };
}

/**
 * Several runs' latencies as table cells: their median (of the runs that reported one), PASS or FAIL
 * against `target` (under it passes), and each run, in ms ("?" where nothing was reported).
 */
export function latencySummary(runs: readonly (number | undefined)[], target: number): [string, string, string] {
  const each = runs.map((ms) => (ms === undefined ? "?" : String(Math.round(ms)))).join(" ");
  const middle = median(runs.filter((ms) => ms !== undefined));
  if (Number.isNaN(middle)) return ["?", "", each];
  return [String(Math.round(middle)), middle < target ? "PASS" : "FAIL", each];
}
