import { representation } from "#app/content/representation.ts";
import type { ServicePageCopy } from "#app/content/service-pages/types.ts";

const rep = representation.en;

/** The page in English: its words only; its icons are in structure.ts. */
export const en = {
  title: "Tax Audit Defense",
  subheading: "IRS, FTB, EDD and CDTFA audits",
  description: `An audit letter from the IRS, the Franchise Tax Board, the EDD or the CDTFA comes with a deadline. NAIS organizes your records, answers the auditor's requests and defends the figures on your income tax returns, payroll reports or sales tax filings; before the IRS, ${rep.named}, represents you under Form 2848. Audit work is billed at a flat fee we quote after a free consultation, so the cost does not grow with every question the auditor asks.`,
  metaDescription:
    "Audit defense in Santa Maria for IRS, FTB, EDD and CDTFA audits: correspondence, office and field audits, flat-fee pricing, bilingual help. Free consultation.",
  features: [
    {
      title: "Correspondence audits",
      description:
        "When the IRS or the FTB questions a few items by letter, we prepare a complete, organized reply with the documents that support each item and send it before the date printed on the notice.",
    },
    {
      title: "Office audits",
      description: `For an interview at an IRS office, we prepare the file item by item and rehearse the likely questions with you, and ${rep.person} attends with you or in your place under a power of attorney.`,
    },
    {
      title: "Field audits at your business",
      description: `When an examiner visits your shop, restaurant or job site, we plan the visit and have the requested records ready, and ${rep.person} helps keep the discussion on the years and issues the auditor has raised.`,
    },
    {
      title: "EDD payroll tax audits",
      description:
        "EDD auditors test whether people paid as independent contractors should have been on payroll under California's ABC test. We reconcile your DE 9 and DE 9C reports with your books and document each working relationship.",
    },
    {
      title: "CDTFA sales and use tax audits",
      description:
        "CDTFA auditors compare reported sales with bank deposits, card processor statements and purchases. We rebuild the numbers, support exempt and nontaxable sales, and challenge estimates that do not fit how your business really runs.",
    },
    {
      title: "Flat-fee audit pricing",
      description:
        "Audit work is billed at a flat fee agreed before we begin, so you know the cost of the defense up front instead of watching hourly charges pile up with each new document request.",
    },
  ],
  clients: [
    {
      type: "Restaurant and food truck owners",
      description:
        "Cash-heavy businesses that a CDTFA auditor may test by comparing card sales, deposits and food purchases against the sales reported on returns.",
    },
    {
      type: "Contractors and construction trades",
      description:
        "Builders who pay helpers as independent contractors on Form 1099-NEC and now face EDD or IRS questions about how those workers should be classified.",
    },
    {
      type: "Farm labor contractors and growers",
      description:
        "Agricultural employers with seasonal crews whose wage reports to the EDD or payroll tax filings with the IRS are under review.",
    },
    {
      type: "Self-employed and gig workers",
      description:
        "Schedule C filers whose income, vehicle expenses or home office deduction is being questioned by letter or at an in-person interview.",
    },
    {
      type: "Families claiming tax credits",
      description:
        "Households asked to prove that the children claimed lived with them during the year or that dependents qualify for the credits on the return.",
    },
    {
      type: "Landlords and property owners",
      description:
        "Owners asked to support rental income, the line between repairs and improvements, and the depreciation reported on Schedule E.",
    },
  ],
  process: [
    {
      title: "Free consultation",
      description:
        "Bring the audit letter and its envelope. We identify the agency, the type of audit, the years and items under review, and your response deadline.",
    },
    {
      title: "Flat-fee engagement",
      description: `We quote one flat fee for the audit, state what it covers, and file the authorization the agency requires; for the IRS, a Form 2848 naming ${rep.person}.`,
    },
    {
      title: "Gathering records",
      description:
        "We list exactly what the auditor asked for and help you collect bank statements, receipts, invoices, payroll records and mileage logs.",
    },
    {
      title: "Reconstruction and review",
      description:
        "Where records are missing, we rebuild them from bank data, vendor statements and third-party records, and find the weak spots before the auditor does.",
    },
    {
      title: "Response and meetings",
      description: `We submit the organized response or attend the meeting (${rep.person}, for the IRS), answer follow-up requests, and keep a written log of every contact with the agency.`,
    },
    {
      title: "Findings and next steps",
      description:
        "We go over any proposed changes with you line by line, explain appeal options if you disagree, and help you arrange payment if tax is owed.",
    },
  ],
  faqs: [
    {
      question: "What is the difference between a correspondence, office and field audit?",
      answer:
        "A correspondence audit is handled entirely by mail and usually covers a few specific items. An office audit is an interview at an IRS office about a broader set of items. A field audit is the most thorough: an examiner visits your home, business or representative's office and may look at your books as a whole. California agencies also audit both by mail and in person.",
    },
    {
      question: "Do you defend state audits as well as IRS audits?",
      answer: [
        "Yes. Besides IRS examinations, we handle Franchise Tax Board income tax audits, EDD payroll tax audits and CDTFA sales and use tax audits. California must be told about federal audit changes, so an IRS adjustment often leads to a matching FTB adjustment, and we look at both together. If your audit is with the IRS only and you want someone to speak for you under a power of attorney, see our ",
        { text: "IRS audit representation", page: "service/irs-audit-representation" },
        " service.",
      ],
    },
    {
      question: "How much does audit defense cost?",
      answer:
        "Audit work is billed at a flat fee. At the free consultation we read your letter and gauge the scope of the audit, then quote one price and put in writing what it includes, so the cost does not rise each time the auditor sends another request.",
    },
    {
      question: "What should I bring to the first meeting?",
      answer:
        "The audit letter and any later notices, your returns for the years under review, bank and credit card statements for those years, and whatever receipts, invoices, payroll reports or logs you have. Missing records are common in audits; bring what you have and we will work from there.",
    },
    {
      question: "What happens if I ignore the audit letter?",
      answer: [
        "The auditor can close the exam and assess the proposed tax, penalties and interest without hearing your side. The balance then moves to collection, which can end in ",
        { text: "bank and wage levies", page: "service/irs-levies" },
        ". Answering late is still far better than not answering at all, so call us even if the deadline is close.",
      ],
    },
    {
      question: "Does an audit always mean I will owe more?",
      answer: [
        "No. Some audits close with no change, and some even end with a refund; others do produce a balance. The result depends on your records, and our job is to present them clearly and argue for only the tax they support. If you do end up owing, we can help you ",
        { text: "set up a payment plan", page: "service/irs-payment-plan" },
        ".",
      ],
    },
  ],
} satisfies ServicePageCopy;
