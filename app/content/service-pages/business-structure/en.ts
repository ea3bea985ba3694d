import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, percent, usd } from "#app/content/tax-figures.ts";

/** The page in English: its words only; its icons are in structure.ts. */
export const en = {
  title: "Business Structure Selection",
  subheading: "Pick the right entity from the start",
  description:
    "Sole proprietorship, partnership, LLC, S corporation or C corporation: each one shields your personal assets differently and is taxed differently by the IRS and California. NAIS compares them with your real numbers and plans, so you choose a structure for sound reasons rather than because a friend or a video picked it for you.",
  metaDescription:
    "Sole proprietorship, LLC, partnership, S corp or C corp? NAIS compares liability, self-employment tax and California franchise tax for your business.",
  features: [
    {
      title: "Liability side by side",
      description:
        "We explain how far each structure separates your home, savings and vehicles from business debts and claims, and which habits, such as a separate bank account, keep that separation intact.",
    },
    {
      title: "Tax projection for each option",
      description: `Using your expected profit, we estimate federal and California tax under each structure, including the ${percent(f.selfEmploymentTaxRate)} self-employment tax and the ${usd(f.californiaMinimumFranchiseTax)} California minimum franchise tax.`,
    },
    {
      title: "S corporation analysis",
      description:
        "We test whether an S corporation election would really lower your self-employment tax once a reasonable owner salary, payroll costs and the extra returns are counted, instead of assuming it always pays.",
    },
    {
      title: "Planning for co-owners",
      description:
        "When two or more people own the business, we review how profit, losses and decisions will be shared, and which structure and filings, such as a Form 1065 partnership return, that arrangement brings.",
    },
    {
      title: "Changing an existing structure",
      description:
        "Already operating as a sole proprietor or LLC? We look at converting, or electing a different tax treatment, and at what each route means for your EIN, bank accounts and filings.",
    },
    {
      title: "Thinking ahead to growth or sale",
      description:
        "If you plan to bring in investors, add owners or sell the business someday, we weigh which structures make that easier before you register, when changing course is still cheap.",
    },
  ],
  clients: [
    {
      type: "Freelancers and independent contractors",
      description:
        "People who receive 1099-NEC forms and want to know whether an LLC or S corporation would change their tax bill or only add paperwork.",
    },
    {
      type: "Spouses in business together",
      description:
        "Married couples who own a business jointly have specific options for how it is owned and reported, and the right one depends on their situation.",
    },
    {
      type: "Sole proprietors whose profit has grown",
      description:
        "Owners for whom self-employment tax and personal liability both weigh more than they did when the business was small.",
    },
    {
      type: "Contractors and trades",
      description:
        "Construction and trade businesses exposed to job-site risk, who want to understand what an LLC or corporation can and cannot protect.",
    },
    {
      type: "Partners and family businesses",
      description:
        "Relatives or friends going into business together, who need to think through how ownership, profit and decisions are divided before an attorney drafts their agreement.",
    },
    {
      type: "Founders expecting investors",
      description:
        "Owners who plan to sell shares or bring in outside money and need to know how C and S corporations differ for investors.",
    },
  ],
  process: [
    {
      title: "Discovery conversation",
      description:
        "We ask about your activity, expected income, owners, employees, risks and long-term plans, in English or Spanish, at no cost.",
    },
    {
      title: "Gather your numbers",
      description:
        "You share last year's tax return or a realistic profit estimate, so the comparison rests on your figures rather than rules of thumb.",
    },
    {
      title: "Compare the options",
      description:
        "We lay out liability, federal and California tax, payroll needs and yearly filings for every structure that fits your case.",
    },
    {
      title: "Review it together",
      description:
        "We walk through the comparison with you, answer questions and, where legal drafting is needed, coordinate with your attorney.",
    },
    {
      title: "Decide and file",
      description:
        "Once you choose, we move to formation or to the tax election, such as Form 2553 for S corporation status or Form 8832, and register the entity.",
    },
    {
      title: "Revisit as you grow",
      description:
        "A structure that fits in the first year may not fit later; we recheck it when your profit, ownership or plans change.",
    },
  ],
  faqs: [
    {
      question: "What is the real difference between an LLC and a sole proprietorship?",
      answer: `With one owner, both are normally taxed the same way, on Schedule C of your personal return. The difference is liability: a properly run LLC keeps business debts and claims separate from your personal assets, while a sole proprietor answers for everything personally. In California, the LLC also owes the FTB an ${usd(f.californiaMinimumFranchiseTax)} annual LLC tax every year, profit or not.`,
    },
    {
      question: "Will an S corporation save me money?",
      answer: [
        `Sometimes. As an S corporation owner you pay yourself a reasonable salary through payroll and take the remaining profit as distributions, which are not subject to the ${percent(f.selfEmploymentTaxRate)} self-employment tax. Against that saving you add payroll costs, a federal Form 1120-S, a California Form 100S and the ${usd(f.californiaMinimumFranchiseTax)} minimum franchise tax. Our `,
        { text: "tax strategy service", page: "service/tax-strategy" },
        " runs these numbers before you make the election.",
      ],
    },
    {
      question: "When does a C corporation make sense?",
      answer:
        "A C corporation pays its own tax on Form 1120, and shareholders are taxed again on the dividends they receive, so it rarely suits a small owner-operated business. It can fit companies that plan to keep profits in the business, raise money from investors, or have owners who cannot hold S corporation shares, such as nonresident aliens.",
    },
    {
      question: "What about a partnership?",
      answer:
        "A general partnership exists as soon as two people run a business together for profit, even without paperwork, and each partner can be personally liable for the partnership's debts. It files Form 1065 and gives every partner a Schedule K-1. Many co-owners prefer a multi-member LLC, which is taxed the same way by default but adds liability protection.",
    },
    {
      question: "Can I change my structure later?",
      answer: [
        "Yes, though some changes cost more than others. An LLC can elect S corporation tax treatment and keep its EIN, while moving from a sole proprietorship to an LLC or corporation usually means a new EIN, new bank accounts and new registrations. When you are ready, our ",
        { text: "corporation formation service", page: "service/corporation-formation" },
        " takes care of the filing.",
      ],
    },
    {
      question: "Does an LLC or corporation protect me from everything?",
      answer: [
        "No. It generally protects personal assets from the business's debts, but not from your own negligence, from loans you personally guarantee, or from unpaid payroll taxes withheld from employees, for which the IRS can hold responsible people personally liable (see our ",
        { text: "payroll tax problem resolution", page: "service/payroll-tax-problems" },
        "). Mixing personal and business money also weakens the protection. We are not attorneys, so for legal risk we recommend speaking with one as well.",
      ],
    },
  ],
} satisfies ServicePageCopy;
