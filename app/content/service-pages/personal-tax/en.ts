import { portal } from "#app/content/client-portal.ts";
import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, usd } from "#app/content/tax-figures.ts";

const pw = portal.en;

/** The page in English: its words only; its icons are in structure.ts. */
export const en = {
  title: "Personal Tax Services",
  subheading: "Individual and Family Tax Returns",
  description:
    "We prepare federal Form 1040 and California Form 540 returns for individuals and families in Santa Maria and the Central Coast. Bring your W-2s, 1099s and receipts; we look for every credit and deduction you qualify for and explain your return line by line in English or Spanish.",
  metaDescription:
    "Personal tax preparation in Santa Maria, CA: Form 1040 and California 540 returns, child and education credits, and ITIN filers welcome. Free consultation.",
  features: [
    {
      title: "Federal and California Returns",
      description:
        "We prepare your Form 1040 and California Form 540 together, reporting wages, self-employment, rental, retirement and investment income correctly on each.",
    },
    {
      title: "Family and Child Credits",
      description:
        "We check whether you qualify for the Child Tax Credit, the Earned Income Tax Credit, California's CalEITC and Young Child Tax Credit, and the child care credit.",
    },
    {
      title: "Education Credits and Student Loans",
      description: `Students and parents may claim the American Opportunity Credit of up to ${usd(f.americanOpportunityCreditMax)} per student or the Lifetime Learning Credit of up to ${usd(f.lifetimeLearningCreditMax)} per return, and deduct up to ${usd(f.studentLoanInterestDeductionMax)} of student loan interest.`,
    },
    {
      title: "Standard or Itemized Deduction",
      description:
        "We compare the standard deduction with itemizing mortgage interest, property taxes and charitable gifts, separately for your federal and your California return.",
    },
    {
      title: "Secure Document Upload",
      description: `Send W-2s, 1099s and copies of ID through our client portal${pw.withEncryption} instead of by email, or drop them off at our Santa Maria office.`,
    },
    {
      title: "Letters and Amended Returns",
      description:
        "If the IRS or the FTB writes to you about a return, we explain the letter and help you respond; if something was left out, we prepare a Form 1040-X amendment.",
    },
  ],
  clients: [
    {
      type: "Wage Earners",
      description:
        "Field workers, nurses, hotel and restaurant staff and tradespeople who want their withholding checked and every credit they are owed claimed.",
    },
    {
      type: "Families With Children",
      description:
        "Parents who may qualify for the Child Tax Credit, the Earned Income Tax Credit, CalEITC and the credit for child and dependent care expenses.",
    },
    {
      type: "Students and Their Parents",
      description:
        "College students and the parents paying tuition, who can benefit from the education credits and the student loan interest deduction.",
    },
    {
      type: "Self-Employed and Gig Workers",
      description:
        "Rideshare drivers, house cleaners, market vendors and freelancers with 1099 income who need expenses tracked and self-employment tax figured.",
    },
    {
      type: "Retirees",
      description:
        "People receiving Social Security, a pension or IRA distributions who want to know how much is taxable and whether to adjust their withholding.",
    },
    {
      type: "Homeowners and Landlords",
      description:
        "Households with mortgage interest, property taxes or a rental unit whose rent, repairs and depreciation must be reported correctly.",
    },
  ],
  process: [
    {
      title: "Free Consultation",
      description:
        "Tell us about your household and anything that changed this year, such as a new baby, a marriage, a new job or a home purchase; we quote a flat fee up front.",
    },
    {
      title: "Your Personal Checklist",
      description:
        "We send a list for your situation: W-2s, 1099s, Form 1098 for mortgage interest, Form 1098-T for tuition, and the SSN or ITIN of everyone on the return.",
    },
    {
      title: "Document Review",
      description:
        "We read last year's return alongside this year's papers to catch missing forms, carryovers and credits that were never claimed before.",
    },
    {
      title: "Return Preparation",
      description:
        "We prepare the federal and California returns, choose between the standard deduction and itemizing, and apply each credit you qualify for.",
    },
    {
      title: "Review in Your Language",
      description:
        "We walk you through the return in English or Spanish, show you the refund or the balance due, and you sign the e-file authorization.",
    },
    {
      title: "E-File and Follow-Up",
      description:
        "We e-file both returns and confirm they were accepted; keep your copy and its records for 7 years, and call us if a letter ever arrives about it.",
    },
  ],
  faqs: [
    {
      question: "What should I bring to my appointment?",
      answer:
        "Photo ID; Social Security cards or ITIN letters for you, your spouse and your dependents; every W-2 and 1099; Form 1098 for mortgage interest; Form 1098-T for tuition; child care receipts with the provider's tax ID number; and last year's return.",
    },
    {
      question: "When is the deadline for personal tax returns?",
      answer:
        "Individual returns are generally due April 15; when that date falls on a weekend or legal holiday, it moves to the next business day. We recommend coming in during February or March, once your W-2s and 1099s have arrived.",
    },
    {
      question: "Should I take the standard deduction or itemize?",
      answer: `Whichever gives you the larger deduction. For tax year ${f.standardDeductionSingle.taxYear} (the returns filed in ${f.standardDeductionSingle.taxYear + 1}), the federal standard deduction is ${usd(f.standardDeductionSingle)} for single filers, ${usd(f.standardDeductionMarriedJoint)} for married couples filing jointly and ${usd(f.standardDeductionHeadOfHousehold)} for heads of household; the IRS adjusts the amounts every year, and California has its own, smaller standard deduction. If your deductible expenses, such as mortgage interest, property taxes and charitable gifts, add up to more, itemizing lowers your taxable income.`,
    },
    {
      question: "What tax breaks are there for college costs?",
      answer: `The American Opportunity Credit is worth up to ${usd(f.americanOpportunityCreditMax)} per eligible student, and the Lifetime Learning Credit up to ${usd(f.lifetimeLearningCreditMax)} per return; you cannot claim both for the same student in the same year. Separately, you may deduct up to ${usd(f.studentLoanInterestDeductionMax)} of student loan interest. Income limits apply to all three, and we check them for you.`,
    },
    {
      question: "Can you help if I haven't filed for a few years?",
      answer: [
        "Yes. We prepare the past-due returns along with the current one and tell you where you stand. Learn how our ",
        { text: "non-filed tax return services", page: "service/non-filed-tax-returns" },
        " work, and if a balance comes due, our ",
        { text: "tax debt resolution services", page: "service/taxes-owed" },
        " can help you deal with it.",
      ],
    },
    {
      question: "I don't have a Social Security number. Can I still file?",
      answer: [
        "Yes. If you or someone in your family is not eligible for a Social Security number, the return can be filed with an ITIN. As an IRS Certifying Acceptance Agent, we can ",
        { text: "help you apply for or renew an ITIN", page: "service/certified-acceptance-agent" },
        ` and prepare your return at the same appointment. Some credits do require Social Security numbers: since tax year ${f.childTaxCreditTaxpayerSsnSinceYear.value}, the federal Child Tax Credit needs a valid one for you (or, on a joint return, at least one spouse) and for each child, and the federal Earned Income Tax Credit needs them as well. An ITIN household may still qualify for the federal credit for other dependents and for California's CalEITC and Young Child Tax Credit.`,
      ],
    },
  ],
} satisfies ServicePageCopy;
