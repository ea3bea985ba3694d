import { portal, portalLink } from "#app/content/client-portal.ts";
import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, usd } from "#app/content/tax-figures.ts";

const pw = portal.en;

/** The page in English: its words only; its icons are in structure.ts. */
export const en = {
  title: "Bookkeeping Services",
  subheading: "Monthly books for growing businesses",
  description:
    "NAIS keeps the books for Santa Maria and Central Coast businesses with 1 to 50 employees: every bank and credit card account reconciled, income and expenses categorized, and monthly statements you can actually read. Our QuickBooks ProAdvisor certified team works in English or Spanish, so you always know where your money went and what you can afford next.",
  metaDescription:
    "Bookkeeping for Santa Maria businesses with 1-50 employees: monthly reconciliations, financial statements and QuickBooks support in English or Spanish.",
  features: [
    {
      title: "Monthly bank and card reconciliation",
      description:
        "Every checking, savings, credit card and loan account is matched to its statement each month, so missing deposits, duplicate charges and bank errors surface while they are still easy to fix.",
    },
    {
      title: "Financial statements you can use",
      description:
        "Each month you receive a profit and loss statement and a balance sheet, with a short plain-language note on what changed and what deserves a closer look.",
    },
    {
      title: "Accounts payable and receivable",
      description:
        "We track what customers owe you and what you owe suppliers, flag invoices that are past due, and keep vendor bills organized so nothing is paid twice or forgotten.",
    },
    {
      title: "1099-NEC preparation",
      description: `Payments to independent contractors are tracked all year and W-9s requested up front, so a 1099-NEC is ready for everyone paid ${usd(f.contractorReportingThreshold)} or more in ${f.contractorReportingThreshold.taxYear}, without a January scramble.`,
    },
    {
      title: "Catch-up and cleanup bookkeeping",
      description:
        "Months or years behind? We rebuild your records from bank statements, receipts and invoices, correct miscategorized entries, and bring the file current before tax season.",
    },
    {
      title: "QuickBooks ProAdvisor expertise",
      description:
        "Your books live in QuickBooks with a chart of accounts that fits your trade, kept by a certified ProAdvisor who can also show your staff how to enter sales and bills correctly.",
    },
  ],
  clients: [
    {
      type: "Restaurants and food trucks",
      description:
        "Daily sales, card processor deposits, tips and food-cost invoices add up fast; we reconcile them so your margins are visible every month.",
    },
    {
      type: "Contractors and trades",
      description:
        "Job costs, materials, subcontractor payments and progress billing tracked by project, so you can see which jobs actually made money.",
    },
    {
      type: "Retail shops and boutiques",
      description:
        "Inventory purchases, point-of-sale deposits and the sales tax you collect recorded accurately and ready for your sales tax return.",
    },
    {
      type: "Agricultural businesses",
      description:
        "Growers, labor contractors and ag service companies with seasonal revenue and heavy expense cycles who need clean books for lenders and tax time.",
    },
    {
      type: "Service and professional offices",
      description:
        "Clinics, salons, insurance and real estate offices that need receivables followed up and business expenses kept apart from personal spending.",
    },
    {
      type: "Growing companies up to 50 employees",
      description:
        "Businesses that have outgrown a shoebox of receipts or a spreadsheet and need reliable monthly statements for a bank, an investor or a partner.",
    },
  ],
  process: [
    {
      title: "Free consultation",
      description:
        "We talk through your business, how many accounts you use, how far behind the books are and which reports you need, then quote a flat monthly fee.",
    },
    {
      title: "Secure document collection",
      description:
        "You upload bank and card statements, last year's tax return and any existing QuickBooks file through our encrypted client portal.",
    },
    {
      title: "Setup or cleanup",
      description:
        "We build or repair your chart of accounts, connect bank feeds, and bring any past-due months up to date before regular monthly service begins.",
    },
    {
      title: "Monthly bookkeeping",
      description:
        "Each month we categorize transactions, reconcile every account and ask you about anything unclear, in English or Spanish.",
    },
    {
      title: "Reports and review",
      description:
        "You receive your profit and loss statement and balance sheet, and we walk you through the numbers by phone or in person whenever you want.",
    },
    {
      title: "Year-end package",
      description:
        "At year end we close the books and deliver the reports and contractor totals your tax preparer needs, or pass them straight to our own tax team.",
    },
  ],
  faqs: [
    {
      question: "What does bookkeeping cost?",
      answer: [
        "We charge a flat monthly fee rather than billing by the hour. It depends on how many bank and card accounts you have, your monthly transaction volume and whether catch-up work is needed, so we quote it after a free consultation. You can also combine bookkeeping with payroll and tax filing in a ",
        { text: "monthly small-business package", page: "service/small-business" },
        ".",
      ],
    },
    {
      question: "What do I need to give you each month?",
      answer:
        "Your bank and card statements (or read-only bank feeds), receipts and invoices for the month, and a quick answer when we ask what an unusual transaction was for. Everything can be uploaded through the client portal or dropped off at our Santa Maria office.",
    },
    {
      question: "My books are a year behind. Can you still help?",
      answer:
        "Yes. Catch-up bookkeeping is a regular part of our work: we rebuild the missing months from your bank statements first, then fill in detail from receipts and invoices. Waiting only makes it harder, because unreconciled accounts hide errors and your tax return cannot be prepared accurately without them.",
    },
    {
      question: "Do I have to use QuickBooks?",
      answer: [
        "QuickBooks Online is what we recommend and support best, since our team is ProAdvisor certified. If you work in another program or in spreadsheets, we can move your history into QuickBooks; our ",
        { text: "QuickBooks setup service", page: "service/quickbooks-setup" },
        " explains how the move works.",
      ],
    },
    {
      question: "Is my financial information safe with you?",
      answer: [
        "Documents travel through our ",
        portalLink("secure client portal"),
        `${pw.withEncryption}, not as ordinary email attachments. We ask for read-only access to bank feeds, which lets us see transactions but never move money.`,
      ],
    },
    {
      question: "Will you also prepare my business taxes?",
      answer: [
        "Bookkeeping and tax preparation are separate services, but they work best together. When our team keeps your books, your year-end numbers go directly to ",
        { text: "business tax preparation", page: "service/tax-preparation" },
        ", and questions get answered before the filing deadline instead of after it.",
      ],
    },
  ],
} satisfies ServicePageCopy;
