import { buildDay } from "#app/content/build-day.ts";
import { parseContent } from "#app/content/data/parse.ts";
import data from "#content/tax-figures.json" with { type: "json" };
import { type FiguresShown, figuresShownOn, type TaxFigure } from "./periods.ts";
import { type TaxFigureId, taxFiguresSchema } from "./schema.ts";

/**
 * Every figure the copy quotes that changes with the tax year, or that a law or an agency fixes,
 * with its values by period and the official page that states each, read from
 * `content/tax-figures.json` (docs/decisions/019, 026), as the site shows them on the day it is
 * built. The copy of both languages names these values by placeholder (`{{socialSecurityWageBase}}`);
 * it never types a figure of its own.
 *
 * When an agency announces a new value, it is added beside the old one with its tax year (and its
 * start, within the year) and source; the site switches on that day (docs/deploying.md). From
 * December 1 the build's log, `npm run check:launch` and the editor name every yearly figure still
 * without next year's value (figuresWithoutComingValue).
 */
export type { Day, TaxFigure } from "./periods.ts";
export type { FigureUnit, TaxFigureEntry, TaxFigureId } from "./schema.ts";

/** The figures file as written: every value of every figure. */
export const taxFigureEntries = parseContent("content/tax-figures.json", taxFiguresSchema, data).figures;

/** The figures as the build shows them, on its day. */
export const figuresShown: FiguresShown = figuresShownOn(taxFigureEntries, buildDay);

/**
 * The figures as the build shows them. A figure with no value for its period is absent (its
 * placeholders fail the build, naming the page and field that use it: copy-values.ts).
 */
export const taxFigures: Readonly<Record<TaxFigureId, TaxFigure>> = figuresShown.figures;

/** The employee's share of FICA (Social Security plus Medicare), matched by the employer. */
export function ficaEmployeeRateOf(
  byId: Pick<Record<TaxFigureId, TaxFigure>, "socialSecurityRate" | "medicareRate">,
): number {
  return round2(byId.socialSecurityRate.value + byId.medicareRate.value);
}

export const ficaEmployeeRate: number = ficaEmployeeRateOf(taxFigures);

/** Hours in a full-time year, for California's exempt salary (Labor Code §515(a)). */
const fullTimeHours = 2080;

/**
 * California's minimum salary for an exempt employee: twice the state minimum wage for full-time
 * work (Labor Code §515(a)), worked out from the wage shown, never typed.
 */
export function californiaExemptSalaryOf(minimumWage: TaxFigure): number {
  return round2(2 * minimumWage.value * fullTimeHours);
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
});
const plain = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/**
 * "$16,100". The Spanish copy writes US dollars the same way (dollar sign, comma grouping), as the
 * IRS's and the FTB's Spanish pages do, so one helper serves both languages.
 */
export function usd(figure: TaxFigure | number): string {
  return dollars.format(typeof figure === "number" ? figure : figure.value);
}

/** "$16.90", "$0.725": an hourly wage or a rate per mile, where the cents are the figure. */
export function usdCents(figure: TaxFigure | number): string {
  return dollarsAndCents.format(typeof figure === "number" ? figure : figure.value);
}

/** "6.2%", "92.35%": the period as decimal mark in both languages, like the rest of the copy. */
export function percent(figure: TaxFigure | number): string {
  return `${plain.format(typeof figure === "number" ? figure : figure.value)}%`;
}

/** A count of days, weeks, months or years, as digits. */
export function num(figure: Pick<TaxFigure, "value">): string {
  return plain.format(figure.value);
}

/** A figure as its own unit says it is written: $184,500, $16.90, 6.2%, 30, 2028. */
export function written(figure: Pick<TaxFigure, "unit" | "value">): string {
  if (figure.unit === "usd") return usd(figure.value);
  if (figure.unit === "usdCents") return usdCents(figure.value);
  if (figure.unit === "percent") return percent(figure.value);
  if (figure.unit === "count") return num(figure);
  return String(figure.value);
}
