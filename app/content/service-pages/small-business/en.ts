import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, percent, usd } from "#app/content/tax-figures.ts";
import { siteConfig } from "#app/lib/site-config.ts";

const price = siteConfig.prices;

/** The page in English: its words only; its icons are in structure.ts. */
export const en = {
  title: "Small Business Financial Services",
  subheading: "One team for your whole business",
  description:
    "NAIS brings bookkeeping, payroll, sales tax, quarterly estimates and year-end taxes together for Santa Maria's small businesses in one monthly package, handled by one team that knows your numbers. Instead of juggling a bookkeeper, a payroll company and a tax preparer, you have a single point of contact who speaks English and Spanish.",
  metaDescription: `Small-business packages in Santa Maria from ${usd(price.smallBusinessMonthly.from)}-${usd(price.smallBusinessMonthly.to)} a month: bookkeeping, payroll, sales tax and tax planning from one bilingual team that knows your books.`,
  features: [
    {
      title: "All-in-one monthly packages",
      description: `Monthly small-business packages run ${usd(price.smallBusinessMonthly.from)}-${usd(price.smallBusinessMonthly.to)} and combine only the bookkeeping, payroll and filings you actually need, at a flat fee agreed after a free consultation.`,
    },
    {
      title: "Quarterly estimated taxes",
      description: `We calculate your estimated payments from actual year-to-date profit, including the ${percent(f.selfEmploymentTaxRate)} self-employment tax, so April does not bring a bill you never saw coming.`,
    },
    {
      title: "Cash flow and profit reviews",
      description:
        "Regular reviews show which products, services or jobs make money, when cash will run tight, and whether you can afford to hire or buy equipment.",
    },
    {
      title: "Structure and owner-pay guidance",
      description:
        "As you grow, we look at whether a different business structure or paying yourself a salary makes sense, and explain the trade-offs in plain language.",
    },
    {
      title: "Year-round compliance calendar",
      description:
        "Sales tax returns, payroll filings, 1099s, your California Statement of Information and income tax deadlines are tracked for you, with a reminder before each one is due.",
    },
    {
      title: "Bilingual, local support",
      description:
        "Talk with us in English or Spanish, by phone, by video or in person at our Santa Maria offices, and get explanations your partners and family can follow too.",
    },
  ],
  clients: [
    {
      type: "Sole proprietors and freelancers",
      description:
        "Independent contractors, drivers, house cleaners and consultants filing Schedule C who need to set money aside for self-employment tax.",
    },
    {
      type: "Family-run businesses",
      description:
        "Restaurants, markets and shops where spouses, parents and children all pitch in, and business money has to stay separate from household money.",
    },
    {
      type: "Construction and trades",
      description:
        "Contractors with crews, equipment and subcontractors who want job profitability, payroll and 1099s managed in one place.",
    },
    {
      type: "Agricultural service businesses",
      description:
        "Farm labor contractors, equipment operators and ag suppliers with seasonal cash flow and payroll that swings with the harvest.",
    },
    {
      type: "Newly formed LLCs and corporations",
      description:
        "Owners in their first years who need the books, payroll and state filings started correctly from the very beginning.",
    },
    {
      type: "Businesses ready to grow",
      description:
        "Companies adding employees or a second location that need someone watching cash, payroll costs and taxes together.",
    },
  ],
  process: [
    {
      title: "Free consultation",
      description:
        "We learn how your business earns and spends money, which filings you handle today, and where you feel you have fallen behind.",
    },
    {
      title: "Package proposal",
      description:
        "You receive a written proposal that lists exactly which services are included and the flat monthly fee, before any work begins.",
    },
    {
      title: "Onboarding and catch-up",
      description:
        "We gather prior tax returns, bank access, payroll records and permits, and bring any past-due bookkeeping or filings up to date.",
    },
    {
      title: "Monthly work",
      description:
        "Your books are reconciled, payroll is run and sales tax is filed on schedule, all by the same team that will prepare your taxes.",
    },
    {
      title: "Quarterly check-in",
      description:
        "Every quarter we review profit, estimated taxes and cash flow with you and adjust the plan before the next payment is due.",
    },
    {
      title: "Year-end and tax filing",
      description:
        "We close the year, issue W-2s and 1099s, and prepare your business return from numbers we have already checked month by month.",
    },
  ],
  faqs: [
    {
      question: "How much do your small-business packages cost?",
      answer: `Monthly small-business packages run ${usd(price.smallBusinessMonthly.from)}-${usd(price.smallBusinessMonthly.to)}, depending on which services you include, your transaction volume and how many employees you pay. We set your exact flat fee after a free consultation, and it only changes if your needs do.`,
    },
    {
      question: "What is self-employment tax?",
      answer: `Sole proprietors and most partners pay self-employment tax of ${percent(f.selfEmploymentTaxRate)} to cover Social Security and Medicare, on top of income tax. It applies to ${percent(f.selfEmploymentEarningsShare)} of their net earnings from self-employment, and its Social Security part (${percent(2 * f.socialSecurityRate.value)}) stops at the ${f.socialSecurityWageBase.taxYear} wage base of ${usd(f.socialSecurityWageBase)}; the Medicare part has no cap. No employer withholds it for you, which is why we plan quarterly estimated payments with you.`,
    },
    {
      question: "Should my business be an LLC or an S corporation?",
      answer: [
        "It depends on your profit, how you pay yourself and your plans for the business. Our ",
        { text: "business structure", page: "service/business-structure" },
        " service compares the options using your real numbers, and our ",
        { text: "tax strategy", page: "service/tax-strategy" },
        " service looks at how you pay yourself once the structure is in place.",
      ],
    },
    {
      question: "Can I choose only some of the services?",
      answer:
        "Yes. Each package is built from what you need. Some owners start with bookkeeping and add payroll when they hire their first employee; others already have payroll covered and only need their books and taxes.",
    },
    {
      question: "What should I bring to our first small-business meeting?",
      answer:
        "Your last business and personal tax returns, recent bank and credit card statements, any payroll reports, your seller's permit if you have one, and recent letters from the IRS, FTB, EDD or CDTFA. If something is missing, bring what you have and we will help you request the rest.",
    },
    {
      question: "What if I have already fallen behind?",
      answer: [
        "Bring everything anyway. We catch up first on the filings that build penalties fastest, such as payroll deposits and sales tax, and then move on to the rest. If you already owe the IRS, our ",
        { text: "tax debt resolution", page: "service/taxes-owed" },
        " team can work on that at the same time.",
      ],
    },
  ],
} satisfies ServicePageCopy;
