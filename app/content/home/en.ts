import { portal, portalLink } from "#app/content/client-portal.ts";
import { quickbooksCertified as qb } from "#app/content/quickbooks-certifications.ts";
import { representation } from "#app/content/representation.ts";
import { siteConfig } from "#app/lib/site-config.ts";
import type { HomeCopy } from "./types.ts";

const pw = portal.en;

const rep = representation.en;

/** The home page in English: its words only; icons and links are in structure.ts. */
export const en = {
  metaTitle: "NAIS — Bookkeeping & Tax Services in Santa Maria, CA",
  metaDescription:
    "Bilingual bookkeeping, payroll, tax preparation and IRS help in Santa Maria, CA. QuickBooks ProAdvisors and a Certifying Acceptance Agent. Free consultation.",
  hero: {
    eyebrow: "Santa Maria, California · Since 2016",
    headline: "Bookkeeping and tax services you can understand, in English or Spanish",
    lead: "We keep your books, run your payroll, prepare your returns and stand beside you when the IRS writes — so you can get back to your business and your family.",
    trustPoints: [
      "Free consultation",
      "QuickBooks ProAdvisor certified",
      "IRS Certifying Acceptance Agent",
      "Hablamos español",
    ],
  },
  services: {
    eyebrow: "Our services",
    title: "Everything your books and taxes need, under one roof",
    lead: "From the first receipt of a new business to a letter from the IRS, one bilingual team handles it.",
    mostPopular: "Most Popular",
    cards: [
      {
        title: "Bookkeeping Services",
        description:
          "Monthly bookkeeping, bank reconciliations and clear financial statements, so you always know where your business stands.",
        buttonText: "Explore bookkeeping",
      },
      {
        title: "Tax Preparation",
        description:
          "Business and personal returns prepared carefully and filed on time, with every deduction and credit you are entitled to.",
        buttonText: "Explore tax preparation",
      },
      {
        title: "IRS Representation",
        description: `Audits, back taxes, liens and levies: ${rep.named}, speaks to the IRS for you under Form 2848 and works toward a plan you can live with, anywhere in the country.`,
        buttonText: "Get IRS help",
      },
      {
        title: "Business Services",
        description: "Choosing an LLC or corporation, getting your EIN and setting up the books right from day one.",
        buttonText: "Start your business",
      },
      {
        title: "Certifying Acceptance Agent (CAA)",
        description:
          "ITIN applications and renewals with Form W-7, and no need to mail your original passport to the IRS.",
        buttonText: "Apply for an ITIN",
      },
      {
        title: "QuickBooks Courses",
        description:
          "Hands-on QuickBooks training from certified ProAdvisors: group courses, one-on-one sessions and setup help.",
        buttonText: "See the courses",
      },
    ],
  },
  why: {
    eyebrow: "Why NAIS",
    title: "A local firm that explains things plainly",
    lead: "Since 2016, families and small businesses on the Central Coast have trusted us with their numbers. Here is why they stay.",
    videoLabel: "Video: why clients choose NAIS",
    videoFallback: "Your browser cannot play this video. The same points are listed beside it.",
    benefits: [
      {
        title: "Fully bilingual",
        description:
          "Every conversation, document and explanation in English or Spanish — whichever you are most comfortable with.",
      },
      {
        title: "QuickBooks ProAdvisors",
        description:
          "Certified QuickBooks ProAdvisors set up, clean up and teach the software small businesses run on.",
      },
      {
        title: "Flat-fee audit pricing",
        description:
          "Audit defense at a flat fee agreed up front, so a letter from the IRS does not become an open-ended bill.",
      },
      {
        title: "Secure client portal",
        description: [
          "Share tax documents through our ",
          portalLink("client portal"),
          `${pw.withEncryption} instead of e-mail attachments.`,
        ],
      },
      {
        title: "Free first consultation",
        description:
          "Tell us what is going on and we will tell you honestly what we can do and what it will cost — at no charge.",
      },
      {
        title: "IRS help nationwide",
        description: [
          `Based in Santa Maria, ${rep.named}, represents taxpayers before the IRS in every state, by phone and `,
          portalLink("secure portal"),
          ".",
        ],
      },
    ],
  },
  certifications: {
    eyebrow: "Credentials",
    title: "Certified to handle what matters",
    lead: "The credentials behind the work, so you know who is looking after your numbers.",
    credentials: [
      {
        title: "IRS Certifying Acceptance Agent",
        description:
          "Authorized by the IRS to verify identity documents for ITIN applications in person, so your originals stay with you.",
      },
      {
        title: "QuickBooks ProAdvisor",
        description:
          qb.online && qb.desktop
            ? "Certified in QuickBooks Online and Desktop, for setup, clean-up, training and year-round support."
            : "QuickBooks ProAdvisors for setup, clean-up, training and year-round support.",
      },
      {
        title: rep.credential,
        description: `${rep.person} represents clients before the IRS under Form 2848, in audits, before Appeals and in collection, including on returns prepared elsewhere.`,
      },
      siteConfig.ctec.registered
        ? {
            title: "CTEC-registered preparers",
            description:
              "Our paid tax preparers who are not Enrolled Agents, CPAs or attorneys are registered with the California Tax Education Council, as state law requires.",
          }
        : {
            title: "Data security",
            description: `A secure client portal${pw.withEncryption} and written procedures for handling taxpayer data.`,
          },
    ],
    badgesTitle: "QuickBooks certifications",
    badges: [
      "QuickBooks ProAdvisor",
      qb.online ? "QuickBooks Online certified" : null,
      qb.desktop ? "QuickBooks Desktop certified" : null,
    ],
  },
  testimonials: {
    title: "What our clients say",
  },
  cta: {
    title: "Ready to get your books and taxes in order?",
    text: "Book a free consultation or call us today. We answer in English and Spanish, and we will tell you plainly what you need.",
  },
} satisfies HomeCopy;
