import { portal } from "#app/content/client-portal.ts";
import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, usd } from "#app/content/tax-figures.ts";

const pw = portal.en;

/** The page in English: its words only; its icons are in structure.ts. */
export const en = {
  title: "Business Tax Preparation",
  subheading: "Federal and California Business Returns",
  description:
    "We prepare federal and California returns for sole proprietors, partnerships, LLCs and corporations in Santa Maria and across the Central Coast. Your books are reconciled before anything is filed, every deduction is backed by a record, and the whole return is explained to you in English or Spanish.",
  metaDescription:
    "Business tax preparation in Santa Maria, CA: Schedule C, Form 1065, 1120-S and 1120 returns, California FTB filings and estimated taxes. Free consultation.",
  features: [
    {
      title: "Schedule C for Sole Proprietors",
      description:
        "For self-employed owners, contractors and gig workers we prepare Schedule C with your Form 1040, the Schedule SE for self-employment tax and the matching California return.",
    },
    {
      title: "Partnership and LLC Returns",
      description:
        "Multi-member LLCs and partnerships file Form 1065 and give each partner a Schedule K-1; we prepare both, plus the California Form 565 or Form 568 that goes with them.",
    },
    {
      title: "S and C Corporation Returns",
      description:
        "We prepare Form 1120-S for S corporations and Form 1120 for C corporations, together with California Form 100S or Form 100 and shareholder K-1s where required.",
    },
    {
      title: "Books Reviewed Before Filing",
      description:
        "Before a single number goes on a return, we reconcile bank and credit card accounts, separate personal spending and check that payroll and 1099 totals agree with your books.",
    },
    {
      title: "Estimated Tax Planning",
      description: `If you expect to owe ${usd(f.estimatedTaxThreshold)} or more when you file (a corporation: ${usd(f.corporateEstimatedTaxThreshold)}), the IRS expects quarterly estimated payments; we calculate them and put each amount and due date on your calendar.`,
    },
    {
      title: "Explained in English or Spanish",
      description:
        "You sit down with a preparer who walks you through your business return line by line in the language you prefer, so you know what you are signing and why.",
    },
  ],
  clients: [
    {
      type: "Sole Proprietors and Contractors",
      description:
        "Electricians, landscapers, truckers and other independent workers who report business income on Schedule C and need every legitimate expense counted.",
    },
    {
      type: "Restaurants and Retail Shops",
      description:
        "Owners juggling cash sales, sales tax and employees, whose income tax return has to agree with what they already reported to the CDTFA and the EDD.",
    },
    {
      type: "Growers and Agricultural Businesses",
      description:
        "Farmers who report on Schedule F, farm labor contractors and ag service companies in the Santa Maria Valley with seasonal crews and equipment purchases.",
    },
    {
      type: "Partnerships and Multi-Member LLCs",
      description:
        "Business partners who need Form 1065 filed on time and their K-1s in hand early enough to file their own personal returns without scrambling.",
    },
    {
      type: "S Corporation Owners",
      description:
        "Shareholder-employees who pay themselves a reasonable salary and must keep the corporation's March 15 deadline separate from their personal one.",
    },
    {
      type: "Businesses Behind on Filing",
      description:
        "Owners who missed one or more business returns and want them prepared and filed before penalties and interest keep adding up.",
    },
  ],
  process: [
    {
      title: "Free Consultation",
      description:
        "We learn how your business is organized, which returns it files and whether any IRS or FTB notices are waiting for an answer, then quote a flat fee.",
    },
    {
      title: "Checklist for Your Entity",
      description:
        "You receive a document list made for your type of business: bank statements, 1099s received and issued, payroll reports, loan statements and asset purchases.",
    },
    {
      title: "Secure Upload or Drop-Off",
      description: `Send your documents through our client portal${pw.withEncryption ? `, protected${pw.withEncryption},` : ""} or bring them to our Santa Maria office in person.`,
    },
    {
      title: "Bookkeeping Review",
      description:
        "We reconcile your accounts, untangle mixed personal and business transactions and ask our questions before the return is prepared, not after.",
    },
    {
      title: "Review and Signature",
      description:
        "We go over the finished return with you, explain what you owe or will get back, and you sign the e-file authorization only when you are satisfied.",
    },
    {
      title: "E-File and Next Year's Plan",
      description:
        "We file electronically, confirm the return was accepted and schedule your estimated payments so next year starts organized instead of rushed.",
    },
  ],
  faqs: [
    {
      question: "When are business tax returns due?",
      answer:
        "For calendar-year businesses, partnerships (Form 1065) and S corporations (Form 1120-S) are due March 15. C corporations (Form 1120) and sole proprietors filing Schedule C with their Form 1040 are due April 15. When a due date falls on a weekend or legal holiday, it moves to the next business day.",
    },
    {
      question: "When should I start getting ready?",
      answer:
        "Start gathering records in February or March. Beginning early leaves time to fix bookkeeping gaps, request missing 1099s and, if you run a partnership or an S corporation, meet the March 15 deadline without an extension.",
    },
    {
      question: "Do I need to make estimated tax payments?",
      answer: `Generally yes, if you expect to owe ${usd(f.estimatedTaxThreshold)} or more in federal tax when you file. Sole proprietors, partners and S corporation shareholders often fall into this group because nobody withholds tax from their business income. We calculate the quarterly amounts and remind you before each payment.`,
    },
    {
      question: "What if I can't file by the deadline?",
      answer: [
        "We can request an extension, but an extension gives you more time to file, not more time to pay: interest and penalties run on tax paid late. If you already owe for earlier years, a ",
        { text: "payment plan with the IRS", page: "service/irs-payment-plan" },
        " can keep the balance from turning into collection action.",
      ],
    },
    {
      question: "How long should I keep my business records?",
      answer:
        "Keep your returns and the records behind them (receipts, bank statements, payroll reports, mileage logs and invoices) for 7 years. For equipment, vehicles or property, keep the purchase records for as long as you own the asset and for 7 years after the return that reports its sale.",
    },
    {
      question: "How much does business tax preparation cost?",
      answer: [
        "We quote a flat fee after a free consultation, once we know your entity type, the condition of your books and how many federal and state returns you need. If your records need work first, our ",
        { text: "bookkeeping service", page: "service/bookkeeping" },
        " can bring them up to date before the filing deadline.",
      ],
    },
  ],
} satisfies ServicePageCopy;
