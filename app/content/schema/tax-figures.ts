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

const taxFigureSchema = z.strictObject({
  id: z.enum(taxFigureIds, { error: "is not one of the figures the pages use" }).meta({
    title: "Figure",
    description: "Which figure this is. Fixed: the pages refer to it by this name.",
  }),
  value: z.number({ error: "must be a number, without $ or % signs" }).positive("must be more than zero").meta({
    title: "Value",
    description: "Dollars without the $ sign (184500), a rate without the % sign (6.2), a count or a year.",
  }),
  unit: z.enum(figureUnits, { error: "must be usd, usdCents, percent, count or year" }).meta({
    title: "Written as",
    description:
      "usd: $184,500. usdCents: dollars and cents, $16.90 or $0.725. percent: 6.2%. count: a number of days, weeks, months, years or people. year: 2028.",
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
      description: "The IRS, SSA, FTB, EDD, CDTFA, DIR or Secretary of State page (or the law) that states the value.",
    }),
  note: optionalValue(text()).meta({
    title: "Note",
    description: "What the figure is, for the person who updates it. Not shown on the site.",
  }),
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
