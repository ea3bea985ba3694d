import { portal, portalLink } from "#app/content/client-portal.ts";
import type { ServicePageCopy } from "#app/content/service-pages/types.ts";

const pw = portal.en;

/** The page in English: its words only; its icons are in structure.ts. */
export const en = {
  title: "Virtual Bookkeeping Services",
  subheading: "Your books, handled online",
  description:
    "Virtual bookkeeping from NAIS gives you careful monthly books without a trip to the office: you photograph receipts on your phone, share statements through our encrypted portal, and meet your bookkeeper by video or phone. It suits busy owners across Santa Maria and the Central Coast who run their business from a truck, a field or a kitchen.",
  metaDescription:
    "Virtual bookkeeping for Central Coast businesses: QuickBooks Online, bank feeds, receipt capture and a secure client portal, with bilingual video check-ins.",
  features: [
    {
      title: "QuickBooks Online in the cloud",
      description:
        "Your books live in QuickBooks Online, so you, your bookkeeper and your tax preparer all see the same up-to-date numbers from any computer or phone.",
    },
    {
      title: "Encrypted client portal",
      description: `Statements, receipts and reports move through a secure portal${pw.withEncryption} instead of unprotected email or paper sent by mail.`,
    },
    {
      title: "Automatic bank feeds",
      description:
        "Read-only connections bring in transactions from your bank and card accounts automatically, which means fewer statements to chase and a faster month-end close.",
    },
    {
      title: "Receipt capture from your phone",
      description:
        "Photograph a receipt at the parts counter or the supply store and it is attached to the right transaction, saved before the paper fades or gets lost.",
    },
    {
      title: "Video and phone check-ins",
      description:
        "Go over your monthly reports with your bookkeeper on a video call or by phone, in English or Spanish, at a time that fits around your workday.",
    },
    {
      title: "Dashboards on demand",
      description:
        "Check cash balances, unpaid invoices and month-to-date profit whenever you log in, instead of waiting for an appointment to learn where you stand.",
    },
  ],
  clients: [
    {
      type: "Owners who work in the field",
      description:
        "Contractors, landscapers and mobile mechanics who are on job sites all day and cannot stop by an office during business hours.",
    },
    {
      type: "Food trucks and caterers",
      description:
        "Cash-and-card businesses on the move around the county that need sales deposits and commissary costs recorded without paperwork piling up.",
    },
    {
      type: "Online and home-based sellers",
      description:
        "Businesses whose sales, platform fees and refunds arrive through marketplaces and payment apps and must be matched to what actually lands in the bank.",
    },
    {
      type: "Businesses with more than one location",
      description:
        "Owners with a shop in Santa Maria and another in Orcutt, Nipomo or Lompoc who want every location's numbers in one shared file.",
    },
    {
      type: "Owners who travel or split their time",
      description:
        "Clients who spend part of the year away, including with family in Mexico, and still need their California business books kept current.",
    },
    {
      type: "Teams that share the books",
      description:
        "Businesses where a partner, office manager or outside advisor needs a separate login with the right level of access in QuickBooks.",
    },
  ],
  process: [
    {
      title: "Free video or phone consultation",
      description:
        "We learn how your business runs, which accounts and apps you use and how you prefer to communicate, then quote a flat monthly fee.",
    },
    {
      title: "Portal and access setup",
      description:
        "You receive a login to our encrypted portal, and we connect read-only bank feeds and set user permissions in QuickBooks Online.",
    },
    {
      title: "Opening balance review",
      description:
        "We check your opening balances and recent months so that the virtual service starts from figures that really match your bank.",
    },
    {
      title: "Ongoing capture",
      description:
        "You upload receipts and invoices as they happen; we categorize transactions and message you only when something needs your answer.",
    },
    {
      title: "Monthly close",
      description:
        "We reconcile every account, close the month and post your profit and loss, balance sheet and a short written summary to the portal.",
    },
    {
      title: "Check-in call",
      description:
        "We meet by video or phone to review the results, upcoming tax deadlines and your questions, in whichever language you prefer.",
    },
  ],
  faqs: [
    {
      question: "Will I ever need to come to your office?",
      answer:
        "No. Everything from the first consultation to the year-end close can happen online or by phone. If you would like to sit down with us now and then, you are always welcome at our Santa Maria offices; the service stays the same either way.",
    },
    {
      question: "How is virtual bookkeeping different from regular bookkeeping?",
      answer: [
        "The accounting work is the same: reconciliations, categorization and monthly statements. What changes is how we work together. With our in-office ",
        { text: "bookkeeping services", page: "service/bookkeeping" },
        " you can drop off paperwork in person; with virtual bookkeeping everything flows through the portal, bank feeds and video calls.",
      ],
    },
    {
      question: "Is it safe to connect my bank accounts online?",
      answer: [
        "We use read-only bank connections, which show us transactions but do not allow anyone to move money. Please never send account passwords by email: documents and messages go through our ",
        portalLink("client portal"),
        `${pw.withEncryption}.`,
      ],
    },
    {
      question: "What if I'm not comfortable with technology?",
      answer: [
        "During setup we walk you through the portal and the QuickBooks mobile app step by step, in Spanish or English. If you can take a photo with your phone, you can send us receipts. To learn more on your own, see our ",
        { text: "QuickBooks courses", page: "service/quickbooks-courses" },
        ".",
      ],
    },
    {
      question: "How much does virtual bookkeeping cost?",
      answer:
        "It is a flat monthly fee based on your transaction volume and number of accounts, quoted after a free consultation. You know the fee before we start, and it stays the same from month to month unless the scope of the work changes.",
    },
    {
      question: "Can you work with the software I use now?",
      answer: [
        "We work in QuickBooks Online. If your books are in QuickBooks Desktop, another program or spreadsheets, we can move them over as part of ",
        { text: "QuickBooks setup", page: "service/quickbooks-setup" },
        " so your history comes with you.",
      ],
    },
  ],
} satisfies ServicePageCopy;
