import { representation } from "#app/content/representation.ts";
import { en as dictionary } from "#app/i18n/en.ts";
import type { AboutCopy } from "./types.ts";

const rep = representation.en;

/** The about page in English: its words only; icons are in structure.ts, the story in about-timeline.ts. */
export const en = {
  title: "About NAIS",
  metaDescription:
    "Meet NAIS: bilingual bookkeeping and tax help for Santa Maria and the Central Coast since 2016, with QuickBooks ProAdvisors and a Certifying Acceptance Agent.",
  hero: {
    eyebrow: "About us",
    lead: "A Santa Maria firm that has helped families and small businesses with their books, payroll and taxes since 2016 — in the language they are most comfortable with.",
  },
  team: {
    title: "The people behind your numbers",
    lead: "A small team, so you always know who is working on your file — and every one of us will explain it in plain words.",
    videoLabel: "Video: why clients choose NAIS",
    videoFallback: "Your browser cannot play this video.",
  },
  credentialLabels: {
    founder: "Founder",
    proadvisor: "QuickBooks ProAdvisor",
    caa: "IRS Certifying Acceptance Agent",
    taxPreparer: "Tax preparer",
    bilingual: "Bilingual English/Spanish",
    // The credential's name, as the credential badges and the representation copy say it.
    enrolledAgent: dictionary.credentials.enrolledAgent,
    bookkeeping: "Bookkeeping lead",
    payroll: "Payroll specialist",
    trainer: "QuickBooks trainer",
    quickbooksOnlineCertified: "QuickBooks Online certified",
    quickbooksDesktopCertified: "QuickBooks Desktop certified",
  },
  timeline: {
    title: "Our story",
  },
  mission: {
    title: "Our mission today",
    paragraphs: [
      "Small businesses and working families deserve the same quality of bookkeeping and tax advice as large companies — explained clearly, priced honestly and delivered in their own language.",
      `We keep the books accurate and file on time, and when the IRS writes, ${rep.named}, represents our clients under Form 2848. Nationwide for IRS matters; in person in Santa Maria for everything else.`,
      `Before the IRS, a tax preparer who is not an Enrolled Agent, CPA or attorney can at most represent a client for a return that preparer prepared and signed, and only while in the IRS's Annual Filing Season Program: in an audit, with IRS customer service or before the Taxpayer Advocate Service. Appeals, collection and returns the preparer did not sign need an Enrolled Agent, a CPA or an attorney named on Form 2848. At NAIS that is ${rep.named}. ${rep.ctec}`,
    ],
  },
  specialties: {
    title: "What we specialize in",
    lead: "Six areas where our clients most often need a steady hand.",
    items: [
      {
        title: "Bookkeeping & payroll",
        description: "Monthly books, reconciliations, payroll and sales tax for businesses up to 50 employees.",
      },
      {
        title: "Tax preparation",
        description: "Personal, self-employed and business returns, prepared early and explained line by line.",
      },
      {
        title: "IRS problems",
        description: `Audits, unfiled returns, payment plans, liens and levies, with ${rep.named}, as your representative under Form 2848.`,
      },
      {
        title: "ITIN applications",
        description: "Form W-7 applications and renewals as a Certifying Acceptance Agent.",
      },
      {
        title: "Starting a business",
        description: "Choosing a structure, registering it, getting the EIN and setting up the books.",
      },
      {
        title: "QuickBooks",
        description: "Setup, clean-up and training from certified ProAdvisors.",
      },
    ],
    link: "See all our services",
  },
  promise: {
    title: "Our promise to you",
    items: [
      "We explain your situation in plain words, in English or Spanish.",
      "You know the fee before the work starts — and audit defense is a flat fee.",
      "We answer your calls and messages promptly, and we tell you when things will be done.",
      "Your documents travel through our encrypted portal, never through loose e-mail attachments.",
      "If we are not the right fit for your case, we will tell you so at the free consultation.",
    ],
  },
  cta: {
    title: "Come meet us",
    text: "Visit one of our two Santa Maria offices, call the toll-free line, or send us a message. The first consultation is free.",
  },
} satisfies AboutCopy;
