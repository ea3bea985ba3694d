/**
 * The yearly tax figures the copy quotes, `content/tax-figures.json` (docs/decisions/019): each
 * with the tax year it applies to, the official page that states it and how it is written. The
 * copy names a figure by its placeholder, `{{socialSecurityWageBase}}`, never by its value.
 */
import { z } from "zod";
import { httpsUrl, optionalValue, text } from "./fields.ts";

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
  "californiaExemptSalaryMin",
  "californiaSdiRate",
  "section179Limit",
  "californiaSection179Limit",
  "standardMileageRateBusiness",
  "feeScheduleHoldDays",
  "ctecBondAmount",
  "bonusDepreciationRate",
  "qualifiedBusinessIncomeDeductionRate",
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
  californiaExemptSalaryMin: "California exempt employee's minimum salary, per year",
  californiaSdiRate: "California SDI withholding rate",
  section179Limit: "Section 179 expensing limit",
  californiaSection179Limit: "California's Section 179 expensing limit",
  standardMileageRateBusiness: "Standard mileage rate, business",
  feeScheduleHoldDays: "Days a published fee holds",
  ctecBondAmount: "Tax preparer bond amount (California Business and Professions Code 22250)",
  bonusDepreciationRate: "Bonus depreciation rate",
  qualifiedBusinessIncomeDeductionRate: "Qualified business income (QBI) deduction rate",
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
 * Where a figure can plausibly be, for the figures a slip of unit would otherwise publish: the
 * mileage rate typed as the IRS writes it, 72.5 (cents), goes live as "$72.50 a mile". The ranges are
 * wide (several times any value the figure has had), so a real change never meets them.
 */
const plausibleRanges: Partial<Record<TaxFigureId, { min: number; max: number; hint: string }>> = {
  standardMileageRateBusiness: { min: 0.2, max: 2, hint: "in dollars a mile: 0.725 for 72.5 cents" },
  californiaMinimumWage: { min: 10, max: 50, hint: "in dollars an hour: 16.90" },
};

const taxFigureSchema = z
  .strictObject({
    id: z.enum(taxFigureIds, { error: "is not one of the figures the pages use" }).meta({
      title: "Figure",
      description: "Which figure this is. Fixed: the pages refer to it by this name.",
      optionLabels: taxFigureTitles,
      namesRows: true,
    }),
    value: z.number({ error: "must be a number, without $ or % signs" }).positive("must be more than zero").meta({
      title: "Value",
      description: "Dollars without the $ sign (184500), a rate without the % sign (6.2), a count or a year.",
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
    taxYear: z
      .number({ error: "must be a year, e.g. 2027" })
      .int("must be a year, e.g. 2027")
      .min(2000, "must be a year, e.g. 2027")
      .max(2100, "must be a year, e.g. 2027")
      .meta({
        title: "Tax year",
        description:
          "The tax year the value applies to, or the year it was last confirmed for when the law does not change it each year.",
      }),
    source: httpsUrl()
      .refine(isOfficialSource, {
        message: `must be an official page: ${officialSourceDomains.join(", ")}`,
      })
      .meta({
        title: "Official source",
        description:
          "The IRS, SSA, FTB, EDD, CDTFA, DIR or Secretary of State page (or the law) that states the value.",
      }),
    note: optionalValue(text()).meta({
      title: "Note",
      description: "What the figure is, for the person who updates it. Not shown on the site.",
    }),
  })
  .superRefine((figure, context) => {
    const range = plausibleRanges[figure.id];
    const outside = range && (figure.value < range.min || figure.value > range.max);
    const percentOver = figure.unit === "percent" && figure.value > 100;
    if (outside) {
      context.addIssue({
        code: "custom",
        path: ["value"],
        message: `is far from any value this figure has had; write it ${range.hint}`,
      });
    } else if (percentOver) {
      context.addIssue({
        code: "custom",
        path: ["value"],
        message: "a rate is at most 100 (percent, without the % sign)",
      });
    }
  });

export const taxFiguresSchema = z.strictObject({
  figures: z
    .array(taxFigureSchema)
    .superRefine((figures, context) => {
      const count = new Map<string, number>();
      for (const figure of figures) count.set(figure.id, (count.get(figure.id) ?? 0) + 1);
      for (const id of taxFigureIds) {
        if (!count.has(id)) context.addIssue({ code: "custom", message: `${id} is missing` });
        else if ((count.get(id) ?? 0) > 1)
          context.addIssue({ code: "custom", message: `${id} is listed more than once` });
      }
    })
    .meta({ title: "Figures", description: "Each January: check every source, update the values and their tax year." }),
});

export type TaxFigure = z.output<typeof taxFigureSchema>;
