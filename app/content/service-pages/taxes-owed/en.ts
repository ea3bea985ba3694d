import { representation } from "#app/content/representation.ts";
import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, num } from "#app/content/tax-figures.ts";

const rep = representation.en;

/** The page in English: its words only; its icons are in structure.ts. */
export const en = {
  title: "Tax Debt Resolution Services",
  subheading: "Real options for back taxes",
  description: `Owing the IRS or the California FTB more than you can pay today is stressful, but it is rarely hopeless. We check that the balance is right, ask for the removal of penalties you qualify to have taken off, and match you with the resolution your income supports, from a monthly payment plan to an offer in compromise. Before the IRS, ${rep.named}, represents you under Form 2848.`,
  metaDescription:
    "Owe back taxes to the IRS or California FTB? NAIS checks your balance, and our credentialed representative requests penalty relief and negotiates a plan.",
  features: [
    {
      title: "Balance verification",
      description:
        "We pull your IRS account transcripts year by year and confirm every assessment, payment and credit, so you do not pay more than you truly owe because of a misapplied payment.",
    },
    {
      title: "Penalty abatement requests",
      description:
        "We request first-time penalty abatement when your history qualifies, or relief for reasonable cause such as a serious illness, a disaster or a death in the family, with the documents to back it up.",
    },
    {
      title: "Installment agreements",
      description: `When paying over time makes sense, we prepare the financial figures and ${rep.person} requests a monthly plan the IRS can approve and that you can realistically keep paying.`,
    },
    {
      title: "Offer in compromise screening",
      description:
        "If your income and assets mean the full balance can never be collected, we calculate whether an offer on Form 656 is realistic before you spend time and fees on one.",
    },
    {
      title: "Currently Not Collectible status",
      description: `When any payment would leave you unable to cover rent, food and other basic living expenses, we document the hardship and ${rep.person} asks the IRS to pause collection on your account.`,
    },
    {
      title: "Collection statute review",
      description: `The IRS generally has ${num(f.collectionStatuteYears)} years from the date a tax is assessed to collect it. We find the expiration date for each year you owe, because it can change which option costs you least.`,
    },
  ],
  clients: [
    {
      type: "Self-employed people who skipped estimates",
      description:
        "Sole proprietors who had a good year, missed their quarterly estimated payments and were caught off guard by the balance in April.",
    },
    {
      type: "Employees with too little withheld",
      description: "Wage earners with a second job, side income or an outdated W-4 who now owe for more than one year.",
    },
    {
      type: "Retirees on a fixed income",
      description:
        "Retirees who owe tax on a retirement plan withdrawal or on Social Security benefits and have limited room in the monthly budget.",
    },
    {
      type: "Small businesses with old balances",
      description:
        "Business owners carrying income tax debt from earlier years while trying to keep the current year paid on time.",
    },
    {
      type: "Taxpayers receiving final notices",
      description:
        "People who stopped opening IRS mail and now hold a notice of intent to levy or learned a lien has been filed.",
    },
    {
      type: "People who also owe California",
      description:
        "Residents who owe the Franchise Tax Board as well as the IRS and need a plan that takes both agencies into account.",
    },
  ],
  process: [
    {
      title: "Free consultation",
      description:
        "We review your notices and tell you plainly which options look realistic, whether or not you decide to hire us afterward.",
    },
    {
      title: "Account and filing check",
      description:
        "We pull your transcripts and confirm every required return is filed, since the IRS generally requires that before it grants any relief.",
    },
    {
      title: "Your financial picture",
      description:
        "You bring pay stubs, bank statements and monthly bills; we prepare Form 433-A or 433-F with the allowable living expenses applied correctly.",
    },
    {
      title: "Remove what can be removed",
      description: `Before negotiating, ${rep.person} files penalty abatement requests so that any relief lowers the amount the final resolution has to cover.`,
    },
    {
      title: "Negotiate the resolution",
      description: `${rep.person} submits the payment plan, hardship request or Form 656 offer and handles the back-and-forth with the IRS for you; we do the same with the FTB.`,
    },
    {
      title: "Stay in good standing",
      description:
        "We remind you of payment dates and help you file and pay on time going forward, because a new unpaid balance can undo an agreement.",
    },
  ],
  faqs: [
    {
      question: "How long can the IRS collect a tax debt?",
      answer: `Generally ${num(f.collectionStatuteYears)} years from the date the tax was assessed. Some events, such as a pending offer in compromise or a bankruptcy filing, pause that clock, so each year on your account can have its own expiration date.`,
    },
    {
      question: "Can the IRS take off my penalties?",
      answer:
        "Often. First-time penalty abatement is available to taxpayers with a clean recent penalty history who have filed all required returns and paid, or arranged to pay, the tax due. If you don't qualify, penalties can still be removed for reasonable cause, meaning circumstances beyond your control kept you from filing or paying. Interest charged on removed penalties comes off as well; interest on the tax itself generally stays.",
    },
    {
      question: "What if I can't afford any monthly payment?",
      answer:
        "If paying would leave you unable to cover basic living expenses, the IRS can place your account in Currently Not Collectible status. Interest keeps accruing and the IRS may review your finances later, but active collection stops for the time being.",
    },
    {
      question: "Can I settle my tax debt for less than I owe?",
      answer: [
        "Sometimes. An ",
        { text: "offer in compromise", page: "service/offer-in-compromise" },
        " is most often accepted when the IRS agrees the full balance can't be collected in the time it has left. We run the numbers first, because many people are better served by an ",
        { text: "IRS payment plan", page: "service/irs-payment-plan" },
        ".",
      ],
    },
    {
      question: "What happens if I ignore the IRS notices?",
      answer: [
        "The balance keeps growing with penalties and interest, and the IRS can file a public tax lien and eventually ",
        { text: "levy your wages or bank accounts", page: "service/irs-levies" },
        ". Responding early leaves you with the most choices and the least pressure.",
      ],
    },
    {
      question: "How much does it cost to resolve a tax debt?",
      answer:
        "That depends on the number of years, the agencies involved and the option that fits. We quote a flat fee after your free consultation, and if a simple plan you can set up on your own is enough, we will tell you so.",
    },
  ],
} satisfies ServicePageCopy;
