/**
 * Which value of each tax figure the site shows on a given day (docs/decisions/026), and which
 * days change what it shows. Pure: the build passes its day (app/content/build-day.ts), the
 * editor's preview the browser's, the scheduled rebuilds the day they run.
 *
 * A value's period runs from its start (January 1 of its tax year, or its own `from`) to the next
 * value's start. A figure shows either
 * - the value for the tax year being filed (`taxYearFiled`): last year's until April 15, then this
 *   year's, the latest value of that tax year; or
 * - the value in effect on the day (`inEffect`).
 * When the period shown has no value yet (January, before an agency publishes the new year's),
 * the latest earlier value is shown, with its own year, so a sentence that names the year stays true.
 */
import {
  type FigurePeriodKind,
  type FigureUnit,
  type TaxFigureEntry,
  type TaxFigureId,
  type TaxFigureValue,
  taxFigureTitles,
  valueStart,
} from "./schema.ts";

/** A calendar day, `2027-01-01`: compared as text, which orders days correctly. */
export type Day = string;

/** A figure as a page shows it on one day: the value of the period shown, with that period. */
export interface TaxFigure {
  id: TaxFigureId;
  unit: FigureUnit;
  shows: FigurePeriodKind;
  value: number;
  /** The tax year of the value shown. */
  taxYear: number;
  /** The day the value shown starts. */
  start: Day;
  source: string;
  /** Every value of the shown value's tax year, in order: more than one when it changed within the year. */
  periodsOfYear: readonly { value: number; start: Day }[];
}

/** The figures as shown on one day; `missing` names those with no value for the period shown. */
export interface FiguresShown {
  figures: Readonly<Record<TaxFigureId, TaxFigure>>;
  missing: ReadonlyMap<TaxFigureId, string>;
}

/** The last day returns of the past tax year are due (IRC §6072(a)); from the next day the site speaks of this year. */
const filingDeadline = "04-15";

/** The tax year whose returns the pages speak of on a day: last year's until April 15, then this year's. */
export function taxYearFiled(day: Day): number {
  const year = Number(day.slice(0, 4));
  return day.slice(5) <= filingDeadline ? year - 1 : year;
}

function byStart(values: readonly TaxFigureValue[]): TaxFigureValue[] {
  return [...values].sort((a, b) => (valueStart(a) < valueStart(b) ? -1 : 1));
}

/** The value a figure shows on a day, or why it has none. */
export function valueShown(entry: TaxFigureEntry, day: Day): TaxFigureValue | { missing: string } {
  const values = byStart(entry.values);
  if (entry.shows === "inEffect") {
    const inEffect = values.filter((value) => valueStart(value) <= day).at(-1);
    const first = values[0];
    return (
      inEffect ?? { missing: `has no value in effect on ${day} (its first starts on ${first && valueStart(first)})` }
    );
  }
  const year = taxYearFiled(day);
  // The latest value of the year being filed, or of the latest year before it.
  const filed = values.filter((value) => value.taxYear <= year).at(-1);
  return filed ?? { missing: `has no value for tax year ${year} or earlier (its first is for ${values[0]?.taxYear})` };
}

/** Every figure as shown on a day. */
export function figuresShownOn(entries: readonly TaxFigureEntry[], day: Day): FiguresShown {
  const figures: Partial<Record<TaxFigureId, TaxFigure>> = {};
  const missing = new Map<TaxFigureId, string>();
  for (const entry of entries) {
    const shown = valueShown(entry, day);
    if ("missing" in shown) {
      missing.set(entry.id, shown.missing);
      continue;
    }
    figures[entry.id] = {
      id: entry.id,
      unit: entry.unit,
      shows: entry.shows,
      value: shown.value,
      taxYear: shown.taxYear,
      start: valueStart(shown),
      source: shown.source,
      periodsOfYear: byStart(entry.values)
        .filter((value) => value.taxYear === shown.taxYear)
        .map((value) => ({ value: value.value, start: valueStart(value) })),
    };
  }
  // Complete once `missing` is empty; a page that names a missing figure fails its build (copy-values.ts).
  return { figures: figures as Record<TaxFigureId, TaxFigure>, missing };
}

/** A day moved by a number of days, `addDays("2027-01-01", -1)` → `2026-12-31`. */
export function addDays(day: Day, days: number): Day {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** What a figure shows on a day, as one comparable string. */
function shownKey(entry: TaxFigureEntry, day: Day): string {
  const shown = valueShown(entry, day);
  return "missing" in shown ? "missing" : `${valueStart(shown)}=${shown.value}`;
}

/**
 * The figures whose shown value changes on this day (a value starts, or the year being filed
 * moves on April 16): the days the site must be built again, which the scheduled rebuilds act on.
 */
export function figuresChangingOn(entries: readonly TaxFigureEntry[], day: Day): TaxFigureId[] {
  return figuresDifferingBetween(entries, addDays(day, -1), day);
}

/** The figures a site built for one day shows otherwise than a site built for another: a build for `later` is due. */
export function figuresDifferingBetween(entries: readonly TaxFigureEntry[], earlier: Day, later: Day): TaxFigureId[] {
  return entries.filter((entry) => shownKey(entry, earlier) !== shownKey(entry, later)).map((entry) => entry.id);
}

/** The days from `from` to `to` (both included) on which the figures shown change, for the editor's list and the docs. */
export function changeDaysBetween(entries: readonly TaxFigureEntry[], from: Day, to: Day): Day[] {
  const starts = new Set<Day>();
  for (const entry of entries) for (const value of entry.values) starts.add(valueStart(value));
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) starts.add(`${year}-04-16`);
  return [...starts].filter((day) => day >= from && day <= to && figuresChangingOn(entries, day).length > 0).sort();
}

/** How many days before a yearly value's period ends the firm is told that the next one is missing. */
export const warnDaysBefore = 30;

/** A yearly figure without a value for the coming (or current) tax year. */
export interface FigureWithoutComingValue {
  id: TaxFigureId;
  /** The tax year it needs a value for. */
  taxYear: number;
  /** The last day of the period it has a value for. */
  lastCovered: Day;
}

/**
 * The yearly figures with no value for the coming period, on a day: from December 1 (30 days
 * before the year's last value ends on December 31), every figure without next year's value; and
 * any figure already without this year's. The build still succeeds: the pages show the last value
 * with its year.
 */
export function figuresWithoutComingValue(entries: readonly TaxFigureEntry[], day: Day): FigureWithoutComingValue[] {
  const year = Number(day.slice(0, 4));
  const needed = day >= addDays(`${year}-12-31`, -warnDaysBefore) ? year + 1 : year;
  return entries
    .filter((entry) => entry.renews === "yearly")
    .filter((entry) => !entry.values.some((value) => value.taxYear >= needed))
    .map((entry) => {
      const last = Math.max(...entry.values.map((value) => value.taxYear));
      return { id: entry.id, taxYear: needed, lastCovered: `${last}-12-31` };
    });
}

/** One line a figure, in the firm's words: "Social Security wage base: no value for tax year 2027 yet (the last is for 2026)". */
export function describeFiguresWithoutComingValue(list: readonly FigureWithoutComingValue[]): string[] {
  return list.map(
    ({ id, taxYear, lastCovered }) =>
      `${taxFigureTitles[id]}: no value for tax year ${taxYear} yet (the last is for ${lastCovered.slice(0, 4)})`,
  );
}

/** A day's calendar, the US Pacific day the firm works in (`2026-11-28`). */
export function californiaDay(now: Date = new Date()): Day {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(now);
}
