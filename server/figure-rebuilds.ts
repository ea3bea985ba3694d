/**
 * The site changes on the day a tax figure does (docs/decisions/026), and the day after a tax
 * deadline (decision 031). Every build writes the day it was built for into `built-for.json`
 * (scripts/build/postbuild.ts); a build is due when the figures shown on today differ from those shown
 * on that day (a value starts, or the year being filed moves on), or when a deadline the live
 * calendar lists has passed. Netlify's scheduled function (netlify/functions/figure-rebuild.ts) then calls the
 * site's build hook; the Node server builds beside the live site and swaps it in
 * (startFigureRebuilds). Checked every day, so a day missed (a failed build, a server that was
 * down) is caught up the next.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { deadlinesBetween } from "#app/content/tax-calendar/dates.ts";
import type { Deadline } from "#app/content/tax-calendar/schema.ts";
import { addDays, type Day, figuresChangingOn, figuresDifferingBetween } from "#app/content/tax-figures/periods.ts";
import type { TaxFigureEntry, TaxFigureId } from "#app/content/tax-figures/schema.ts";

/** In the published folder, beside the pages: `/built-for.json`. */
export const builtForFile = "built-for.json";
export interface BuiltFor {
  day: Day;
}

/** The day a built site was built for, read from its text; undefined when it cannot be read. */
export function builtForDayIn(text: string | undefined): Day | undefined {
  try {
    const { day } = JSON.parse(text ?? "") as Partial<BuiltFor>;
    return typeof day === "string" && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The figures a build for `today` would show otherwise than the live site, built for `builtFor`:
 * none, no build. When the live site's day cannot be read, only a figure that changes today counts.
 */
export function figuresDue(entries: readonly TaxFigureEntry[], builtFor: Day | undefined, today: Day): TaxFigureId[] {
  if (!builtFor) return figuresChangingOn(entries, today);
  return builtFor >= today ? [] : figuresDifferingBetween(entries, builtFor, today);
}

/**
 * The deadlines the live calendar lists that have passed by `today` (decision 031): its pages and
 * feeds list the deadlines from the day they were built for, so one dated from that day to
 * yesterday is gone from a build for today, as `id date` ("form-941 2026-04-30"). When the live
 * site's day cannot be read, only yesterday's count.
 */
export function deadlinesPassed(rules: readonly Deadline[], builtFor: Day | undefined, today: Day): string[] {
  const yesterday = addDays(today, -1);
  const from = builtFor ?? yesterday;
  if (from > yesterday) return [];
  return deadlinesBetween(rules, from, yesterday).map((deadline) => `${deadline.rule.id} ${deadline.date}`);
}

/** Why a build for `today` is due: the figures that change and the deadlines that passed; none, no build. */
export function rebuildReasons(
  entries: readonly TaxFigureEntry[],
  rules: readonly Deadline[],
  builtFor: Day | undefined,
  today: Day,
): string[] {
  return [
    ...figuresDue(entries, builtFor, today),
    ...deadlinesPassed(rules, builtFor, today).map((deadline) => `deadline ${deadline} passed`),
  ];
}

export interface FigureRebuildOptions {
  /** The published folder (`build/client`), where `built-for.json` is. */
  clientDir: string;
  entries: readonly TaxFigureEntry[];
  /** The tax calendar's deadlines: the day after one, the calendar is built again without it. */
  rules?: readonly Deadline[];
  today: () => Day;
  /** Builds the site for a day and puts it live; resolves once it serves the new pages. */
  rebuild: (day: Day) => Promise<void>;
  log: (line: string) => void;
  /** How often to look; a day's change is live within this much of midnight, Pacific time. */
  everyMs?: number;
}

/** The Node server's timer: looks now and every `everyMs`, and builds when one is due (never two at once). */
export function startFigureRebuilds(options: FigureRebuildOptions): { check: () => Promise<void>; stop: () => void } {
  const { clientDir, entries, rules = [], today, rebuild, log, everyMs = 15 * 60_000 } = options;
  let running: Promise<void> | undefined;
  const look = async () => {
    const day = today();
    const builtFor = builtForDayIn(await readFile(join(clientDir, builtForFile), "utf8").catch(() => undefined));
    const due = rebuildReasons(entries, rules, builtFor, day);
    if (due.length === 0) return;
    log(
      `figure-rebuild: the site was built for ${builtFor ?? "an unknown day"}; by ${day}: ${due.join(", ")}: building`,
    );
    try {
      await rebuild(day);
      log(`figure-rebuild: the site now shows the figures of ${day}`);
    } catch (error) {
      log(`figure-rebuild: the build for ${day} failed, the site is unchanged; trying again later: ${String(error)}`);
    }
  };
  const check = () => {
    running ??= look().finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer = setInterval(() => void check(), everyMs);
  timer.unref();
  void check();
  return { check, stop: () => clearInterval(timer) };
}
