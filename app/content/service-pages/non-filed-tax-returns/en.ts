import { representation } from "#app/content/representation.ts";
import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, num } from "#app/content/tax-figures.ts";

const rep = representation.en;

/** The page in English: its words only; its icons are in structure.ts. */
export const en = {
  title: "Non-Filed Tax Return Services",
  subheading: "Catch up on missing tax years",
  description:
    "Behind on one tax year or several? We find out which years the IRS and California FTB consider missing, rebuild the income and expenses you can no longer find, and prepare every past-due return, so your filing is brought up to date and you can deal with the real balance. Consultations are free, in English or Spanish.",
  metaDescription:
    "Unfiled tax returns? NAIS pulls your IRS transcripts, rebuilds missing records and files past-due federal and California returns. Free bilingual consultation.",
  features: [
    {
      title: "IRS and FTB transcript review",
      description:
        "With your authorization we request wage and income transcripts from the IRS and check your California FTB account, so we know exactly which years are open and what income the agencies already have on file.",
    },
    {
      title: "Record reconstruction",
      description:
        "Lost receipts or no bookkeeping at all? We rebuild income and deductible expenses from bank statements, 1099-NEC forms, invoices and mileage logs, so each return reflects your real costs and not just gross receipts.",
    },
    {
      title: "Substitute for Return corrections",
      description:
        "When the IRS files a Substitute for Return on your behalf, it works only from reported income and leaves out your business expenses, dependents and best filing status. An accurate original return can replace that assessment.",
    },
    {
      title: "Refund recovery",
      description: `Some missing years may owe you money. Refunds, including the Earned Income Tax Credit, can generally be claimed only within ${num(f.refundClaimYears)} years of a return's original due date, so we prepare the refund years first.`,
    },
    {
      title: "Federal and California returns together",
      description:
        "For each year we prepare the federal return and the matching California return, for individuals, Schedule C sole proprietors and small corporations, so both agencies see the same consistent numbers.",
    },
    {
      title: "A plan for any balance due",
      description:
        "Once the returns are filed and the true balance is known, we walk you through paying in full, a monthly payment plan or other relief before the collection notices escalate.",
    },
  ],
  clients: [
    {
      type: "Self-employed workers and contractors",
      description:
        "Independent contractors paid on 1099-NEC who never set aside money for taxes and now have several open years.",
    },
    {
      type: "Farmworkers and seasonal employees",
      description:
        "Workers with W-2s from several growers or labor contractors in one year, who may be owed refunds they never claimed.",
    },
    {
      type: "Small business owners",
      description:
        "Owners of restaurants, shops and trucking outfits whose tax returns fell behind while they kept the doors open.",
    },
    {
      type: "People holding IRS or FTB letters",
      description:
        "Anyone with a notice asking for a missing return, or a tax bill the agency calculated on its own from reported income.",
    },
    {
      type: "Families after a hard stretch",
      description:
        "Taxpayers who stopped filing after an illness, a divorce, a job loss or a death in the family and want to get back on track.",
    },
    {
      type: "Applicants who must show filed returns",
      description:
        "People applying for a mortgage, a business loan, student financial aid or an immigration benefit who are asked for filed tax returns.",
    },
  ],
  process: [
    {
      title: "Free consultation",
      description:
        "We listen to your situation, read any notices you have received and outline which years likely need attention, at no cost to you.",
    },
    {
      title: "Authorization and transcripts",
      description: `You sign Form 2848 naming ${rep.named}, who can then speak with the IRS for you, and we pull the wage and income transcripts for every missing year.`,
    },
    {
      title: "Gather and rebuild records",
      description:
        "You bring what you have: W-2s, 1099s, bank statements, receipts. We fill the gaps and tell you exactly what is still needed.",
    },
    {
      title: "Prepare the returns",
      description:
        "Simple returns are usually ready in 1-2 weeks; returns with a business or badly incomplete records generally take 2-4 weeks.",
    },
    {
      title: "Review, sign and file",
      description:
        "We go over each return with you in English or Spanish, you sign, and we file with the IRS and FTB. Only the current and the two previous years can be e-filed; older years go on paper, and the IRS can take months to process them.",
    },
    {
      title: "Resolve what remains",
      description:
        "We confirm the returns have posted, check the balance on your account and set up the right resolution if anything is still owed.",
    },
  ],
  faqs: [
    {
      question: "How many years of returns do I need to file?",
      answer:
        "In most cases the IRS expects the last six years to be filed before it considers you back in compliance. Some situations call for fewer or more years, so we confirm against your transcripts before preparing anything.",
    },
    {
      question: "I no longer have my W-2s or 1099s. Can you still prepare my returns?",
      answer:
        "Yes. The IRS keeps the income information your employers and clients reported, and we request those wage and income transcripts for you. For expenses, we work from bank statements, receipts and other reasonable records.",
    },
    {
      question: "Can I still get refunds for the years I didn't file?",
      answer: `Generally you have ${num(f.refundClaimYears)} years from a return's original due date to claim a refund. After that the refund is lost, even though the IRS may still want that return filed, which is why we look for refund years first.`,
    },
    {
      question: "The IRS sent me a bill for a year I never filed. Do I have to pay it?",
      answer: [
        "That bill usually comes from a Substitute for Return, which the IRS prepares from reported income without your deductions or credits. Filing your own accurate return is normally how it gets corrected; once the real balance is known you can pay it or ",
        { text: "set up an IRS payment plan", page: "service/irs-payment-plan" },
        ".",
      ],
    },
    {
      question: "What happens if I keep putting it off?",
      answer: [
        "Failure-to-file penalties grow each month a return is late, interest keeps running, and the IRS can move from letters to enforced collection, including ",
        { text: "levies on wages or bank accounts", page: "service/irs-levies" },
        `. Waiting also lets refund years slip past the ${num(f.refundClaimYears)}-year deadline.`,
      ],
    },
    {
      question: "How much does it cost to file several past-due returns?",
      answer:
        "That depends on how many years are open and how complete your records are. After a free consultation we quote a flat fee for the whole catch-up project, so you know the cost before any work begins.",
    },
  ],
} satisfies ServicePageCopy;
