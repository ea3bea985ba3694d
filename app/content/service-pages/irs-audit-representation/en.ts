import { portal, portalLink } from "#app/content/client-portal.ts";
import { representation } from "#app/content/representation.ts";
import type { ServicePageCopy } from "#app/content/service-pages/types.ts";

const pw = portal.en;

const rep = representation.en;

/** The page in English: its words only; its icons are in structure.ts. */
export const en = {
  title: "IRS Audit Representation",
  subheading: "Your representative before the IRS",
  description: `With a signed Form 2848 power of attorney, ${rep.named}, becomes your representative before the IRS, receiving copies of your notices, talking with the examiner, answering document requests and attending meetings, so you do not have to face the audit alone. We prepare every response with you, in English or Spanish, for taxpayers anywhere in the country.`,
  metaDescription:
    "IRS audit representation nationwide: a credentialed representative named on Form 2848 deals with the examiner and document requests, in English or Spanish.",
  features: [
    {
      title: "Form 2848 power of attorney",
      description: `We prepare Form 2848 naming ${rep.person} as your representative for the tax forms and years under examination, so the IRS can discuss your case with your representative and send copies of the letters it mails to you.`,
    },
    {
      title: "IRS contact goes through us",
      description: `Once the power of attorney is on file, the examiner generally works through ${rep.person}. We answer accurately, ask for time when records need to be found, and report back to you after every conversation.`,
    },
    {
      title: "Document request responses",
      description:
        "We answer each Information Document Request (Form 4564) item by item with an index of what was sent, so nothing gets lost and the examiner receives a complete, organized file.",
    },
    {
      title: "Interviews without you",
      description: `In most audits you do not need to sit in the interview yourself. ${rep.person} meets with the examiner on your behalf, and we bring you in only when your own first-hand knowledge is really needed.`,
    },
    {
      title: "Nationwide and fully remote",
      description: `An IRS audit is a federal matter, so ${rep.person} can represent taxpayers in any state. Documents travel through our secure client portal${pw.withEncryption}, and our meetings with you can be by phone or video.`,
    },
    {
      title: "Report review and appeals",
      description: `When the examiner proposes changes on Form 4549, we check every adjustment. If you disagree, ${rep.person} can ask for a conference with the examiner's manager or take the case to the IRS Independent Office of Appeals.`,
    },
  ],
  clients: [
    {
      type: "Self-employed professionals",
      description:
        "Consultants, real estate agents and owner-operator truckers whose Schedule C income and expenses are under examination and who would rather not answer alone.",
    },
    {
      type: "Owners of S corporations and partnerships",
      description:
        "Business owners whose Form 1120-S or Form 1065 is being examined, often together with the personal returns that receive the business income.",
    },
    {
      type: "Taxpayers outside California",
      description:
        "People anywhere in the United States who want a bilingual representative for a federal audit and are comfortable working with us remotely.",
    },
    {
      type: "Spanish-speaking taxpayers",
      description:
        "Clients who want every letter, question and proposed change explained clearly in Spanish while the conversation with the IRS is handled for them.",
    },
    {
      type: "Clients of an unavailable preparer",
      description:
        "People whose return was filed by a preparer who has closed shop or will not help now that the IRS is asking questions about it.",
    },
    {
      type: "Workers who cannot miss shifts",
      description:
        "Employees and parents who cannot take time off for IRS calls and meetings during business hours and want someone to handle them instead.",
    },
  ],
  process: [
    {
      title: "Free case review",
      description:
        "We read your audit notice, confirm the years and issues involved, and explain what representation covers before you commit to anything.",
    },
    {
      title: "Power of attorney",
      description: `You sign Form 2848 naming ${rep.person} as your representative; we submit it to the IRS and request your account and return transcripts so we see exactly what the IRS sees.`,
    },
    {
      title: "Strategy and supporting records",
      description:
        "We review the return under audit, spot the items the examiner is likely to question, and gather the documents that back up each one.",
    },
    {
      title: "Contact with the examiner",
      description: `${rep.person} contacts the examiner as your representative, agrees on response dates, and answers document requests in organized, indexed packages.`,
    },
    {
      title: "Interviews and negotiation",
      description: `${rep.person} attends interviews in your place, presents your position with evidence, and pushes back on adjustments that your records do not support.`,
    },
    {
      title: "Closing or appeal",
      description: `We review the examination report with you, then either agree and close the audit or, if you disagree, ${rep.person} files a written protest and follows the case through Appeals.`,
    },
  ],
  faqs: [
    {
      question: "What does Form 2848 allow you to do?",
      answer: `It names your representative, ${rep.named}, and authorizes that person to receive your confidential tax information for the forms and years listed, to speak with the IRS for you and to represent you at meetings. A preparer who is not an Enrolled Agent, CPA or attorney can at most represent you for a return that preparer prepared and signed, and only while in the IRS's Annual Filing Season Program: in an audit, with IRS customer service or before the Taxpayer Advocate Service. Appeals, collection and returns the preparer did not sign need one of those three credentials. Some acts stay with you, such as signing your own return, and you can revoke the power of attorney at any time.`,
    },
    {
      question: "Do I have to meet with the auditor myself?",
      answer:
        "Usually not. You have the right to be represented, and once a representative is authorized the IRS generally has to work through that person. The IRS can still require you to appear by issuing a formal summons; that is uncommon, and if it happens we go with you.",
    },
    {
      question: "Do you represent taxpayers outside Santa Maria?",
      answer: [
        "Yes. IRS representation is federal, so we work with taxpayers anywhere in the country. We exchange documents through our ",
        portalLink("secure client portal"),
        `, talk with you by phone or video, and ${rep.person} handles the IRS contacts from our office.`,
      ],
    },
    {
      question: "How is this different from your tax audit defense service?",
      answer: [
        "Our ",
        { text: "tax audit defense", page: "service/tax-audit-defense" },
        ` service covers audits by the IRS and by California agencies such as the FTB, the EDD and the CDTFA, including rebuilding records from scratch. Audit representation is specifically about ${rep.named}, standing in for you before the IRS under a power of attorney, wherever you live.`,
      ],
    },
    {
      question: "The IRS already sent a report with proposed changes. Is it too late?",
      answer: [
        `Bring us the report and the letter that came with it right away. That letter sets a response deadline, and before it passes ${rep.person} can still send missing documents, ask for a manager conference or request an appeal. After the deadline, the options narrow. If the final balance is more than you can pay at once, a `,
        { text: "payment plan", page: "service/irs-payment-plan" },
        " can follow.",
      ],
    },
    {
      question: "What does IRS audit representation cost?",
      answer:
        "Audit work is billed at a flat fee. We quote it after the free consultation, once we know the years, the issues and whether the audit is by mail, at an IRS office or in the field, and the quote spells out what it includes.",
    },
  ],
} satisfies ServicePageCopy;
