import { representation } from "#app/content/representation.ts";
import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, ficaEmployeeRate, percent, usd } from "#app/content/tax-figures.ts";

const rep = representation.en;

/** The page in English: its words only; its icons are in structure.ts. */
export const en = {
  title: "Payroll Tax Problem Resolution",
  subheading: "Unpaid or late payroll taxes",
  description: `Missed Form 941 deposits, unfiled quarterly returns or an EDD assessment can put your business, and you personally, at risk. We find out exactly what is owed to the IRS and the California EDD and bring your payroll filings current, and ${rep.named}, negotiates with the IRS for you under Form 2848, ideally before the Trust Fund Recovery Penalty reaches your own assets.`,
  metaDescription:
    "Behind on Form 941 deposits or EDD payroll taxes? NAIS files missing payroll returns, and our credentialed representative deals with the IRS for you.",
  features: [
    {
      title: "Payroll account reconciliation",
      description:
        "We compare your payroll records with IRS and EDD account transcripts quarter by quarter to pin down which Forms 941, 940, DE 9 and DE 9C are missing and which deposits never posted.",
    },
    {
      title: "Past-due payroll filings",
      description:
        "We prepare and file late quarterly Forms 941 (or Form 943 for agricultural employers), annual Forms 940, W-2s and California DE 9 and DE 9C reports, so assessments are based on your actual payroll.",
    },
    {
      title: "Trust Fund Recovery Penalty defense",
      description: `The IRS can hold owners, officers and even employees who signed checks personally liable for unpaid trust-fund taxes. We prepare you for the Form 4180 interview, and ${rep.person} contests assessments against people who were not responsible.`,
    },
    {
      title: "California EDD cases",
      description:
        "State payroll taxes follow their own rules and deadlines. We answer EDD notices, correct quarterly reports and work out payment arrangements with the state alongside the federal case.",
    },
    {
      title: "Current-quarter compliance first",
      description: `The IRS generally won't grant a payment plan while new payroll taxes go unpaid, so we get your federal deposits and filings on schedule before ${rep.person} negotiates the old balance.`,
    },
    {
      title: "Payment plans and penalty relief",
      description: `Depending on your finances, we pursue an in-business installment agreement, penalty abatement for reasonable cause or an offer in compromise, and ${rep.person} presents it to the IRS on your behalf.`,
    },
  ],
  clients: [
    {
      type: "Restaurants and food businesses",
      description:
        "Owners with tipped staff and thin margins, where a slow season turned one late deposit into several unpaid quarters.",
    },
    {
      type: "Growers and farm labor contractors",
      description:
        "Agricultural employers with large seasonal crews who file Form 943 and are getting federal and state payroll notices at the same time.",
    },
    {
      type: "Construction contractors",
      description:
        "Contractors with crews on payroll, or with workers paid on 1099s who may have been employees under California's ABC test.",
    },
    {
      type: "Officers and owners facing personal liability",
      description:
        "Corporate officers, LLC members and partners who received a letter proposing the Trust Fund Recovery Penalty in their own name.",
    },
    {
      type: "Businesses that have closed",
      description:
        "Former owners whose unpaid trust-fund taxes can still follow them personally after the company itself is gone.",
    },
    {
      type: "Bookkeepers and office managers",
      description:
        "Staff who signed checks or handled tax deposits and have been asked to meet with an IRS revenue officer about unpaid payroll taxes.",
    },
  ],
  process: [
    {
      title: "Urgent intake",
      description:
        "Payroll tax cases move fast, so our aim is to answer within one business day and review every notice, deadline and revenue officer letter you have.",
    },
    {
      title: "Power of attorney",
      description: `With a signed Form 2848, ${rep.named}, contacts the IRS for you, requests payroll transcripts and, where possible, asks for a pause in collection while we gather the facts.`,
    },
    {
      title: "Reconcile every quarter",
      description:
        "We match payroll reports, bank records and deposits for each quarter to separate what was truly unpaid from filing errors or misapplied payments.",
    },
    {
      title: "File what is missing",
      description:
        "Past-due Forms 941, 943 or 940 and EDD quarterly reports are prepared and filed so the agencies assess actual figures instead of their own estimates.",
    },
    {
      title: "Negotiate the resolution",
      description: `${rep.person} presents a payment plan, penalty relief request or settlement offer supported by your financial statements on Forms 433-A and 433-B.`,
    },
    {
      title: "Keep payroll on track",
      description:
        "We set up deposit reminders or take over your payroll entirely, so the next quarter doesn't reopen the problem you just closed.",
    },
  ],
  faqs: [
    {
      question: "What are trust-fund taxes, and why does the IRS treat them so seriously?",
      answer: `Trust-fund taxes are the amounts you hold back from employees' pay: federal income tax withholding plus their share of Social Security and Medicare (${percent(ficaEmployeeRate)} of wages: ${percent(f.socialSecurityRate)} for Social Security on wages up to the ${f.socialSecurityWageBase.taxYear} wage base of ${usd(f.socialSecurityWageBase)}, and ${percent(f.medicareRate)} for Medicare on all wages). That money belongs to the employees and the government, not the business, so the IRS pursues it more forcefully than most other tax debts.`,
    },
    {
      question: "Can the IRS come after me personally for my company's payroll taxes?",
      answer: `Yes. Through the Trust Fund Recovery Penalty, the IRS can assess the unpaid trust-fund amount against any person it considers responsible and willful, such as owners, officers or employees with authority over which bills get paid. Having a representative such as ${rep.named}, at the Form 4180 interview can make a real difference.`,
    },
    {
      question: "How soon will the IRS contact me after a missed deposit or return?",
      answer:
        "The IRS sends notices once it sees a missed deposit or return, and penalties and interest start adding up from the due date. Every additional missed quarter grows the balance, so calling early keeps more options open.",
    },
    {
      question: "Can I get a payment plan for payroll tax debt?",
      answer: [
        `Often, yes, as long as your current deposits and filings are up to date. We prepare the financial statements the IRS asks for, and ${rep.person} can `,
        { text: "set up an installment agreement", page: "service/irs-payment-plan" },
        " sized to what the business can realistically pay each month.",
      ],
    },
    {
      question: "Does the California EDD handle this separately from the IRS?",
      answer:
        "Yes. The EDD administers unemployment insurance, employment training tax, State Disability Insurance and California income tax withholding, reported on the DE 9 and DE 9C. It sends its own notices and runs its own collections, so we work both cases side by side.",
    },
    {
      question: "How do I keep this from happening again?",
      answer: [
        "Most payroll tax problems start when deposits slip during a cash crunch. Our ",
        { text: "payroll service", page: "service/payroll" },
        " handles the calculations, deposits and quarterly filings on schedule, and we help you set aside tax money before each pay run.",
      ],
    },
  ],
} satisfies ServicePageCopy;
