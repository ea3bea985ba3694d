import { describe, expect, it } from "vitest";
import { builtFacts, copyValuesFrom } from "#app/content/data/copy-values.ts";
import { fillAll } from "#app/content/data/placeholders.ts";
import { taxFigureEntries } from "./index.ts";
import {
  changeDaysBetween,
  type Day,
  figuresChangingOn,
  figuresShownOn,
  figuresWithoutComingValue,
  taxYearFiled,
} from "./periods.ts";
import type { TaxFigureEntry, TaxFigureId, TaxFigureValue } from "./schema.ts";

// The test's own values, beside the file's: the live ones change as the firm adds them.
const irs = "https://www.irs.gov/example";
function withValues(id: TaxFigureId, values: TaxFigureValue[]): TaxFigureEntry[] {
  return taxFigureEntries.map((entry) => (entry.id === id ? { ...entry, values } : entry));
}
const mileage = withValues("standardMileageRateBusiness", [
  { taxYear: 2026, value: 0.725, source: irs },
  { taxYear: 2026, from: "2026-07-01", value: 0.76, source: irs },
]);
const wage2027 = withValues("californiaMinimumWage", [
  { taxYear: 2026, value: 16.9, source: irs },
  { taxYear: 2027, value: 17.5, source: irs },
]);
const deduction2027 = withValues("standardDeductionSingle", [
  { taxYear: 2026, value: 16_100, source: irs },
  { taxYear: 2027, value: 16_500, source: irs },
]);

function values(entries: readonly TaxFigureEntry[], day: Day) {
  const facts = { ...builtFacts, figures: figuresShownOn(entries, day) };
  return { en: copyValuesFrom(facts, "en"), es: copyValuesFrom(facts, "es") };
}

describe("a figure's value by period", () => {
  it("a change within the year: each period's value on each side of its day, in both languages", () => {
    const june30 = values(mileage, "2026-06-30");
    const july1 = values(mileage, "2026-07-01");
    expect(june30.en.standardMileageRateBusiness).toBe("$0.725");
    expect(june30.es.standardMileageRateBusiness).toBe("$0.725");
    expect(july1.en.standardMileageRateBusiness).toBe("$0.76");
    expect(july1.es.standardMileageRateBusiness).toBe("$0.76");
    expect(july1.en["standardMileageRateBusiness.from"]).toBe("July 1, 2026");
    expect(july1.es["standardMileageRateBusiness.from"]).toBe("1 de julio de 2026");
    // The sentence that names both periods reads the same on either side.
    for (const day of [june30, july1]) {
      expect(day.en["standardMileageRateBusiness.periods"]).toBe("$0.725 to June 30, 2026 and $0.76 from July 1, 2026");
      expect(day.es["standardMileageRateBusiness.periods"]).toBe(
        "$0.725 hasta el 30 de junio de 2026 y $0.76 desde el 1 de julio de 2026",
      );
    }
  });

  it("a value in effect switches on January 1, and the exempt salary follows the wage it is worked out from", () => {
    const dec31 = values(wage2027, "2026-12-31");
    const jan1 = values(wage2027, "2027-01-01");
    expect([dec31.en.californiaMinimumWage, dec31.en["californiaMinimumWage.year"]]).toEqual(["$16.90", "2026"]);
    expect([jan1.es.californiaMinimumWage, jan1.es["californiaMinimumWage.year"]]).toEqual(["$17.50", "2027"]);
    expect(dec31.en.californiaExemptSalaryMin).toBe("$70,304");
    expect(jan1.en.californiaExemptSalaryMin).toBe("$72,800");
    expect(jan1.en["californiaExemptSalaryMin.year"]).toBe("2027");
    expect(jan1.en["californiaMinimumWage.periods"]).toBe("$17.50 in 2027");
    expect(jan1.es["californiaMinimumWage.periods"]).toBe("$17.50 en 2027");
  });

  it("with no value for the new year yet, the last one is shown with its own year", () => {
    const jan1 = values(taxFigureEntries, "2027-01-01");
    const last = taxFigureEntries.find((entry) => entry.id === "socialSecurityWageBase");
    if (last?.values.some((value) => value.taxYear === 2027)) return; // the firm has added 2027's
    expect(jan1.en["socialSecurityWageBase.year"]).toBe("2026");
  });

  it("a value for the year being filed: last year's until April 15, then this year's", () => {
    expect(taxYearFiled("2027-01-01")).toBe(2026);
    expect(taxYearFiled("2027-04-15")).toBe(2026);
    expect(taxYearFiled("2027-04-16")).toBe(2027);
    const april15 = values(deduction2027, "2027-04-15");
    const april16 = values(deduction2027, "2027-04-16");
    expect([april15.en.standardDeductionSingle, april15.en["standardDeductionSingle.year"]]).toEqual([
      "$16,100",
      "2026",
    ]);
    expect([april16.es.standardDeductionSingle, april16.es["standardDeductionSingle.filingYear"]]).toEqual([
      "$16,500",
      "2028",
    ]);
  });

  it("a placeholder whose figure has no value for the period shown fails, naming the file and the field", () => {
    const onlyLater = withValues("californiaSdiRate", [{ taxYear: 2027, value: 1.2, source: irs }]);
    const { en } = values(onlyLater, "2026-12-31");
    const copy = { faqs: [{ answer: "State Disability Insurance is withheld at {{californiaSdiRate}}." }] };
    expect(() => fillAll(copy, en, "content/services/payroll.json", "en")).toThrow(
      "content/services/payroll.json: en.faqs[0].answer: {{californiaSdiRate}} has no value in effect on 2026-12-31 (its first starts on 2027-01-01)",
    );
    // The other figures of the same day are filled as usual.
    expect(fillAll({ a: "{{californiaMinimumWage}}" }, en, "content/services/payroll.json", "en")).toEqual({
      a: "$16.90",
    });
  });
});

describe("the days the site changes", () => {
  it("are the days a value starts, and April 16 when the year being filed moves on", () => {
    expect(figuresChangingOn(mileage, "2026-07-01")).toEqual(["standardMileageRateBusiness"]);
    expect(figuresChangingOn(mileage, "2026-07-02")).toEqual([]);
    expect(figuresChangingOn(mileage, "2026-06-30")).toEqual([]);
    expect(figuresChangingOn(wage2027, "2027-01-01")).toEqual(["californiaMinimumWage"]);
    expect(figuresChangingOn(deduction2027, "2027-04-16")).toEqual(["standardDeductionSingle"]);
    expect(figuresChangingOn(deduction2027, "2027-01-01")).toEqual([]);
    expect(changeDaysBetween(wage2027, "2026-12-01", "2027-03-01")).toEqual(["2027-01-01"]);
  });
});

describe("figures about to go stale", () => {
  const yearly = taxFigureEntries.filter((entry) => entry.renews === "yearly").map((entry) => entry.id);
  const onlyThrough2026 = taxFigureEntries.map((entry) => ({
    ...entry,
    values: entry.values.filter((value) => value.taxYear <= 2026),
  }));

  it("lists none before December 1 while this year's values are in", () => {
    expect(figuresWithoutComingValue(onlyThrough2026, "2026-11-30")).toEqual([]);
  });

  it("from December 1, lists exactly the yearly figures without next year's value", () => {
    const listed = figuresWithoutComingValue(onlyThrough2026, "2026-12-01");
    expect(listed.map((figure) => figure.id).sort()).toEqual([...yearly].sort());
    expect(listed.every((figure) => figure.taxYear === 2027 && figure.lastCovered === "2026-12-31")).toBe(true);
    const withWage = onlyThrough2026.map((entry) =>
      entry.id === "californiaMinimumWage"
        ? { ...entry, values: [...entry.values, { taxYear: 2027, value: 17.5, source: irs }] }
        : entry,
    );
    expect(figuresWithoutComingValue(withWage, "2026-12-01").map((figure) => figure.id)).not.toContain(
      "californiaMinimumWage",
    );
    expect(figuresWithoutComingValue(withWage, "2026-12-01")).toHaveLength(yearly.length - 1);
  });

  it("goes on listing them in the new year until they are added", () => {
    expect(
      figuresWithoutComingValue(onlyThrough2026, "2027-02-01")
        .map((figure) => figure.id)
        .sort(),
    ).toEqual([...yearly].sort());
  });
});
