import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, percent, usd } from "#app/content/tax-figures.ts";

/** The page in English: its words only; its icons are in structure.ts. */
export const en = {
  title: "Tax Strategy Services",
  subheading: "Year-Round Planning for Business Owners",
  description:
    "Most of your tax bill is decided months before the return is filed: how the business is structured, when you buy equipment, how much you put toward retirement and how you pay yourself. NAIS meets with you during the year, runs the numbers on each option and puts the plan in writing.",
  metaDescription:
    "Year-round tax strategy for Santa Maria business owners: entity choice, S corporation salary, retirement contributions and timing of income and expenses.",
  features: [
    {
      title: "Entity Choice Analysis",
      description: `We compare sole proprietorship, LLC, S corporation and C corporation treatment with your real numbers, including California's ${usd(f.californiaMinimumFranchiseTax)} minimum franchise tax.`,
    },
    {
      title: "Retirement Contribution Planning",
      description:
        "A SEP-IRA, Solo 401(k) or SIMPLE IRA lets you deduct contributions while you save; we help you choose the plan and size contributions to your cash flow.",
    },
    {
      title: "Timing of Income and Expenses",
      description:
        "Buying equipment, paying bills or sending invoices before or after year-end can move income from one tax year to the next; we model the effect before you act.",
    },
    {
      title: "Owner Pay and Self-Employment Tax",
      description: `Sole proprietors pay self-employment tax of ${percent(f.selfEmploymentTaxRate)} for Social Security and Medicare, on ${percent(f.selfEmploymentEarningsShare)} of their net earnings, and its Social Security part (${percent(2 * f.socialSecurityRate.value)}) stops at the ${f.socialSecurityWageBase.taxYear} wage base of ${usd(f.socialSecurityWageBase)}; we show whether an S corporation salary plus distributions would change that for you.`,
    },
    {
      title: "Midyear Tax Projections",
      description:
        "We project your federal and California tax from year-to-date books, so your estimated payments match reality and April brings no surprises.",
    },
    {
      title: "Vehicles, Home Office and Equipment",
      description:
        "We set up mileage logs, home office measurements and depreciation choices such as Section 179, noting where California's rules differ, so every deduction is documented.",
    },
  ],
  clients: [
    {
      type: "Profitable Sole Proprietors",
      description:
        "Owners whose Schedule C profit has grown to the point where a different structure or a retirement plan may reduce what they owe.",
    },
    {
      type: "S Corporation Owners",
      description:
        "Shareholder-employees who want their salary, distributions and estimated payments set deliberately each year instead of out of habit.",
    },
    {
      type: "Owners Planning Big Purchases",
      description:
        "Contractors, growers and truckers weighing a major equipment or vehicle purchase who want to know in which year the deduction helps most.",
    },
    {
      type: "Families With a Business",
      description:
        "Households where the family business, the children's education and retirement savings all compete for the same dollars.",
    },
    {
      type: "Rental Property Owners",
      description:
        "Landlords weighing depreciation, repairs versus improvements and the tax consequences of selling or refinancing a property.",
    },
    {
      type: "Owners Planning an Exit",
      description:
        "People getting ready to sell, close or hand down a business who want to understand the tax cost before they sign anything.",
    },
  ],
  process: [
    {
      title: "Discovery Meeting",
      description:
        "We review your recent returns, this year's books, your goals and the decisions ahead, such as hiring, buying property or stepping back from the business.",
    },
    {
      title: "Baseline Projection",
      description:
        "We estimate this year's federal and California tax as things stand today, so every option is measured against a real starting point.",
    },
    {
      title: "Options Modeled",
      description:
        "We run the numbers on each strategy that fits you: a change of entity, a retirement plan, the timing of a purchase or a different owner salary.",
    },
    {
      title: "Written Plan",
      description:
        "You receive a plain-language plan, in English or Spanish, listing each recommended step, who takes care of it and the date it must be done by.",
    },
    {
      title: "Putting It in Place",
      description:
        "We coordinate the pieces: an S election on Form 2553, payroll setup, retirement plan paperwork or new estimated payment amounts.",
    },
    {
      title: "Year-End Check-In",
      description:
        "Before the year closes we update the projection and make final adjustments, and the plan carries straight into your tax return.",
    },
  ],
  faqs: [
    {
      question: "How is tax strategy different from tax preparation?",
      answer: [
        "Preparation reports what already happened; strategy shapes what happens next. Once the year is over, many of the choices that affect it are locked in, which is why planning takes place during the year. When it is time to file, our ",
        { text: "business tax preparation", page: "service/tax-preparation" },
        " service carries the plan onto your return.",
      ],
    },
    {
      question: "When does it make sense to become an S corporation?",
      answer: [
        `There is no universal profit level. We compare the self-employment tax you pay now with the cost of a reasonable salary, payroll, an extra return and California's ${usd(f.californiaMinimumFranchiseTax)} minimum franchise tax. If the numbers work, we help you `,
        { text: "choose the right business structure", page: "service/business-structure" },
        " and file the election.",
      ],
    },
    {
      question: "Which retirement plan fits a small business?",
      answer:
        "Self-employed owners often look at a SEP-IRA or a Solo 401(k); businesses with employees may consider a SIMPLE IRA or a 401(k) plan. Contribution limits change every year and depend on your earnings, so we calculate your own limit rather than quote a general one.",
    },
    {
      question: "Does California follow the same rules as the IRS?",
      answer:
        "Not always. California does not allow the federal qualified business income deduction, does not let you deduct health savings account contributions, and handles some depreciation differently. We plan for both returns, so a federal saving does not turn into a state surprise.",
    },
    {
      question: "Can you tell me in advance how much I will save?",
      answer:
        "No honest adviser can promise a number. Results depend on your income, your decisions and tax rules that change. What you get from us is a clear projection of each option, the assumptions behind it and a plan you can follow.",
    },
    {
      question: "What does tax strategy cost?",
      answer: [
        "We quote a flat fee after a free consultation, based on how many entities and returns are involved and how often you want to meet during the year. Planning works best alongside ",
        { text: "monthly bookkeeping", page: "service/bookkeeping" },
        ", so every projection runs on current numbers.",
      ],
    },
  ],
} satisfies ServicePageCopy;
