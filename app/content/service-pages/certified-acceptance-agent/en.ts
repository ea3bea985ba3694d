import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, num } from "#app/content/tax-figures.ts";

/** The page in English: its words only; its icons are in structure.ts. */
export const en = {
  title: "Certified Acceptance Agent ITIN Services",
  subheading: "ITIN Applications and Renewals",
  description:
    "Need an ITIN to file your taxes or to list a spouse or children on your return? As an IRS Certifying Acceptance Agent (CAA), NAIS prepares your Form W-7 and verifies your passport or other identity documents in our Santa Maria office, so your originals stay with you instead of going in the mail to the IRS.",
  metaDescription:
    "ITIN applications and renewals in Santa Maria, CA with an IRS Certifying Acceptance Agent: Form W-7 prepared and your passport verified here, never mailed.",
  features: [
    {
      title: "Form W-7 Preparation",
      description:
        "We complete Form W-7, mark the reason for applying that matches your situation and pair it with the federal return it supports, avoiding the mistakes that get applications sent back.",
    },
    {
      title: "Your Originals Stay With You",
      description:
        "We examine your passport or other identity documents in person and send the IRS certified copies with our Certificate of Accuracy, Form W-7 (COA), so you never mail your originals away.",
    },
    {
      title: "ITIN Renewals",
      description:
        "If your ITIN has expired, we prepare the renewal application so your refund is not delayed and the credits claimed for your family are not held up.",
    },
    {
      title: "Spouses and Dependents",
      description:
        "We prepare applications for a husband, wife or children who need an ITIN to appear on your return, including the additional records dependents must provide.",
    },
    {
      title: "Application and Return Together",
      description:
        "A new ITIN application generally goes to the IRS with a federal tax return; we prepare both so they match and leave our office as one complete package.",
    },
    {
      title: "Service in Spanish",
      description:
        "Every step is explained in Spanish or English, from the list of documents to bring to the IRS letter that finally arrives with your new number.",
    },
  ],
  clients: [
    {
      type: "Workers Without a Social Security Number",
      description:
        "People who earn income in the United States, are not eligible for a Social Security number and still have a federal return to file.",
    },
    {
      type: "Spouses of Citizens and Residents",
      description:
        "A husband or wife without a Social Security number who needs an ITIN so the couple can file jointly or list the spouse on the return.",
    },
    {
      type: "Dependents of a Taxpayer",
      description:
        "Children or other relatives who need an ITIN to be claimed on a parent's or relative's return for a tax benefit they qualify for.",
    },
    {
      type: "Holders of Expired ITINs",
      description:
        "Anyone whose ITIN expired because of the middle-digit schedule or years without use, and who needs to file or be listed on a return again.",
    },
    {
      type: "Nonresident Property Owners",
      description:
        "Nonresidents who own rental property or receive income in the United States and must file a federal return or claim a treaty benefit.",
    },
    {
      type: "Foreign Business Owners",
      description:
        "Owners living outside the United States with an interest in a U.S. LLC or partnership who need an ITIN for their own federal tax filings.",
    },
  ],
  process: [
    {
      title: "Eligibility Check",
      description:
        "We confirm that you need an ITIN rather than a Social Security number and identify the reason for applying that fits your case.",
    },
    {
      title: "Document List",
      description:
        "We tell you exactly what to bring: a valid passport, or a combination of other accepted documents such as a national ID card and a birth certificate.",
    },
    {
      title: "In-Person Verification",
      description:
        "At our Santa Maria office we review your original documents, copy them and hand the originals back to you during the same appointment.",
    },
    {
      title: "Form W-7 and Tax Return",
      description:
        "We prepare Form W-7 and, for a new application, the federal return it must accompany, then review both with you before you sign.",
    },
    {
      title: "Submission to the IRS",
      description:
        "We send the complete package, with our Certificate of Accuracy and the document copies, to the IRS office that processes ITIN applications.",
    },
    {
      title: "Your ITIN Arrives",
      description:
        "The IRS mails you a letter with your ITIN; bring it to us and we make sure the number is used correctly on every return from then on.",
    },
  ],
  faqs: [
    {
      question: "What is an ITIN, and who needs one?",
      answer: `An Individual Taxpayer Identification Number is a tax processing number the IRS issues to people who must file or be listed on a federal return but are not eligible for a Social Security number. It is used only for federal tax purposes; it does not authorize work or change immigration status. Since tax year ${f.childTaxCreditTaxpayerSsnSinceYear.value} the federal Child Tax Credit requires a valid Social Security number for the taxpayer (at least one spouse on a joint return) and for the child, and the federal Earned Income Tax Credit requires Social Security numbers; an ITIN household may still qualify for the federal credit for other dependents and for California's CalEITC and Young Child Tax Credit.`,
    },
    {
      question: "Do I have to mail my passport to the IRS?",
      answer:
        "Not when you apply through us. As a Certifying Acceptance Agent, we examine your passport or other identity documents in person, hand them back to you during the same appointment and send the IRS certified copies with our Certificate of Accuracy. For a dependent, a CAA can certify only a passport or a civil birth certificate; any other document for a dependent still goes to the IRS as an original or as a copy certified by the agency that issued it. People who apply on their own generally must mail originals or such certified copies.",
    },
    {
      question: "How long does it take to get an ITIN?",
      answer: `The IRS asks applicants to allow about ${num(f.itinProcessingWeeks)} weeks to hear about an application, and ${num(f.itinPeakProcessingWeeksMin)} to ${num(f.itinPeakProcessingWeeksMax)} weeks when it arrives in the peak season, from mid-January through April, or is sent from outside the United States. Applying through a Certifying Acceptance Agent does not make the IRS work faster; what it changes is that your original documents never leave your hands. A complete, correct package avoids the extra weeks that a request for more documents or a rejection adds.`,
    },
    {
      question: "My ITIN expired. What should I do?",
      answer:
        "An ITIN expires if it is not used on a federal tax return for three consecutive years, and the IRS has also retired older ITINs in groups according to their middle digits (the fourth and fifth digits). If yours has expired, renew it with Form W-7, ideally before you file; a return filed with an expired ITIN can have its refund delayed and some credits held up.",
    },
    {
      question: "Which documents will I need?",
      answer:
        "A current passport is the only document that proves both identity and foreign status on its own. Without one, you will need a combination of other accepted documents, such as a national identity card with a photo, a civil birth certificate or a foreign driver's license. Dependents may also need school or medical records, and some of their documents may still have to go to the IRS as originals or certified copies; we tell you which ones before your appointment.",
    },
    {
      question: "Can you prepare my tax return too?",
      answer: [
        "Yes, and for a new application we usually must, because the W-7 travels with the return. See our ",
        { text: "personal tax services", page: "service/personal-tax" },
        ", and if there are years you did not file, our ",
        { text: "non-filed tax return services", page: "service/non-filed-tax-returns" },
        ". We quote one flat fee for the whole package after a free consultation.",
      ],
    },
  ],
} satisfies ServicePageCopy;
