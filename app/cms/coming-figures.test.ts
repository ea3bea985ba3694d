import { describe, expect, it } from "vitest";
import { taxFigureEntries } from "#app/content/tax-figures/index.ts";
import type { TaxFigureEntry } from "#app/content/tax-figures/schema.ts";
import { comingFigures } from "./coming-figures.ts";

const dir = "https://www.dir.ca.gov/example";
const through2026 = taxFigureEntries.map((entry) => ({
  ...entry,
  values: entry.values.filter((value) => value.taxYear <= 2026),
}));
const withWage2027: TaxFigureEntry[] = through2026.map((entry) =>
  entry.id === "californiaMinimumWage"
    ? { ...entry, values: [...entry.values, { taxYear: 2027, value: 17.5, source: dir }] }
    : entry,
);

describe("the editor's list of coming figure changes", () => {
  it("names each day a value the firm entered starts, with the value before and after", () => {
    const { changes } = comingFigures(withWage2027, "2026-12-02");
    expect(changes[0]).toEqual({
      day: "2027-01-01",
      lines: ["California minimum wage, per hour: $16.90 → $17.50 (2027)"],
    });
  });

  it("before December 1 lists no missing figure; from December 1, each yearly figure without next year's value", () => {
    expect(comingFigures(withWage2027, "2026-11-30").missing).toEqual([]);
    const { missing } = comingFigures(withWage2027, "2026-12-01");
    expect(missing).toContain("Social Security wage base: no value for tax year 2027 yet (the last is for 2026)");
    expect(missing.some((line) => line.startsWith("California minimum wage"))).toBe(false);
  });
});
