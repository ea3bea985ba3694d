import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { templateServiceSlugs } from "#app/content/service-pages/files.ts";
import { siteConfig } from "#app/content/site/index.ts";
import {
  californiaExemptSalaryOf,
  ficaEmployeeRate,
  num,
  percent,
  taxFigureEntries,
  taxFigures,
  usd,
  usdCents,
  written,
} from "./index.ts";
import { isOfficialSource, taxFiguresSchema } from "./schema.ts";

const figures = Object.entries(taxFigures);
const allValues = taxFigureEntries.flatMap((entry) => entry.values.map((value) => ({ id: entry.id, ...value })));

describe("tax figures", () => {
  it("are not a year behind: every yearly figure has a value for last year or later", () => {
    // The real date, on purpose: from December 1 the build, check:launch and the editor list a
    // yearly figure without next year's value (periods.ts); a whole year later this fails.
    const oldestAllowed = new Date().getFullYear() - 1;
    const stale = taxFigureEntries
      .filter((entry) => entry.renews === "yearly")
      .filter((entry) => Math.max(...entry.values.map((value) => value.taxYear)) < oldestAllowed)
      .map((entry) => entry.id);
    expect(stale, `add their ${oldestAllowed + 1} values to content/tax-figures.json`).toEqual([]);
  });

  it("each value names an official source: an https page of the IRS, SSA, FTB, EDD, CDTFA, Secretary of State or the law", () => {
    const unofficial = allValues.filter((v) => new URL(v.source).protocol !== "https:" || !isOfficialSource(v.source));
    expect(unofficial.map((v) => `${v.id} ${v.taxYear}: ${v.source}`)).toEqual([]);
  });

  it("the file refuses an unofficial or plain-http source, a missing figure and one listed twice", () => {
    const file = JSON.parse(readFileSync(join(import.meta.dirname, "../../../content/tax-figures.json"), "utf8")) as {
      figures: { id: string; values: { source: string }[] }[];
    };
    const problems = (figures: unknown[]) =>
      taxFiguresSchema.safeParse({ figures }).error?.issues.map((issue) => issue.message) ?? [];
    expect(problems(file.figures)).toEqual([]);
    const [first, ...rest] = file.figures;
    const withSource = (source: string) => ({ ...first, values: first?.values.map((value) => ({ ...value, source })) });
    expect(problems([withSource("https://www.example-tax-blog.com/standard-deduction"), ...rest])).toEqual([
      expect.stringMatching(/^must be an official page: irs\.gov, ssa\.gov/),
    ]);
    expect(problems([withSource("http://www.irs.gov/taxtopics/tc751"), ...rest])).toEqual([
      "must be a web address starting with https://",
    ]);
    expect(problems(rest)).toEqual(['"Standard deduction, single" is missing']);
    expect(problems([first, ...file.figures])).toEqual([
      '"Standard deduction, single" is listed more than once: add the new value to its "Values by period" instead',
    ]);
  });

  it("the file refuses a figure typed in the wrong unit: the mileage rate in cents, a rate over 100 percent", () => {
    const file = JSON.parse(readFileSync(join(import.meta.dirname, "../../../content/tax-figures.json"), "utf8")) as {
      figures: { id: string; values: { value: number }[] }[];
    };
    const withValue = (id: string, value: number) =>
      file.figures.map((figure) =>
        figure.id === id
          ? { ...figure, values: figure.values.map((entry, i) => (i ? entry : { ...entry, value })) }
          : figure,
      );
    const problems = (figures: unknown[]) =>
      taxFiguresSchema
        .safeParse({ figures })
        .error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];
    const mileage = file.figures.findIndex((figure) => figure.id === "standardMileageRateBusiness");
    expect(problems(withValue("standardMileageRateBusiness", 72.5))).toEqual([
      `figures.${mileage}.values.0.value: is far from any value this figure has had; write it in dollars a mile: 0.725 for 72.5 cents`,
    ]);
    expect(problems(withValue("standardMileageRateBusiness", 0.73))).toEqual([]);
    const rate = file.figures.findIndex((figure) => figure.id === "socialSecurityRate");
    expect(problems(withValue("socialSecurityRate", 620))).toEqual([
      `figures.${rate}.values.0.value: a rate is at most 100 (percent, without the % sign)`,
    ]);
  });

  it("the California Tax Preparation Act is still in force: else review the CTEC wording of content/representation.json", () => {
    // The real date, on purpose: the Act sunsets unless the Legislature extends it (Bus. & Prof. Code §22259).
    // When this fails, check leginfo for an extension and update the year in content/tax-figures.json,
    // or reword the CTEC sentences (content/representation.json).
    const repeal = new Date(taxFigures.taxPreparationActRepealYear.value, 0, 1);
    expect(new Date() < repeal, `the Tax Preparation Act was repealed on ${repeal.toDateString()}`).toBe(true);
  });

  it("the 2025 law's deductions for tips, overtime, seniors and car loans still apply: else review the copy that quotes them", () => {
    // The real date, on purpose: they end after their last tax year unless Congress extends them.
    // When this fails, check the IRS's page for an extension, or reword the personal tax, ITIN and
    // payroll pages that quote them (grep for temporaryDeductionsLastYear).
    const { temporaryDeductionsFirstYear: first, temporaryDeductionsLastYear: last } = taxFigures;
    expect(first.value).toBeLessThanOrEqual(last.value);
    expect(new Date().getFullYear() - 1, "the temporary deductions have ended").toBeLessThanOrEqual(last.value);
  });

  it("each value is for a tax year no later than next year: none typed years ahead", () => {
    const next = new Date().getFullYear() + 1;
    expect(allValues.filter((v) => v.taxYear > next).map((v) => `${v.id} ${v.taxYear}`)).toEqual([]);
  });

  it("name the agency or the law that sets them", () => {
    // California's wages come from the Department of Industrial Relations or the Labor Code,
    // payroll withholding from the EDD, the Simple Payment Plan limits from the IRS.
    const host = (id: keyof typeof taxFigures) => new URL(taxFigures[id].source).hostname;
    expect(host("californiaMinimumWage")).toMatch(/(^|\.)dir\.ca\.gov$|leginfo\.legislature\.ca\.gov$/);
    expect(host("californiaSdiRate")).toMatch(/(^|\.)edd\.ca\.gov$/);
    for (const id of ["simplePaymentPlanBusinessTrustFundMaxBalance", "simplePaymentPlanBusinessMaxBalance"] as const)
      expect(host(id)).toMatch(/(^|\.)irs\.gov$/);
    expect(host("feeScheduleHoldDays")).toBe("www.ecfr.gov");
  });

  it("are positive numbers for a plausible tax year", () => {
    for (const v of allValues) {
      expect(v.value, v.id).toBeGreaterThan(0);
      expect(Number.isFinite(v.value), v.id).toBe(true);
      expect(Number.isInteger(v.taxYear) && v.taxYear >= 2025 && v.taxYear <= 2100, v.id).toBe(true);
    }
    expect(figures).toHaveLength(taxFigureEntries.length);
  });

  it("add up: FICA a side is Social Security plus Medicare, self-employment tax is both sides", () => {
    expect(ficaEmployeeRate).toBeCloseTo(taxFigures.socialSecurityRate.value + taxFigures.medicareRate.value, 10);
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
    // Trust-fund taxes lower the business Simple Payment Plan's limit; an individual's is the higher.
    expect(f.simplePaymentPlanBusinessTrustFundMaxBalance.value).toBeLessThan(
      f.simplePaymentPlanBusinessMaxBalance.value,
    );
    expect(f.simplePaymentPlanBusinessMaxBalance.value).toBeLessThanOrEqual(f.simplePaymentPlanMaxBalance.value);
    expect(f.qualifiedOvertimeDeductionMaxJoint.value).toBe(2 * f.qualifiedOvertimeDeductionMax.value);
    expect(f.charitableNonItemizerMaxJoint.value).toBe(2 * f.charitableNonItemizerMax.value);
    expect(f.californiaSection179Limit.value).toBeLessThan(f.section179Limit.value);
  });

  it("California's exempt salary is worked out as twice the state minimum wage for 2,080 hours (Labor Code §515(a))", () => {
    expect(californiaExemptSalaryOf({ ...taxFigures.californiaMinimumWage, value: 16.9 })).toBe(70_304);
    expect(californiaExemptSalaryOf({ ...taxFigures.californiaMinimumWage, value: 16.5 })).toBe(68_640);
  });
});

describe("years the law sets", () => {
  // Every content file as written (docs/decisions/019), the figures' own file apart.
  const root = join(import.meta.dirname, "../../..");
  const copyFiles = readdirSync(join(root, "content"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".json") && file !== "tax-figures.json")
    .map((file) => `content/${file}`);

  it("are quoted from content/tax-figures.json, never typed into the copy ('since tax year 2025')", () => {
    expect(copyFiles.filter((file) => file.startsWith("content/services/"))).toHaveLength(templateServiceSlugs.length);
    // The firm's founding year ("since 2016") is its own history, not a year a law sets.
    const founded = new RegExp(`^(?:since|desde)\\s+${siteConfig.foundedYear}$`, "i");
    const typed = copyFiles.flatMap((file) =>
      (readFileSync(join(root, file), "utf8").match(/\b(?:tax year|año fiscal|since|desde)\s+20\d\d\b/gi) ?? [])
        .filter((hit) => !founded.test(hit))
        .map((hit) => `${file}: ${hit}`),
    );
    expect(typed).toEqual([]);
  });
});

// Each figure's shape with a value of the test's own: the live values change every January.
describe("figure formatting", () => {
  it("writes dollars with the sign and comma grouping, no cents", () => {
    expect(usd({ ...taxFigures.standardDeductionSingle, value: 16_100 })).toBe("$16,100");
    expect(usd(800)).toBe("$800");
    expect(usd(184_500)).toBe("$184,500");
  });

  it("writes rates with the period as decimal mark and no trailing zeros", () => {
    expect(percent({ ...taxFigures.socialSecurityRate, value: 6.2 })).toBe("6.2%");
    expect(percent({ ...taxFigures.selfEmploymentEarningsShare, value: 92.35 })).toBe("92.35%");
    expect(percent(7.65)).toBe("7.65%");
  });

  it("writes dollars and cents where the cents are the figure: a wage, a rate per mile", () => {
    expect(usdCents(16.9)).toBe("$16.90");
    expect(usdCents(0.725)).toBe("$0.725");
    expect(written({ ...taxFigures.californiaMinimumWage, value: 17 })).toBe("$17.00");
  });

  it("writes counts as digits", () => {
    expect(num({ ...taxFigures.collectionStatuteYears, value: 10 })).toBe("10");
  });

  it("writes each figure as its own unit says", () => {
    expect(written({ ...taxFigures.socialSecurityWageBase, value: 184_500 })).toBe("$184,500");
    expect(written({ ...taxFigures.selfEmploymentEarningsShare, value: 92.35 })).toBe("92.35%");
    expect(written({ ...taxFigures.collectionStatuteYears, value: 10 })).toBe("10");
    expect(written({ ...taxFigures.taxPreparationActRepealYear, value: 2028 })).toBe("2028");
  });
});
