import { representation } from "#app/content/representation.ts";
import { taxFigures as f, num, usd } from "#app/content/tax-figures.ts";
import type { DirectoryCopy } from "./types.ts";

const rep = representation.en;

/** The directory's cards in English, by the ids of structure.ts (which gives their order, links and icons). */
export const en = {
  bookkeeping: {
    name: "Bookkeeping",
    description: "Monthly reconciliations and financial statements for businesses with 1 to 50 employees.",
  },
  "virtual-bookkeeping": {
    name: "Virtual Bookkeeping",
    description: "Your books kept remotely in QuickBooks Online, with documents shared through our secure portal.",
  },
  payroll: {
    name: "Payroll",
    description: "Paychecks, withholding, quarterly returns and W-2s for teams of 1 to 20 employees.",
  },
  "sales-taxes": {
    name: "Sales Tax",
    description: "California seller's permits, sales and use tax returns with the CDTFA, and records that hold up.",
  },
  "tax-preparation": {
    name: "Business Tax Preparation",
    description: "Returns for LLCs, partnerships and corporations, prepared early and filed on time.",
  },
  "self-employed-tax-returns": {
    name: "Self-Employed Tax Returns",
    description: "Schedule C returns, self-employment tax and quarterly estimates for contractors and gig workers.",
  },
  "corporation-tax": {
    name: "Corporation Tax",
    description: "C and S corporation returns, California franchise tax and year-round compliance.",
  },
  "personal-tax": {
    name: "Personal Tax",
    description: "Individual and family returns with every credit and deduction you qualify for.",
  },
  "tax-audit-defense": {
    name: "Tax Audit Defense",
    description: "Flat-fee defense in IRS and California audits, from the first letter to the final report.",
  },
  "irs-audit-representation": {
    name: "IRS Audit Representation",
    description: `${rep.named}, deals with the IRS for you under Form 2848, anywhere in the country.`,
  },
  "irs-payment-plan": {
    name: "IRS Payment Plans",
    description: `Simple Payment Plans for individuals who owe up to ${usd(f.simplePaymentPlanMaxBalance)}, business agreements of up to ${num(f.businessStreamlinedMaxMonths)} months, and other plans for larger debts.`,
  },
  "offer-in-compromise": {
    name: "Offer in Compromise",
    description: "Ask the IRS to settle a tax debt for less when you truly cannot pay it in full.",
  },
  "irs-scripts": {
    name: "IRS Scripts",
    description: "What to say when you call the IRS yourself, and when it is time to get a representative.",
  },
  "non-filed-tax-returns": {
    name: "Non-Filed Tax Returns",
    description:
      "Catch up on missing years: filing ends the failure-to-file penalty; interest and the late-payment penalty run until the tax is paid.",
  },
  "payroll-tax-problems": {
    name: "Payroll Tax Problems",
    description: "Unpaid Form 941 taxes, trust fund penalties and EDD notices, dealt with before they escalate.",
  },
  "taxes-owed": {
    name: "Taxes Owed",
    description: "A realistic plan for back taxes: penalty relief, payment plans or a settlement.",
  },
  "irs-liens": {
    name: "IRS Liens",
    description: "Release, withdrawal, subordination or discharge of a federal tax lien.",
  },
  "irs-levies": {
    name: "IRS Levies",
    description: `Fast action on bank and wage levies, while the ${num(f.bankLevyHoldDays)}-day bank hold still runs.`,
  },
  "certified-acceptance-agent": {
    name: "ITIN Certified Acceptance Agent",
    description:
      "Form W-7 applications and renewals with a Certifying Acceptance Agent, without mailing your original passport.",
  },
  "small-business": {
    name: "Small Business Services",
    description: "Bookkeeping, payroll and taxes in one monthly package for owners who want one trusted office.",
  },
  "new-business-formation": {
    name: "New Business Formation",
    description: "From the idea to the first invoice: registration, permits, EIN, bank account and books.",
  },
  "business-structure": {
    name: "Business Structure",
    description: "Sole proprietorship, LLC, S or C corporation: the liability and tax trade-offs, explained.",
  },
  "ein-application": {
    name: "EIN Application",
    description: "Your federal Employer Identification Number requested correctly, including for ITIN holders.",
  },
  "corporation-formation": {
    name: "Corporation Formation",
    description: "C or S corporation set up properly: articles, bylaws, shares, first minutes and state filings.",
  },
  "tax-strategy": {
    name: "Tax Strategy",
    description:
      "Year-round planning, so the decisions you make in June are made knowing what they mean for your taxes in April.",
  },
  "quickbooks-setup": {
    name: "QuickBooks Setup",
    description: "A company file built right in 2-4 business days, with 30 days of support afterwards.",
  },
  "quickbooks-tips": {
    name: "QuickBooks Tips",
    description: "Practical habits for bank feeds, reconciliations and reports that save hours every month.",
  },
  "quickbooks-courses": {
    name: "QuickBooks Courses",
    description: "Group courses and one-on-one training from certified QuickBooks ProAdvisors.",
  },
} satisfies DirectoryCopy;
