/**
 * The tax figures the copy quotes, `content/tax-figures.json` (docs/decisions/019, 026): each with
 * its values by period (a tax year, or a start date for a change within the year), the official
 * page that states each value and how it is written. The copy names a figure by its placeholder,
 * `{{socialSecurityWageBase}}`, never by its value; which value a page shows on a given day is
 * worked out in app/content/tax-figures/periods.ts.
 */
import { z } from "zod";
import { httpsUrl, isoDate, optionalValue, text } from "#app/content/schema/fields.ts";

/** The figures the pages refer to by name: each is in the file exactly once. */
export const taxFigureIds = [
  "standardDeductionSingle",
  "standardDeductionMarriedJoint",
  "standardDeductionHeadOfHousehold",
  "estimatedTaxThreshold",
  "corporateEstimatedTaxThreshold",
  "childTaxCreditTaxpayerSsnSinceYear",
  "americanOpportunityCreditMax",
  "lifetimeLearningCreditMax",
  "studentLoanInterestDeductionMax",
  "socialSecurityRate",
  "medicareRate",
  "socialSecurityWageBase",
  "selfEmploymentTaxRate",
  "selfEmploymentEarningsShare",
  "additionalMedicareTaxRate",
  "additionalMedicareThresholdSingle",
  "additionalMedicareThresholdMarriedJoint",
  "simplePaymentPlanMaxBalance",
  "simplePaymentPlanSinceYear",
  "simplePaymentPlanBusinessTrustFundMaxBalance",
  "simplePaymentPlanBusinessMaxBalance",
  "collectionStatuteYears",
  "lienReleaseDays",
  "bankLevyHoldDays",
  "wrongfulLevyClaimYears",
  "collectionDueProcessDays",
  "offerInCompromiseAppealDays",
  "offerInCompromiseComplianceYears",
  "refundClaimYears",
  "contractorReportingThreshold",
  "responsiblePartyChangeDays",
  "taxPreparationActRepealYear",
  "safeguardsBreachNoticePeople",
  "safeguardsBreachNoticeDays",
  "itinProcessingWeeks",
  "itinPeakProcessingWeeksMin",
  "itinPeakProcessingWeeksMax",
  "californiaMinimumFranchiseTax",
  "californiaLlcFilingFee",
  "californiaCorporationFilingFee",
  "qualifiedTipsDeductionMax",
  "qualifiedOvertimeDeductionMax",
  "qualifiedOvertimeDeductionMaxJoint",
  "seniorDeduction",
  "carLoanInterestDeductionMax",
  "temporaryDeductionsFirstYear",
  "temporaryDeductionsLastYear",
  "saltDeductionCap",
  "charitableNonItemizerMax",
  "charitableNonItemizerMaxJoint",
  "electronicFilingThresholdReturns",
  "californiaMinimumWage",
  "californiaSdiRate",
  "section179Limit",
  "californiaSection179Limit",
  "standardMileageRateBusiness",
  "feeScheduleHoldDays",
  "ctecBondAmount",
  "bonusDepreciationRate",
  "qualifiedBusinessIncomeDeductionRate",
  "educationCreditsSsnSinceYear",
  "californiaSCorporationTaxRate",
  "californiaLlcStatementOfInformationFee",
  "californiaCorporationStatementOfInformationFee",
] as const;
export type TaxFigureId = (typeof taxFigureIds)[number];

/**
 * Each figure's name in words, as the editor names its row (app/cms/fields.ts) and the firm says
 * it; the id stays the name the copy's placeholders use.
 */
export const taxFigureTitles = {
  standardDeductionSingle: "Standard deduction, single",
  standardDeductionMarriedJoint: "Standard deduction, married filing jointly",
  standardDeductionHeadOfHousehold: "Standard deduction, head of household",
  estimatedTaxThreshold: "Tax owed that calls for estimated payments",
  corporateEstimatedTaxThreshold: "Tax owed that calls for estimated payments, C corporation",
  childTaxCreditTaxpayerSsnSinceYear: "First year the Child Tax Credit needs the taxpayer's SSN",
  americanOpportunityCreditMax: "American Opportunity Tax Credit, most per student",
  lifetimeLearningCreditMax: "Lifetime Learning Credit, most per return",
  studentLoanInterestDeductionMax: "Student loan interest deduction, most",
  socialSecurityRate: "Social Security tax rate, employee share",
  medicareRate: "Medicare tax rate, employee share",
  socialSecurityWageBase: "Social Security wage base",
  selfEmploymentTaxRate: "Self-employment tax rate",
  selfEmploymentEarningsShare: "Share of net earnings subject to self-employment tax",
  additionalMedicareTaxRate: "Additional Medicare Tax rate",
  additionalMedicareThresholdSingle: "Additional Medicare Tax threshold, single",
  additionalMedicareThresholdMarriedJoint: "Additional Medicare Tax threshold, married filing jointly",
  simplePaymentPlanMaxBalance: "Simple Payment Plan, most owed",
  simplePaymentPlanSinceYear: "Year the Simple Payment Plan began",
  simplePaymentPlanBusinessTrustFundMaxBalance: "Simple Payment Plan for a business owing trust-fund taxes, most owed",
  simplePaymentPlanBusinessMaxBalance: "Simple Payment Plan for a business, other taxes, most owed",
  collectionStatuteYears: "Years the IRS has to collect",
  lienReleaseDays: "Days to release a lien once paid",
  bankLevyHoldDays: "Days a bank holds levied funds",
  wrongfulLevyClaimYears: "Years to claim wrongfully levied property",
  collectionDueProcessDays: "Days to request a Collection Due Process hearing",
  offerInCompromiseAppealDays: "Days to appeal a rejected offer in compromise",
  offerInCompromiseComplianceYears: "Years of compliance an accepted offer requires",
  refundClaimYears: "Years to claim a refund",
  contractorReportingThreshold: "Form 1099-NEC reporting threshold",
  responsiblePartyChangeDays: "Days to report a new responsible party (Form 8822-B)",
  taxPreparationActRepealYear: "Year the California Tax Preparation Act is repealed",
  safeguardsBreachNoticePeople: "People affected by a breach the FTC must be told of",
  safeguardsBreachNoticeDays: "Days to tell the FTC of a breach",
  itinProcessingWeeks: "Weeks to process an ITIN application",
  itinPeakProcessingWeeksMin: "Weeks to process an ITIN in peak season, fewest",
  itinPeakProcessingWeeksMax: "Weeks to process an ITIN in peak season, most",
  californiaMinimumFranchiseTax: "California minimum franchise tax",
  californiaLlcFilingFee: "California LLC filing fee",
  californiaCorporationFilingFee: "California corporation filing fee",
  qualifiedTipsDeductionMax: "Deduction for qualified tips, most",
  qualifiedOvertimeDeductionMax: "Deduction for qualified overtime, most",
  qualifiedOvertimeDeductionMaxJoint: "Deduction for qualified overtime, most, married filing jointly",
  seniorDeduction: "Deduction for a taxpayer 65 or older",
  carLoanInterestDeductionMax: "Deduction for car loan interest, most",
  temporaryDeductionsFirstYear: "First year of the temporary deductions (tips, overtime, seniors, car loans)",
  temporaryDeductionsLastYear: "Last year of the temporary deductions (tips, overtime, seniors, car loans)",
  saltDeductionCap: "State and local tax (SALT) deduction cap",
  charitableNonItemizerMax: "Charitable deduction without itemizing, most",
  charitableNonItemizerMaxJoint: "Charitable deduction without itemizing, most, married filing jointly",
  electronicFilingThresholdReturns: "Information returns that require e-filing",
  californiaMinimumWage: "California minimum wage, per hour",
  californiaSdiRate: "California SDI withholding rate",
  section179Limit: "Section 179 expensing limit",
  californiaSection179Limit: "California's Section 179 expensing limit",
  standardMileageRateBusiness: "Standard mileage rate, business",
  feeScheduleHoldDays: "Days a published fee holds",
  ctecBondAmount: "Tax preparer bond amount (California Business and Professions Code 22250.1)",
  bonusDepreciationRate: "Bonus depreciation rate",
  qualifiedBusinessIncomeDeductionRate: "Qualified business income (QBI) deduction rate",
  educationCreditsSsnSinceYear: "First year the education credits need a Social Security number valid for work",
  californiaSCorporationTaxRate: "California tax rate on an S corporation's net income",
  californiaLlcStatementOfInformationFee: "California LLC Statement of Information fee",
  californiaCorporationStatementOfInformationFee: "California corporation Statement of Information fee",
} as const satisfies Record<TaxFigureId, string>;

/** How a figure is written in the copy: $184,500, $16.90 (dollars and cents), 6.2%, 30, 2028. */
export const figureUnits = ["usd", "usdCents", "percent", "count", "year"] as const;
export type FigureUnit = (typeof figureUnits)[number];

/**
 * The official sites a figure may come from: the agencies (IRS, SSA, FTB, EDD, CDTFA, California
 * Secretary of State, the Department of Industrial Relations for wages) and the law itself, where a
 * statute or regulation sets it.
 */
export const officialSourceDomains = [
  "irs.gov",
  "ssa.gov",
  "ftb.ca.gov",
  "edd.ca.gov",
  "cdtfa.ca.gov",
  "sos.ca.gov",
  "dir.ca.gov",
  "uscode.house.gov",
  "ecfr.gov",
  "leginfo.legislature.ca.gov",
] as const;

export function isOfficialSource(address: string): boolean {
  const { hostname } = new URL(address);
  return officialSourceDomains.some((domain) => hostname === domain || hostname.endsWith(`.${domain}`));
}

/**
 * Which of a figure's values a page shows on a given day: the value for the tax year whose returns
 * are being prepared (a deduction, a credit, a threshold on the return), or the value in effect on
 * that day (a wage, a withholding rate, the mileage rate).
 */
export const figurePeriodKinds = ["taxYearFiled", "inEffect"] as const;
export type FigurePeriodKind = (typeof figurePeriodKinds)[number];

/** Whether a figure needs a new value each year (the firm is told when it lacks one) or only when a law changes it. */
export const figureRenewals = ["yearly", "whenLawChanges"] as const;
export type FigureRenewal = (typeof figureRenewals)[number];

/**
 * Where a figure can plausibly be, for the figures a slip of unit would otherwise publish: the
 * mileage rate typed as the IRS writes it, 72.5 (cents), goes live as "$72.50 a mile". The ranges are
 * wide (several times any value the figure has had), so a real change never meets them.
 */
const plausibleRanges: Partial<Record<TaxFigureId, { min: number; max: number; hint: string }>> = {
  standardMileageRateBusiness: { min: 0.2, max: 2, hint: "in dollars a mile: 0.725 for 72.5 cents" },
  californiaMinimumWage: { min: 10, max: 50, hint: "in dollars an hour: 16.90" },
};

const yearField = () =>
  z
    .number({ error: "must be a year, e.g. 2027" })
    .int("must be a year, e.g. 2027")
    .min(2000, "must be a year, e.g. 2027")
    .max(2100, "must be a year, e.g. 2027");

/** One value of a figure, for one period: a tax year from its January 1, or from a day within it. */
const figureValueSchema = z.strictObject({
  taxYear: yearField().meta({
    title: "Tax year",
    description:
      "The tax year the value applies to. A figure that changes only when a law does: the year the value took effect or was last confirmed.",
  }),
  from: optionalValue(isoDate()).meta({
    title: "Starts on (a change within the year)",
    description:
      "Only for a value that starts after January 1 of its tax year, e.g. 2026-07-01 for a mileage rate raised from July 1. Empty: from January 1.",
  }),
  value: z.number({ error: "must be a number, without $ or % signs" }).positive("must be more than zero").meta({
    title: "Value",
    description: "Dollars without the $ sign (184500), a rate without the % sign (6.2), a count or a year.",
  }),
  source: httpsUrl()
    .refine(isOfficialSource, {
      message: `must be an official page: ${officialSourceDomains.join(", ")}`,
    })
    .meta({
      title: "Official source",
      description: "The IRS, SSA, FTB, EDD, CDTFA, DIR or Secretary of State page (or the law) that states this value.",
    }),
  note: optionalValue(text()).meta({
    title: "Note",
    description:
      "Where the value was announced (a notice, a revenue procedure), for the person who checks it. Not shown on the site.",
  }),
});
export type TaxFigureValue = z.output<typeof figureValueSchema>;

/** The day a value starts: its own date, or January 1 of its tax year. */
export function valueStart(value: Pick<TaxFigureValue, "taxYear" | "from">): string {
  return value.from ?? `${value.taxYear}-01-01`;
}

const taxFigureSchema = z
  .strictObject({
    id: z.enum(taxFigureIds, { error: "is not one of the figures the pages use" }).meta({
      title: "Figure",
      description: "Which figure this is. Fixed: the pages refer to it by this name.",
      optionLabels: taxFigureTitles,
      namesRows: true,
    }),
    unit: z.enum(figureUnits, { error: "must be usd, usdCents, percent, count or year" }).meta({
      title: "Written as",
      description: "How the pages write the value.",
      optionLabels: {
        usd: "Dollars: $184,500",
        usdCents: "Dollars and cents: $16.90, $0.725",
        percent: "Percent: 6.2%",
        count: "A count of days, weeks, months, years or people: 30",
        year: "A year: 2028",
      } satisfies Record<FigureUnit, string>,
    }),
    shows: z.enum(figurePeriodKinds, { error: "must be taxYearFiled or inEffect" }).meta({
      title: "The pages show",
      description:
        "Which value a page shows on a given day. Returns, credits and deductions: the tax year being filed (the last year until April 15, then the current year). Wages, withholding and mileage: the value in effect that day.",
      optionLabels: {
        taxYearFiled: "The value for the tax year being filed",
        inEffect: "The value in effect on the day",
      } satisfies Record<FigurePeriodKind, string>,
    }),
    renews: z.enum(figureRenewals, { error: "must be yearly or whenLawChanges" }).meta({
      title: "Changes",
      description:
        "Each year: from December 1 the editor, the launch check and the build list it until next year's value is in. Only when a law changes it: its last value holds.",
      optionLabels: {
        yearly: "Each year (a new value is needed every year)",
        whenLawChanges: "Only when a law or the agency changes it",
      } satisfies Record<FigureRenewal, string>,
    }),
    values: z.array(figureValueSchema).min(1, "needs at least one value").meta({
      title: "Values by period",
      rowName: "value",
      // Each row by its period and value: "Tax year 2026, from 2026-07-01: 0.76".
      rowSummary: "Tax year {{fields.taxYear}}, from {{fields.from | default('January 1')}}: {{fields.value}}",
      description:
        "One row a period. Add next year's value (its tax year, value and source) beside this year's, without removing it: the site switches on the day it starts.",
    }),
    note: optionalValue(text()).meta({
      title: "Note",
      description: "What the figure is, for the person who updates it. Not shown on the site.",
    }),
  })
  .superRefine((figure, context) => {
    const range = plausibleRanges[figure.id];
    const starts = new Set<string>();
    for (const [index, entry] of figure.values.entries()) {
      const at = (field: string) => ["values", index, field];
      if (range && (entry.value < range.min || entry.value > range.max))
        context.addIssue({
          code: "custom",
          path: at("value"),
          message: `is far from any value this figure has had; write it ${range.hint}`,
        });
      else if (figure.unit === "percent" && entry.value > 100)
        context.addIssue({
          code: "custom",
          path: at("value"),
          message: "a rate is at most 100 (percent, without the % sign)",
        });
      if (entry.from && !entry.from.startsWith(`${entry.taxYear}-`))
        context.addIssue({
          code: "custom",
          path: at("from"),
          message: `must be a day in tax year ${entry.taxYear}, or empty for January 1`,
        });
      const start = valueStart(entry);
      if (starts.has(start))
        context.addIssue({
          code: "custom",
          path: at("taxYear"),
          message: `another value already starts on ${start}: change that row instead, or give this one its own start`,
        });
      starts.add(start);
    }
  });

export const taxFiguresSchema = z.strictObject({
  figures: z
    .array(taxFigureSchema)
    .superRefine((figures, context) => {
      const count = new Map<string, number>();
      for (const figure of figures) count.set(figure.id, (count.get(figure.id) ?? 0) + 1);
      for (const id of taxFigureIds) {
        const title = taxFigureTitles[id];
        if (!count.has(id)) context.addIssue({ code: "custom", message: `"${title}" is missing` });
        else if ((count.get(id) ?? 0) > 1)
          context.addIssue({
            code: "custom",
            message: `"${title}" is listed more than once: add the new value to its "Values by period" instead`,
          });
      }
    })
    .meta({
      title: "Figures",
      description:
        "Each figure with its values by period. When a new value is announced, add it with its tax year (and start date if it begins within the year) and its source: the site switches on that day.",
    }),
});

export type TaxFigureEntry = z.output<typeof taxFigureSchema>;
