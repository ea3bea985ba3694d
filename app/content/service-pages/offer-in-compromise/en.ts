import { representation } from "#app/content/representation.ts";
import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, num } from "#app/content/tax-figures.ts";

const rep = representation.en;

/** The page in English: its words only; its icons are in structure.ts. */
export const en = {
  title: "Offer in Compromise Services",
  subheading: "When the full balance can't be paid",
  description: `An offer in compromise lets the IRS accept less than the full amount owed when paying it all is not realistically possible. NAIS tells you honestly whether you are likely to qualify and prepares Form 656 and the financial statement behind it, and ${rep.named}, represents you through the IRS review, which often lasts many months.`,
  metaDescription: `Offer in compromise help: an honest qualification review, Form 656 and Form 433-A (OIC) prepared, and an appeal within ${num(f.offerInCompromiseAppealDays)} days if the IRS rejects the offer.`,
  features: [
    {
      title: "Honest qualification review",
      description:
        "Before you pay any IRS application fee, we estimate your reasonable collection potential. If an offer is not realistic for you, we say so and point you to the option that fits.",
    },
    {
      title: "Form 656 and Form 433-A (OIC)",
      description:
        "We prepare the offer and the detailed financial statement behind it, covering income, expenses, equity in assets and bank balances, together with the documents the IRS will ask to see.",
    },
    {
      title: "Working out the offer amount",
      description:
        "An offer based on inability to pay generally has to at least equal what the IRS figures it could collect from your assets and future income. We run that math with the IRS collection standards, so the offer rests on the numbers the examiner will use.",
    },
    {
      title: "Through the IRS review",
      description: `An offer review often takes many months. ${rep.person} answers the offer examiner's questions and document requests on time, and we tell you what you must keep doing while the IRS decides.`,
    },
    {
      title: "Appeals of rejected offers",
      description: `If the IRS rejects the offer, you have 30 days to appeal. We prepare Form 13711, and ${rep.person} presents your case to the IRS Independent Office of Appeals.`,
    },
    {
      title: `The ${num(f.offerInCompromiseComplianceYears)}-year compliance period`,
      description: `An accepted offer requires you to file and pay all your taxes on time for ${num(f.offerInCompromiseComplianceYears)} years. We help you stay compliant, because breaking those terms can put the forgiven balance back on your account.`,
    },
  ],
  clients: [
    {
      type: "Taxpayers whose income has dropped",
      description:
        "People who owe from better years but now earn far less because of illness, job loss or a business that had to close.",
    },
    {
      type: "Former business owners",
      description:
        "Owners of a closed restaurant, shop or trucking company still carrying tax debt, with few assets left to pay it.",
    },
    {
      type: "Retirees with limited income",
      description:
        "Seniors living on Social Security or a small pension whose tax balance is far beyond what their income and savings could ever cover.",
    },
    {
      type: "Taxpayers disputing the tax itself",
      description:
        "People who believe the assessed tax is wrong, where an offer based on doubt as to liability may be the right vehicle.",
    },
    {
      type: "Taxpayers facing serious hardship",
      description:
        "People who could technically pay, but for whom paying would cause real hardship, the situation an effective tax administration offer addresses.",
    },
    {
      type: "People who also owe California",
      description:
        "Taxpayers with Franchise Tax Board debt as well, since the FTB runs its own offer in compromise program with separate forms and rules.",
    },
  ],
  process: [
    {
      title: "Free consultation",
      description:
        "We review your notices, what you owe and your circumstances, and tell you plainly whether an offer looks realistic or another route fits better.",
    },
    {
      title: "Filing compliance first",
      description:
        "The IRS only considers an offer once required returns are filed and current-year withholding or estimated payments are in place; we catch up anything missing.",
    },
    {
      title: "Financial analysis",
      description:
        "We gather bank statements, pay stubs, vehicle and property values and monthly bills, and calculate your reasonable collection potential.",
    },
    {
      title: "Preparing and filing the offer",
      description:
        "We prepare Form 656 with Form 433-A (OIC) or 433-B (OIC), choose the payment option, and file with the fee and initial payment unless you qualify for the low-income waiver.",
    },
    {
      title: "Working with the offer examiner",
      description: `While the offer is under review, ${rep.person} answers requests, explains your figures and negotiates if the IRS proposes a different amount.`,
    },
    {
      title: "Acceptance or appeal",
      description: `If the offer is accepted, we walk you through the payment terms and the ${num(f.offerInCompromiseComplianceYears)}-year compliance period; if it is rejected, ${rep.person} can appeal within ${num(f.offerInCompromiseAppealDays)} days.`,
    },
  ],
  faqs: [
    {
      question: "How much can an offer in compromise save me?",
      answer: [
        "We do not promise a percentage. The amount the IRS accepts is based on your reasonable collection potential, meaning what it could collect from your assets and future income, not on how much you owe. Some settlements end up well below the balance; for many people, though, the numbers show that a ",
        { text: "payment plan", page: "service/irs-payment-plan" },
        " is the realistic path, and we will tell you which one your figures point to.",
      ],
    },
    {
      question: "How long does the IRS take to decide?",
      answer: `It depends on the IRS's workload and on your case, and it is often many months; longer if the case goes to appeal. While the offer is pending, the IRS generally cannot levy for the debts in the offer, and the ${num(f.collectionStatuteYears)}-year collection statute is paused. A federal tax lien can still be filed during that time.`,
    },
    {
      question: "What happens if my offer is rejected?",
      answer: `The rejection letter explains why. You can appeal within ${num(f.offerInCompromiseAppealDays)} days using Form 13711; we prepare the appeal and ${rep.person} presents it. Sometimes the better move is a revised offer or an installment agreement, and we will go over those choices with you.`,
    },
    {
      question: "What do I have to do after an offer is accepted?",
      answer: `You must pay the agreed amount on the terms you chose and file and pay all taxes on time for ${num(f.offerInCompromiseComplianceYears)} years. The IRS also keeps any refund due to you for tax periods through the calendar year in which the offer is accepted. If you break the terms, the IRS can reinstate the original balance.`,
    },
    {
      question: "Can a business file an offer in compromise?",
      answer: [
        "Yes. Businesses use Form 433-B (OIC) for the financial statement, and a business that is still operating must be current on its federal tax deposits. When unpaid payroll taxes are involved, the owners' personal exposure to ",
        { text: "the Trust Fund Recovery Penalty", page: "service/payroll-tax-problems" },
        " also needs a careful look.",
      ],
    },
    {
      question: "How do I know if a settlement promise is realistic?",
      answer:
        "Be cautious with anyone who promises a settlement before reviewing your finances. The IRS decides based on your numbers, and it publishes a free Offer in Compromise Pre-Qualifier tool anyone can use. At our free consultation we give you an honest assessment before you pay any fee.",
    },
  ],
} satisfies ServicePageCopy;
