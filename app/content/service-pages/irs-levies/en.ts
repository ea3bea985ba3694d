import { representation } from "#app/content/representation.ts";
import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, num } from "#app/content/tax-figures.ts";

const rep = representation.en;

/** The page in English: its words only; its icons are in structure.ts. */
export const en = {
  title: "IRS Levy Resolution",
  subheading: "Help with a bank or wage levy",
  description: `An IRS levy can freeze your bank account or take a large part of every paycheck. ${rep.named}, contacts the IRS for you right away under Form 2848, requests a levy release when the facts support one, and works toward a payment plan or other resolution so collection does not simply start over again.`,
  metaDescription:
    "IRS levy on your bank account or paycheck? Our credentialed representative moves fast to request a release and files Collection Due Process appeals for you.",
  features: [
    {
      title: "Bank levy response",
      description: `When a bank receives an IRS levy, it holds the funds for ${num(f.bankLevyHoldDays)} days before sending them to the IRS. ${rep.person} uses that window to seek a release of money you need for rent, food and other basic expenses.`,
    },
    {
      title: "Wage levy relief",
      description: `A wage levy continues every payday until it is released, leaving you only an exempt amount based on your filing status and dependents. ${rep.person} pushes for a release and a plan you can afford.`,
    },
    {
      title: "Fast release requests",
      description: `The IRS must release a levy in certain cases, for example when it causes economic hardship or once an installment agreement allows it. We prepare the financial statements and hardship proof, and ${rep.person} presents them to the IRS.`,
    },
    {
      title: "Collection Due Process hearings",
      description: `A final notice of intent to levy gives you 30 days to request a hearing on Form 12153. ${rep.person} files it on time, which generally keeps the IRS from levying while the appeal is open.`,
    },
    {
      title: "Business levy defense",
      description: `Levies on a business bank account or on payments owed to you by customers can stop operations. ${rep.person} works to release them and shows the IRS how the business can pay while staying open.`,
    },
    {
      title: "Wrongful levy and hardship claims",
      description: `If the IRS took money that belongs to someone else, such as a relative who shares the account, we help that person file a wrongful levy claim, generally within ${num(f.wrongfulLevyClaimYears)} years of the levy. If the levy causes economic hardship, ${rep.person} asks the IRS to release it.`,
    },
  ],
  clients: [
    {
      type: "Employees with a wage levy",
      description:
        "Workers whose employer received a levy notice from the IRS and who now take home only a fraction of their usual pay.",
    },
    {
      type: "Households with a frozen bank account",
      description:
        "Families who found their checking account frozen right before rent, a car payment or another bill was due.",
    },
    {
      type: "Small business owners",
      description:
        "Owners whose business account, card deposits or customer payments were levied over payroll or income tax debt.",
    },
    {
      type: "Self-employed contractors",
      description:
        "Independent workers whose clients were ordered by the IRS to send payments to the government instead of to them.",
    },
    {
      type: "People holding a final notice",
      description:
        "Taxpayers with a final notice of intent to levy who still have time to request a hearing before anything is seized.",
    },
    {
      type: "Retirees and benefit recipients",
      description:
        "Retirees whose Social Security or pension payments are being reduced by a federal levy on their benefits.",
    },
  ],
  process: [
    {
      title: "Urgent review",
      description: `Call as soon as you learn of a levy; we review the notice, the amount taken and whether the ${num(f.bankLevyHoldDays)}-day bank hold or a 30-day hearing deadline applies.`,
    },
    {
      title: "Contact the IRS",
      description: `With Form 2848 signed, ${rep.named}, reaches the IRS collection unit or revenue officer handling your case and asks what is needed for a release.`,
    },
    {
      title: "Document your finances",
      description:
        "You bring recent pay stubs, bank statements and household bills; we prepare Form 433-A or 433-F to show what you can and cannot afford.",
    },
    {
      title: "Request the release",
      description: `${rep.person} presents the hardship facts or a proposed payment arrangement and, once the IRS agrees, makes sure the release reaches your bank or employer.`,
    },
    {
      title: "Set up the long-term solution",
      description: `A release without a plan invites another levy, so ${rep.person} requests an installment agreement, hardship status or settlement that covers the remaining balance.`,
    },
    {
      title: "Stay protected",
      description:
        "We help you keep filings and payments current and tell you right away if a new IRS notice puts the arrangement at risk.",
    },
  ],
  faqs: [
    {
      question: "How much time do I have after a final notice of intent to levy?",
      answer: `You have ${num(f.collectionDueProcessDays)} days from the date of the notice to request a Collection Due Process hearing on Form 12153. A timely request generally stops levy action while the appeal is open and lets you propose a payment plan or dispute the debt.`,
    },
    {
      question: "My bank account was levied. Is the money already gone?",
      answer: `Not yet. The bank must hold the levied funds for ${num(f.bankLevyHoldDays)} days before sending them to the IRS. A bank levy takes only what is in the account on the day it arrives, but the IRS can issue another one later, so acting within those ${num(f.bankLevyHoldDays)} days matters.`,
    },
    {
      question: "How much of my paycheck can the IRS take?",
      answer:
        "A wage levy can take a large share of each paycheck. Only an exempt amount, set by your filing status and number of dependents, is left to you, and the levy repeats every payday until the IRS releases it.",
    },
    {
      question: "Can you get a levy released quickly?",
      answer: [
        "The IRS generally has to release a levy when, for example, it causes economic hardship or an ",
        { text: "IRS payment plan", page: "service/irs-payment-plan" },
        ` allows it, and ${rep.person} asks for the release as soon as the facts are documented. No one can promise the IRS will agree, but we prepare the strongest request your facts support.`,
      ],
    },
    {
      question: "Can the IRS levy me again after a release?",
      answer: [
        "Yes, if a balance remains and nothing has been arranged to pay it. That is why every levy case we take ends with a long-term ",
        { text: "tax debt resolution", page: "service/taxes-owed" },
        ", not just the release.",
      ],
    },
    {
      question: "What is the difference between a levy and a tax lien?",
      answer: [
        "A levy takes property; a lien is the government's legal claim against it. Many people facing a levy also have a ",
        { text: "federal tax lien", page: "service/irs-liens" },
        " on record, and we can address both in the same case.",
      ],
    },
  ],
} satisfies ServicePageCopy;
