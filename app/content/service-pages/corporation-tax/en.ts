import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, usd } from "#app/content/tax-figures.ts";

/** The page in English: its words only; its icons are in structure.ts. */
export const en = {
  title: "Corporation Tax Services",
  subheading: "C Corporation and S Corporation Returns",
  description:
    "A corporation carries obligations an individual never sees: Form 1120 or 1120-S, California's franchise tax, shareholder K-1s and the Statement of Information. NAIS prepares the federal and state returns, keeps your corporate calendar and explains each filing to your officers in English or Spanish.",
  metaDescription: `Corporation tax services in Santa Maria, CA: Form 1120 and 1120-S, California Form 100 and 100S, the ${usd(f.californiaMinimumFranchiseTax)} minimum franchise tax and shareholder K-1s.`,
  features: [
    {
      title: "C Corporation Returns (Form 1120)",
      description:
        "We prepare the federal Form 1120 and California Form 100, compute the tax the corporation itself owes and plan its estimated payments for the year ahead.",
    },
    {
      title: "S Corporation Returns (Form 1120-S)",
      description:
        "For S corporations we prepare Form 1120-S and California Form 100S and issue each shareholder the Schedule K-1 needed for their personal return.",
    },
    {
      title: "California Franchise Tax",
      description: `Corporations doing business in California generally owe at least the ${usd(f.californiaMinimumFranchiseTax)} minimum franchise tax to the FTB, even in a year with a loss; we make sure it is paid on time.`,
    },
    {
      title: "Officer Salary and Distributions",
      description:
        "We help S corporation owners set a reasonable salary for the work they do, run it through payroll, and keep distributions and shareholder loans properly documented.",
    },
    {
      title: "Balance Sheet That Ties Out",
      description:
        "Most corporate returns carry a balance sheet and a reconciliation of book income to taxable income; we tie both to your books so the numbers hold up if questioned.",
    },
    {
      title: "Corporate Compliance Calendar",
      description:
        "Return deadlines, estimated payments, the California Statement of Information and annual minutes are tracked on one calendar, with a reminder before each date.",
    },
  ],
  clients: [
    {
      type: "Family-Owned S Corporations",
      description:
        "Couples and relatives who run a shop, restaurant or service company as an S corporation and share ownership among family members.",
    },
    {
      type: "Growing C Corporations",
      description:
        "Companies that keep profits inside the business to pay for equipment, inventory or expansion and need the corporate tax computed precisely.",
    },
    {
      type: "Incorporated Contractors",
      description:
        "Construction and trade corporations with crews, job costing, heavy equipment and subcontractors whose 1099s must match the corporate books.",
    },
    {
      type: "Newly Incorporated Businesses",
      description:
        "Owners facing their first corporate return who need the opening balance sheet, the S election and the first California filing set up correctly.",
    },
    {
      type: "Owners Weighing Incorporation",
      description:
        "Sole proprietors who want to know whether a corporation or an S election would really lower their taxes before paying to form one.",
    },
    {
      type: "Corporations With Late Filings",
      description:
        "Companies that skipped a return or let their FTB status lapse and need their filings caught up and the corporation returned to good standing.",
    },
  ],
  process: [
    {
      title: "Corporate Review",
      description:
        "We read your articles of incorporation, any S election, prior returns and recent IRS or FTB letters to confirm exactly how the corporation is taxed.",
    },
    {
      title: "Year-End Close",
      description:
        "We reconcile every account, record depreciation and confirm that payroll, shareholder loans and distributions are posted where they belong.",
    },
    {
      title: "Officer Compensation Check",
      description:
        "For S corporations, we compare officer pay with the work performed and raise any concern before the return is prepared, not after a notice arrives.",
    },
    {
      title: "Federal and State Preparation",
      description:
        "We prepare the 1120 or 1120-S and the California Form 100 or 100S side by side, so both returns start from the same balance sheet.",
    },
    {
      title: "Review With Your Officers",
      description:
        "An officer of the corporation reviews the draft with us, asks questions and signs; shareholders receive their K-1s as soon as the return is final.",
    },
    {
      title: "Filing and Calendar Update",
      description:
        "We file electronically, schedule next year's estimated payments and franchise tax, and remind you when the Statement of Information comes due.",
    },
  ],
  faqs: [
    {
      question: "When is my corporation's tax return due?",
      answer:
        "For calendar-year corporations, Form 1120-S for an S corporation is due March 15 and Form 1120 for a C corporation is due April 15. Corporations on a fiscal year follow due dates tied to the end of their own tax year, and we track those for you.",
    },
    {
      question: "Does my corporation owe California tax if it lost money?",
      answer: `Generally yes. A corporation doing business in California owes at least the ${usd(f.californiaMinimumFranchiseTax)} minimum franchise tax to the FTB even when it shows a loss. S corporations also pay franchise tax on their California income, and we compute the correct amount for your return.`,
    },
    {
      question: "What is a reasonable salary for an S corporation owner?",
      answer: [
        "An owner who works in the business should receive wages through payroll that fit the work performed before taking distributions. There is no single number: we look at your role, your hours and what similar work pays, and document the reasoning. We can run that salary through our ",
        { text: "payroll service", page: "service/payroll" },
        " so withholding and payroll filings are handled every pay period.",
      ],
    },
    {
      question: "Should my business be an S corporation or a C corporation?",
      answer: [
        "It depends on how much profit you expect, whether you plan to keep earnings in the company and who the owners are, since S corporations limit who may hold shares. We walk through the trade-offs in a ",
        { text: "business structure consultation", page: "service/business-structure" },
        " before you elect or change anything.",
      ],
    },
    {
      question: "What records does my corporation need to keep?",
      answer:
        "Keep the returns and their supporting records (bank statements, payroll reports, invoices, receipts, loan agreements and board or shareholder minutes) for 7 years. Keep the articles, bylaws and stock records for as long as the corporation exists.",
    },
    {
      question: "How much do your corporation tax services cost?",
      answer:
        "We quote a flat fee after a free consultation, based on the number of returns, the condition of the books and how many shareholders receive K-1s. You know the fee before we begin, and it does not change because a question takes longer to answer.",
    },
  ],
} satisfies ServicePageCopy;
