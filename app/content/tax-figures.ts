/**
 * Every figure the copy quotes that changes with the tax year, or that a law or an agency fixes,
 * once, with the tax year it applies to and the official page that states it.
 * The copy of both languages interpolates these values; it never types a figure of its own.
 *
 * Each January: check every source, update the values and their `taxYear`. `tax-figures.test.ts`
 * fails once a figure is older than the previous calendar year, so the update cannot be forgotten.
 * A figure the law does not index (the $800 minimum franchise tax, the FICA rates) still carries
 * the year it was last confirmed for.
 */

export interface TaxFigure {
  value: number;
  /** The tax year the value applies to, or was last confirmed for when the law does not index it. */
  taxYear: number;
  /** The official page (IRS, SSA, FTB, EDD, CDTFA, California Secretary of State) that states it. */
  source: string;
}

const irs2026Adjustments =
  "https://www.irs.gov/newsroom/irs-releases-tax-inflation-adjustments-for-tax-year-2026-including-amendments-from-the-one-big-beautiful-bill";
const irsFica = "https://www.irs.gov/taxtopics/tc751";
const irsSelfEmployment =
  "https://www.irs.gov/businesses/small-businesses-self-employed/self-employment-tax-social-security-and-medicare-taxes";
const irsAdditionalMedicare = "https://www.irs.gov/taxtopics/tc560";
const irsSimplePaymentPlans = "https://www.irs.gov/payments/simple-payment-plans-for-individual-taxpayers";
const irsBusinessStreamlined =
  "https://www.irs.gov/businesses/small-businesses-self-employed/streamlined-processing-of-installment-agreements";
const irsItin = "https://www.irs.gov/individuals/how-to-apply-for-an-itin";
const irsOfferInCompromise = "https://www.irs.gov/payments/offer-in-compromise";
const ecfrSafeguards = "https://www.ecfr.gov/current/title-16/chapter-I/subchapter-C/part-314/section-314.4";
const sosForms = "https://www.sos.ca.gov/business-programs/business-entities/forms";

export const taxFigures = {
  // Federal income tax (Rev. Proc. 2025-32, IR-2025-103).
  standardDeductionSingle: { value: 16_100, taxYear: 2026, source: irs2026Adjustments },
  standardDeductionMarriedJoint: { value: 32_200, taxYear: 2026, source: irs2026Adjustments },
  standardDeductionHeadOfHousehold: { value: 24_150, taxYear: 2026, source: irs2026Adjustments },
  /** Quarterly estimated payments are expected when this much or more will be owed at filing. */
  estimatedTaxThreshold: {
    value: 1_000,
    taxYear: 2026,
    source: "https://www.irs.gov/businesses/small-businesses-self-employed/estimated-taxes",
  },
  /** The same for a C corporation (Form 1120-W). */
  corporateEstimatedTaxThreshold: {
    value: 500,
    taxYear: 2026,
    source: "https://www.irs.gov/businesses/small-businesses-self-employed/estimated-taxes",
  },
  /**
   * The first tax year in which the Child Tax Credit needs a valid Social Security number for the
   * taxpayer (one spouse on a joint return) as well as the child: IRC §24(h)(7) as amended by
   * P.L. 119-21 §70104 (tax years beginning after December 31, 2024); the 2025 Schedule 8812 instructions.
   */
  childTaxCreditTaxpayerSsnSinceYear: {
    value: 2025,
    taxYear: 2026,
    source: "https://www.irs.gov/forms-pubs/about-schedule-8812-form-1040",
  },
  americanOpportunityCreditMax: {
    value: 2_500,
    taxYear: 2026,
    source: "https://www.irs.gov/credits-deductions/individuals/aotc",
  },
  lifetimeLearningCreditMax: {
    value: 2_000,
    taxYear: 2026,
    source: "https://www.irs.gov/credits-deductions/individuals/llc",
  },
  studentLoanInterestDeductionMax: { value: 2_500, taxYear: 2026, source: "https://www.irs.gov/taxtopics/tc456" },

  // Payroll and self-employment taxes.
  /** Employee share, matched by the employer, on wages up to the wage base. */
  socialSecurityRate: { value: 6.2, taxYear: 2026, source: irsFica },
  /** Employee share, matched by the employer, on all wages. */
  medicareRate: { value: 1.45, taxYear: 2026, source: irsFica },
  /** The most wages (and self-employment earnings) that Social Security tax applies to. */
  socialSecurityWageBase: { value: 184_500, taxYear: 2026, source: "https://www.ssa.gov/oact/cola/cbb.html" },
  /** 12.4 % Social Security plus 2.9 % Medicare: both halves, paid by the self-employed. */
  selfEmploymentTaxRate: { value: 15.3, taxYear: 2026, source: irsSelfEmployment },
  /** Self-employment tax applies to this share of net earnings from self-employment. */
  selfEmploymentEarningsShare: { value: 92.35, taxYear: 2026, source: irsSelfEmployment },
  additionalMedicareTaxRate: { value: 0.9, taxYear: 2026, source: irsAdditionalMedicare },
  /** Single, head of household; also the wages above which every employer must withhold it. */
  additionalMedicareThresholdSingle: { value: 200_000, taxYear: 2026, source: irsAdditionalMedicare },
  additionalMedicareThresholdMarriedJoint: { value: 250_000, taxYear: 2026, source: irsAdditionalMedicare },

  // IRS collection.
  /** Simple Payment Plan (since 2025): the most an individual may owe (tax, penalties, interest); it may run to the collection statute. */
  simplePaymentPlanMaxBalance: { value: 50_000, taxYear: 2026, source: irsSimplePaymentPlans },
  /** The year the IRS began offering the Simple Payment Plan. */
  simplePaymentPlanSinceYear: { value: 2025, taxYear: 2026, source: irsSimplePaymentPlans },
  /** Streamlined agreement for a business still operating (income tax only): the most it may owe. */
  businessStreamlinedMaxBalance: { value: 25_000, taxYear: 2026, source: irsBusinessStreamlined },
  /** Streamlined agreement for a business: the longest term, or the collection statute if sooner. */
  businessStreamlinedMaxMonths: { value: 72, taxYear: 2026, source: irsBusinessStreamlined },
  /** Years the IRS generally has to collect, from the date of assessment. */
  collectionStatuteYears: {
    value: 10,
    taxYear: 2026,
    source: "https://www.irs.gov/businesses/small-businesses-self-employed/time-irs-can-collect-tax",
  },
  /** Days within which the IRS must release a lien once the debt is paid in full. */
  lienReleaseDays: { value: 30, taxYear: 2026, source: "https://www.taxpayeradvocate.irs.gov/notices/lien-release" },
  /** Days a bank holds levied funds before sending them to the IRS. */
  bankLevyHoldDays: { value: 21, taxYear: 2026, source: "https://www.irs.gov/pub/irs-pdf/p594.pdf" },
  /** Years to claim the return of wrongfully levied property the IRS has sold (since 2017's TCJA). */
  wrongfulLevyClaimYears: {
    value: 2,
    taxYear: 2026,
    source: "https://www.irs.gov/newsroom/filing-a-wrongful-levy-claim",
  },

  /** Days to request a Collection Due Process hearing after a levy notice (Form 12153). */
  collectionDueProcessDays: {
    value: 30,
    taxYear: 2026,
    source: "https://www.irs.gov/compliance/appeals/collection-due-process-cdp",
  },
  /** Days to appeal a rejected offer in compromise (Form 13711), from the date of the rejection letter. */
  offerInCompromiseAppealDays: { value: 30, taxYear: 2026, source: irsOfferInCompromise },
  /** Years an accepted offer requires every return filed and every tax paid on time. */
  offerInCompromiseComplianceYears: { value: 5, taxYear: 2026, source: irsOfferInCompromise },
  /** Years from filing the return to claim a refund (or 2 years from paying the tax, if later). */
  refundClaimYears: {
    value: 3,
    taxYear: 2026,
    source: "https://www.irs.gov/filing/time-you-can-claim-a-credit-or-refund",
  },

  // Information returns and business records.
  /** Form 1099-NEC / 1099-MISC reporting threshold for payments made from 2026 (it was $600); indexed from 2027. */
  contractorReportingThreshold: {
    value: 2_000,
    taxYear: 2026,
    source: "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title26-section6041&num=0&edition=prelim",
  },
  /** Days to tell the IRS of a new responsible party on Form 8822-B. */
  responsiblePartyChangeDays: { value: 60, taxYear: 2026, source: "https://www.irs.gov/forms-pubs/about-form-8822-b" },

  // California Tax Preparation Act (Bus. & Prof. Code §22250 and following): CTEC registration.
  /** The Act, and with it CTEC registration, is repealed on January 1 of this year unless extended (§22259). */
  taxPreparationActRepealYear: {
    value: 2028,
    taxYear: 2026,
    source: "https://leginfo.legislature.ca.gov/faces/codes_displayText.xhtml?lawCode=BPC&division=8.&chapter=14.",
  },

  // FTC Safeguards Rule (16 CFR 314.4(j)), which covers tax preparers as financial institutions.
  /** A breach of unencrypted customer information of at least this many people must be reported to the FTC… */
  safeguardsBreachNoticePeople: { value: 500, taxYear: 2026, source: ecfrSafeguards },
  /** …no later than this many days after it is discovered. */
  safeguardsBreachNoticeDays: { value: 30, taxYear: 2026, source: ecfrSafeguards },

  // ITINs (Form W-7).
  itinProcessingWeeks: { value: 7, taxYear: 2026, source: irsItin },
  /** Mid-January through April, or an application sent from outside the United States. */
  itinPeakProcessingWeeksMin: { value: 9, taxYear: 2026, source: irsItin },
  itinPeakProcessingWeeksMax: { value: 11, taxYear: 2026, source: irsItin },

  // California.
  /** Minimum franchise tax of corporations; annual tax of LLCs, LPs and LLPs. */
  californiaMinimumFranchiseTax: {
    value: 800,
    taxYear: 2026,
    source: "https://www.ftb.ca.gov/file/business/types/corporations/index.html",
  },
  /** Secretary of State fee for an LLC's Articles of Organization (Form LLC-1). */
  californiaLlcFilingFee: { value: 70, taxYear: 2026, source: sosForms },
  /** Secretary of State fee for a stock corporation's Articles of Incorporation. */
  californiaCorporationFilingFee: { value: 100, taxYear: 2026, source: sosForms },
} satisfies Record<string, TaxFigure>;

export type TaxFigureId = keyof typeof taxFigures;

/** The employee's share of FICA (Social Security plus Medicare), matched by the employer. */
export const ficaEmployeeRate: number = round2(taxFigures.socialSecurityRate.value + taxFigures.medicareRate.value);

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const plain = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/**
 * "$16,100". The Spanish copy writes US dollars the same way (dollar sign, comma grouping), as the
 * IRS's and the FTB's Spanish pages do, so one helper serves both languages.
 */
export function usd(figure: TaxFigure | number): string {
  return dollars.format(typeof figure === "number" ? figure : figure.value);
}

/** "6.2%", "92.35%": the period as decimal mark in both languages, like the rest of the copy. */
export function percent(figure: TaxFigure | number): string {
  return `${plain.format(typeof figure === "number" ? figure : figure.value)}%`;
}

/** A count of days, weeks, months or years, as digits. */
export function num(figure: TaxFigure): string {
  return plain.format(figure.value);
}
