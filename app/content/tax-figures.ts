import data from "#content/tax-figures.json" with { type: "json" };
import { parseContent } from "./data/parse.ts";
import { type TaxFigure, type TaxFigureId, taxFiguresSchema } from "./schema/tax-figures.ts";

/**
 * Every figure the copy quotes that changes with the tax year, or that a law or an agency fixes,
 * once, with the tax year it applies to, the official page that states it and how it is written,
 * read from `content/tax-figures.json` (docs/decisions/019). The copy of both languages names these
 * values by placeholder (`{{socialSecurityWageBase}}`); it never types a figure of its own.
 *
 * Each January: check every source, update the values and their `taxYear`. `tax-figures.test.ts`
 * fails once a figure is older than the previous calendar year, so the update cannot be forgotten.
 * A figure the law does not index (the minimum franchise tax, the FICA rates) still carries the
 * year it was last confirmed for.
 */
export type { FigureUnit, TaxFigure, TaxFigureId } from "./schema/tax-figures.ts";

const { figures } = parseContent("content/tax-figures.json", taxFiguresSchema, data);

/** The figures by id (the schema has checked that each id is there exactly once). */
export function figuresById(list: readonly TaxFigure[]): Readonly<Record<TaxFigureId, TaxFigure>> {
  return Object.fromEntries(list.map((figure) => [figure.id, figure])) as Readonly<Record<TaxFigureId, TaxFigure>>;
}

export const taxFigures = figuresById(figures);

/** The employee's share of FICA (Social Security plus Medicare), matched by the employer. */
export function ficaEmployeeRateOf(byId: Readonly<Record<TaxFigureId, TaxFigure>>): number {
  return round2(byId.socialSecurityRate.value + byId.medicareRate.value);
}

export const ficaEmployeeRate: number = ficaEmployeeRateOf(taxFigures);

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
export function num(figure: TaxFigure): string {
  return plain.format(figure.value);
}

/** A figure as its own unit says it is written: $184,500, $16.90, 6.2%, 30, 2028. */
export function written(figure: TaxFigure): string {
  if (figure.unit === "usd") return usd(figure);
  if (figure.unit === "usdCents") return usdCents(figure);
  if (figure.unit === "percent") return percent(figure);
  if (figure.unit === "count") return num(figure);
  return String(figure.value);
}
