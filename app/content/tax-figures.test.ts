import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ficaEmployeeRate, num, percent, taxFigures, usd } from "./tax-figures.ts";

const officialDomains = [
  "irs.gov",
  "ssa.gov",
  "ftb.ca.gov",
  "edd.ca.gov",
  "cdtfa.ca.gov",
  "sos.ca.gov",
  // The law itself, where a figure is set by statute or regulation.
  "uscode.house.gov",
  "ecfr.gov",
  "leginfo.legislature.ca.gov",
];

const figures = Object.entries(taxFigures);

describe("tax figures", () => {
  it("are up to date: none is for a tax year older than last year (update them each January)", () => {
    // The real date, on purpose: this test starts failing when the yearly update is due.
    const oldestAllowed = new Date().getFullYear() - 1;
    const stale = figures.filter(([, f]) => f.taxYear < oldestAllowed).map(([id, f]) => `${id} (${f.taxYear})`);
    expect(stale, `update app/content/tax-figures.ts for ${oldestAllowed} or later`).toEqual([]);
  });

  it("each name an official source: an https page of the IRS, SSA, FTB, EDD, CDTFA or Secretary of State", () => {
    const unofficial = figures.filter(([, f]) => {
      const url = new URL(f.source);
      const official = officialDomains.some((d) => url.hostname === d || url.hostname.endsWith(`.${d}`));
      return url.protocol !== "https:" || !official;
    });
    expect(unofficial.map(([id, f]) => `${id}: ${f.source}`)).toEqual([]);
  });

  it("the California Tax Preparation Act is still in force: else review the CTEC wording of representation.ts", () => {
    // The real date, on purpose: the Act sunsets unless the Legislature extends it (Bus. & Prof. Code §22259).
    // When this fails, check leginfo for an extension and update the year, or reword representation.ts.
    const repeal = new Date(taxFigures.taxPreparationActRepealYear.value, 0, 1);
    expect(new Date() < repeal, `the Tax Preparation Act was repealed on ${repeal.toDateString()}`).toBe(true);
  });

  it("are positive numbers for a plausible tax year", () => {
    for (const [id, f] of figures) {
      expect(f.value, id).toBeGreaterThan(0);
      expect(Number.isFinite(f.value), id).toBe(true);
      expect(Number.isInteger(f.taxYear) && f.taxYear >= 2025 && f.taxYear <= 2100, id).toBe(true);
    }
  });

  it("add up: FICA is 6.2% + 1.45% = 7.65% a side, self-employment tax is both sides", () => {
    expect(ficaEmployeeRate).toBe(7.65);
    expect(taxFigures.selfEmploymentTaxRate.value).toBeCloseTo(2 * ficaEmployeeRate, 10);
    expect(taxFigures.selfEmploymentEarningsShare.value).toBeCloseTo(100 - ficaEmployeeRate, 10);
  });

  it("keep the ordering the law gives them", () => {
    const f = taxFigures;
    expect(f.standardDeductionMarriedJoint.value).toBe(2 * f.standardDeductionSingle.value);
    expect(f.standardDeductionHeadOfHousehold.value).toBeGreaterThan(f.standardDeductionSingle.value);
    expect(f.standardDeductionHeadOfHousehold.value).toBeLessThan(f.standardDeductionMarriedJoint.value);
    expect(f.itinPeakProcessingWeeksMin.value).toBeGreaterThan(f.itinProcessingWeeks.value);
    expect(f.itinPeakProcessingWeeksMax.value).toBeGreaterThanOrEqual(f.itinPeakProcessingWeeksMin.value);
  });
});

describe("years the law sets", () => {
  it("are quoted from tax-figures.ts, never typed into a service page ('since tax year 2025')", () => {
    // The service pages' and the services directory's content files, as written (docs/decisions/019).
    const root = join(import.meta.dirname, "../..");
    const files = readdirSync(join(root, "content/services")).map((name) => `content/services/${name}`);
    const typed = [...files, "content/services-directory.json"].flatMap((file) =>
      (readFileSync(join(root, file), "utf8").match(/\b(?:tax year|año fiscal|since|desde)\s+20\d\d\b/gi) ?? []).map(
        (hit) => `${file}: ${hit}`,
      ),
    );
    expect(files).toHaveLength(26);
    expect(typed).toEqual([]);
  });
});

describe("figure formatting", () => {
  it("writes dollars with the sign and comma grouping, no cents", () => {
    expect(usd(taxFigures.standardDeductionSingle)).toBe("$16,100");
    expect(usd(800)).toBe("$800");
    expect(usd(184_500)).toBe("$184,500");
  });

  it("writes rates with the period as decimal mark and no trailing zeros", () => {
    expect(percent(taxFigures.socialSecurityRate)).toBe("6.2%");
    expect(percent(taxFigures.selfEmploymentEarningsShare)).toBe("92.35%");
    expect(percent(ficaEmployeeRate)).toBe("7.65%");
  });

  it("writes counts as digits", () => {
    expect(num(taxFigures.businessStreamlinedMaxMonths)).toBe("72");
  });
});
