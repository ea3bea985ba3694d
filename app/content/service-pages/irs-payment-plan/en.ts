import { representation } from "#app/content/representation.ts";
import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, num, usd } from "#app/content/tax-figures.ts";

const rep = representation.en;

/** The page in English: its words only; its icons are in structure.ts. */
export const en = {
  title: "IRS Payment Plan Services",
  subheading: "Installment agreements with the IRS",
  description: `If you owe the IRS more than you can pay at once, an installment agreement lets you pay over time, and the IRS generally will not levy while the plan is in good standing. NAIS works out a monthly amount you can keep paying and prepares the forms the IRS asks for, and ${rep.named}, requests the plan for you under Form 2848: simple cases usually in 1–2 weeks, complex ones in 30–60 days.`,
  metaDescription: `IRS payment plans: Simple Payment Plans for balances up to ${usd(f.simplePaymentPlanMaxBalance)}, plans for businesses, Forms 9465 and 433-F prepared, bilingual help. Free consultation.`,
  features: [
    {
      title: "A payment you can keep",
      description:
        "We build the monthly figure from your real income and living expenses, so the plan survives a slow month or a slow season instead of defaulting after a few payments.",
    },
    {
      title: "Form 9465 and financial statements",
      description:
        "We prepare Form 9465 and, when the IRS asks for one, the Form 433-F or Form 433-A collection information statement, with pay stubs and statements behind every number.",
    },
    {
      title: "Simple Payment Plans",
      description: `Since ${f.simplePaymentPlanSinceYear.value}, individuals who owe ${usd(f.simplePaymentPlanMaxBalance)} or less in tax, penalties and interest can get a Simple Payment Plan: no financial statement or lien determination, and payments until the collection statute ends, generally up to ${num(f.collectionStatuteYears)} years.`,
    },
    {
      title: "Partial payment agreements",
      description: `When your budget cannot cover the full balance before the ${num(f.collectionStatuteYears)}-year collection statute runs out, we evaluate a partial payment installment agreement and document why it fits your case.`,
    },
    {
      title: "California balances too",
      description:
        "If you also owe the Franchise Tax Board, we arrange a state installment agreement alongside the federal plan, so the two monthly payments fit in the same household budget.",
    },
    {
      title: "Keeping the plan in good standing",
      description:
        "We make sure you know the conditions: file every future return on time, pay new taxes in full, and call us before a payment is missed so the agreement is not defaulted.",
    },
  ],
  clients: [
    {
      type: "Self-employed people with a balance due",
      description:
        "Sole proprietors who owe for a year without estimated payments and need time to catch up without falling behind on the current year.",
    },
    {
      type: "Employees who were underwithheld",
      description:
        "Wage earners whose W-2 withholding fell short, often because of a second job or side income, leaving a balance they cannot pay at filing time.",
    },
    {
      type: "Employers behind on payroll taxes",
      description:
        "Businesses with unpaid Form 941 balances that need a business installment agreement while they keep current payroll deposits up to date.",
    },
    {
      type: "Retirees on a fixed income",
      description:
        "Taxpayers who owe on retirement account withdrawals and need a monthly payment sized to a pension or Social Security budget.",
    },
    {
      type: "Farmworkers and seasonal workers",
      description:
        "People whose income rises and falls with the harvest and need a monthly amount they can still pay during the off-season.",
    },
    {
      type: "Taxpayers receiving collection notices",
      description:
        "Anyone holding CP14, CP501 or CP503 notices who wants to act before the letters escalate to a notice of intent to levy.",
    },
  ],
  process: [
    {
      title: "Free consultation",
      description:
        "Bring your IRS notices and recent pay stubs or business figures; we confirm what you owe and whether a payment plan is the right tool.",
    },
    {
      title: "Transcripts and filing check",
      description:
        "We pull your IRS account transcripts and confirm every required return is filed, since the IRS will not approve a plan while returns are missing.",
    },
    {
      title: "Budget and financial statement",
      description:
        "We document your income and allowable living expenses and prepare Form 433-F or Form 433-A when the IRS requires a financial statement.",
    },
    {
      title: "Choosing the plan",
      description:
        "We compare the options, from paying the full balance over time to a partial payment agreement, and agree with you on the monthly amount.",
    },
    {
      title: "Submitting the request",
      description: `${rep.person} requests the plan online, by phone or with Form 9465 and follows up until the IRS confirms it: usually 1–2 weeks for simple cases, 30–60 days for complex ones.`,
    },
    {
      title: "Staying on track",
      description:
        "We recommend direct debit payments, check the plan at tax time, and act quickly if your income changes so the plan can be revised rather than defaulted.",
    },
  ],
  faqs: [
    {
      question: "How long does it take to set up an IRS payment plan?",
      answer:
        "A straightforward plan usually takes 1–2 weeks once we have your information. Cases that need a full financial statement, involve business payroll taxes or call for a partial payment agreement typically take 30–60 days.",
    },
    {
      question: "How low can the monthly payment be?",
      answer: `It depends on how much you owe and what your budget allows. On a Simple Payment Plan you choose the monthly amount, as long as it pays the balance before the collection statute runs out (generally ${num(f.collectionStatuteYears)} years from assessment); the longer the plan, the more interest and penalties you pay. A business still operating that owes up to ${usd(f.businessStreamlinedMaxBalance)} in income tax may get a streamlined agreement of up to ${num(f.businessStreamlinedMaxMonths)} months. Balances over ${usd(f.simplePaymentPlanMaxBalance)} need a different agreement, and often a financial statement and a closer look at your expenses, before the IRS agrees to an amount.`,
    },
    {
      question: "Do penalties and interest stop once I am on a plan?",
      answer:
        "No. Interest and the late-payment penalty keep adding up until the balance is paid, although for individuals who filed on time the penalty rate is reduced while an approved installment agreement is in effect. Paying more than the minimum whenever you can shortens the plan and lowers the total cost.",
    },
    {
      question: "What happens if I miss a payment?",
      answer: [
        "The IRS can default the agreement and restart collection, including ",
        { text: "levies on wages and bank accounts", page: "service/irs-levies" },
        ". If you know a payment will be late, call us first: it is often possible to revise or reinstate the plan, sometimes for a fee.",
      ],
    },
    {
      question: "Is there a limit on how long the IRS can collect?",
      answer: [
        `Generally the IRS has ${num(f.collectionStatuteYears)} years from the date a tax is assessed to collect it, and certain events, such as a pending offer or a bankruptcy, pause that clock. The collection statute matters when choosing a plan: if the full balance cannot be paid before it runs out, a partial payment agreement or an `,
        { text: "offer in compromise", page: "service/offer-in-compromise" },
        " may deserve a look.",
      ],
    },
    {
      question: "Can I set up a payment plan on my own?",
      answer: [
        "Yes. Many taxpayers can apply through the IRS Online Payment Agreement tool or by phone, and our ",
        { text: "IRS scripts", page: "service/irs-scripts" },
        ` service prepares you for that call. ${rep.person} steps in as your representative when the balance is larger, a financial statement is needed, payroll taxes are involved, or an earlier plan has already defaulted.`,
      ],
    },
  ],
} satisfies ServicePageCopy;
