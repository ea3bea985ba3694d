import { representation } from "#app/content/representation.ts";
import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, num } from "#app/content/tax-figures.ts";

const rep = representation.en;

/** The page in English: its words only; its icons are in structure.ts. */
export const en = {
  title: "IRS Tax Lien Resolution",
  subheading: "Release, withdraw or work around a lien",
  description: `A federal tax lien is the government's legal claim on everything you own, and once a Notice of Federal Tax Lien is recorded it can stall a refinance, a home sale or a business loan. ${rep.named}, pursues the release, withdrawal, subordination or discharge that fits your goal under Form 2848, and we work on the tax debt behind the lien.`,
  metaDescription:
    "IRS tax lien on your home or business? Our credentialed representative requests lien release, withdrawal, subordination or discharge when you sell or refinance.",
  features: [
    {
      title: "Lien and balance review",
      description:
        "We confirm which tax years the lien covers, whether the balance behind it is correct and where the notice was recorded, usually with the county recorder where you live or own property.",
    },
    {
      title: "Certificate of release",
      description: `Once the debt is paid or can no longer be legally collected, the IRS must release the lien within ${num(f.lienReleaseDays)} days. We make sure the certificate of release is issued and recorded where the lien was filed.`,
    },
    {
      title: "Lien withdrawal",
      description: `A withdrawal removes the public notice as if it had never been filed. We prepare Form 12277 and ${rep.person} files it when you qualify, for example after moving to a direct debit payment plan.`,
    },
    {
      title: "Subordination for a refinance",
      description: `When a lender won't refinance behind the IRS, ${rep.person} applies on Form 14134 to let the new loan take first place, often so part of the loan proceeds can pay down the tax.`,
    },
    {
      title: "Discharge for a property sale",
      description: `Selling a house, land or a building under a lien? ${rep.person} files Form 14135 to free that one property so the sale can close, and we coordinate the payoff with escrow.`,
    },
    {
      title: "Lien appeals",
      description: `If a lien was filed in error or while you were already working things out with the IRS, ${rep.person} can request a Collection Due Process hearing on Form 12153 or appeal through the Collection Appeals Program.`,
    },
  ],
  clients: [
    {
      type: "Homeowners planning to refinance",
      description:
        "Owners who need the IRS to cooperate before a lender will approve a new mortgage or a home equity loan.",
    },
    {
      type: "Real estate sellers",
      description:
        "People selling a house, a lot or a commercial building that has a federal tax lien recorded against the owner.",
    },
    {
      type: "Business owners seeking financing",
      description:
        "Owners whose equipment loan, line of credit or vendor account was turned down after a lender found a lien in public records.",
    },
    {
      type: "Contractors who need bonding",
      description:
        "Licensed contractors whose bonding company or general contractor asks about a tax lien before letting them bid on work.",
    },
    {
      type: "Taxpayers who already paid",
      description:
        "People who paid off the balance but still see the lien on record and need the release issued and properly recorded.",
    },
    {
      type: "People on monthly payment plans",
      description:
        "Taxpayers paying the IRS in installments who may qualify to have the lien notice withdrawn from the public record.",
    },
  ],
  process: [
    {
      title: "Free consultation",
      description:
        "Tell us what you are trying to do, whether selling, refinancing, borrowing or simply clearing your record, and we identify the lien remedy that fits.",
    },
    {
      title: "Pull the records",
      description: `With your Form 2848 naming ${rep.named}, on file, we obtain the lien notice, your account transcripts and the payoff amount for every year listed on the lien.`,
    },
    {
      title: "Choose the remedy",
      description:
        "Release, withdrawal, subordination and discharge each have their own conditions; we explain which you qualify for and what the IRS will want to see.",
    },
    {
      title: "Prepare the application",
      description:
        "We assemble the forms, appraisals, title reports and loan or sale documents the IRS needs to make a decision on your request.",
    },
    {
      title: "Follow through to approval",
      description: `${rep.person} tracks the request and answers IRS questions, and we coordinate timing with your escrow officer or lender so a closing date is not missed.`,
    },
    {
      title: "Confirm the public record",
      description:
        "We verify the certificate was recorded with the county and give you copies to share with lenders, title companies or landlords.",
    },
  ],
  faqs: [
    {
      question: "Is a tax lien the same thing as a levy?",
      answer: [
        "No. A lien is a legal claim that protects the government's interest in your property; by itself it takes nothing. A levy actually seizes property, such as wages or money in a bank account. If you are facing a seizure, see our ",
        { text: "IRS levy resolution", page: "service/irs-levies" },
        " service.",
      ],
    },
    {
      question: "How long does it take to get an IRS lien released?",
      answer: `After the balance is paid in full, the IRS must release the lien within ${num(f.lienReleaseDays)} days, and the certificate of release is then recorded where the notice was filed. If you need it for a closing, we coordinate the payoff and the request so the timing works with your escrow.`,
    },
    {
      question: "Does paying the debt remove the lien from public records?",
      answer:
        "Paying leads to a release, which shows the debt was satisfied, but the original notice stays in the record. A withdrawal goes further and removes the notice as though it had never been filed, and we check whether you qualify for one.",
    },
    {
      question: "Can I sell or refinance my home while an IRS lien is recorded?",
      answer:
        "Often, yes. A certificate of discharge frees a specific property so a sale can close, and a certificate of subordination lets a new lender go first. The IRS needs time to review either request, so it pays to apply well before the closing date.",
    },
    {
      question: "Will a tax lien hurt my credit?",
      answer:
        "The major credit bureaus no longer include federal tax liens on consumer credit reports, but the notice is still a public record that lenders, title companies and landlords search. Removing it can help when you apply for credit or a lease.",
    },
    {
      question: "Do I have to pay everything before the lien goes away?",
      answer: [
        "Not always. A lien also ends when the collection period runs out, and an accepted ",
        { text: "offer in compromise", page: "service/offer-in-compromise" },
        " leads to a release once the agreed amount is paid. Some taxpayers on a direct debit ",
        { text: "IRS payment plan", page: "service/irs-payment-plan" },
        " can also qualify for a withdrawal.",
      ],
    },
  ],
} satisfies ServicePageCopy;
