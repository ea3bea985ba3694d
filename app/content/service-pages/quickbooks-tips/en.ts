import type { ServicePageCopy } from "#app/content/service-pages/types.ts";

/** The page in English: its words only; its icons are in structure.ts. */
export const en = {
  title: "QuickBooks Tips and Best Practices",
  subheading: "Workshops from certified ProAdvisors",
  description:
    "Many QuickBooks headaches start with small habits: an account nobody reconciles, a bank rule that files charges in the wrong place, a closed month that someone edits later. NAIS teaches practical best practices in hands-on workshops and one-on-one sessions, in English or Spanish, so your books stay accurate between tax seasons.",
  metaDescription:
    "QuickBooks workshops in English or Spanish: monthly reconciliation, bank feed rules, classes and locations, closing the books and reports you can trust.",
  features: [
    {
      title: "Monthly reconciliation",
      description:
        "Learn to reconcile every bank and credit card account against its statement each month, and how to track down the difference when the numbers refuse to match.",
    },
    {
      title: "Bank feed rules that help",
      description:
        "We show you how to write rules that categorize recurring transactions automatically, and when to leave a rule out so it does not send payments to the wrong account.",
    },
    {
      title: "Classes and locations",
      description:
        "See profit by crew, ranch, store or service line by tagging transactions with classes or locations, and learn which of the two answers your question.",
    },
    {
      title: "Closing the books",
      description:
        "Practice a month-end routine and set a password-protected closing date, so last month's figures stay put after you have filed or reported them.",
    },
    {
      title: "Reports that answer questions",
      description:
        "Customize and save the profit and loss, balance sheet, accounts receivable aging and sales tax reports you actually use, and learn to read them to make decisions.",
    },
    {
      title: "Hands-on workshops",
      description:
        "Sessions use the kinds of transactions your business really has, in English or Spanish, with group rates for teams of 5 or more and one-on-one options for owners.",
    },
  ],
  clients: [
    {
      type: "Owners who do their own books",
      description:
        "Business owners entering their own transactions who want to stop guessing where things go and start trusting their reports.",
    },
    {
      type: "Office staff and in-house bookkeepers",
      description:
        "Employees who work in QuickBooks every day and need faster, more consistent habits for bank feeds, invoices and bills.",
    },
    {
      type: "Teams of 5 or more",
      description:
        "Companies training several people at once, who qualify for group rates and a session built around their own procedures.",
    },
    {
      type: "Users with a freshly set-up file",
      description:
        "Businesses that just finished their QuickBooks setup and want good routines in place before shortcuts become habits.",
    },
    {
      type: "Multi-crew and multi-site operations",
      description:
        "Contractors, agricultural service companies and restaurants that need classes or locations to see which part of the business earns money.",
    },
    {
      type: "Spanish-speaking users",
      description:
        "Owners and staff who learn better in Spanish, with each QuickBooks term explained next to the English label they see on screen.",
    },
  ],
  process: [
    {
      title: "Tell us what is hard",
      description:
        "We start by asking how you use QuickBooks today and which tasks cause errors or take longer than they should.",
    },
    {
      title: "Choose the format",
      description:
        "Pick a group workshop, a private session for your team or one-on-one help, in person in Santa Maria or online.",
    },
    {
      title: "We review your file",
      description:
        "With your permission, we look at your company file beforehand for recurring issues such as unreconciled accounts or overly broad bank rules.",
    },
    {
      title: "Hands-on session",
      description:
        "You practice on realistic scenarios: reconciling, writing bank rules, tagging classes and running month-end reports.",
    },
    {
      title: "Take-home checklist",
      description:
        "Each participant leaves with a month-end checklist and notes in English or Spanish to follow at their own desk.",
    },
    {
      title: "Follow-up questions",
      description:
        "We answer the questions that come up afterwards and can review your next month-end close to confirm the new habits stuck.",
    },
  ],
  faqs: [
    {
      question: "How often should I reconcile my accounts?",
      answer:
        "Every month, for every bank and credit card account, as soon as the statement arrives. Monthly reconciliation catches duplicate entries, missed deposits and bank errors while they are still easy to trace; waiting until tax time turns a quick task into a long search through old paperwork.",
    },
    {
      question: "Should I accept every transaction the bank feed suggests?",
      answer:
        "No. The bank feed's suggestion is a starting point, not a decision. First check whether the transaction is already in QuickBooks as an invoice payment or a bill payment; if it is, match it instead of adding it again. Create rules only for charges that always belong to the same account.",
    },
    {
      question: "What is the difference between classes and locations?",
      answer:
        "Both tag transactions so you can run reports by segment. Locations usually stand for stores, offices or regions, and each transaction carries one; classes suit departments, crews or service lines and can be assigned line by line. Both are available in QuickBooks Online Plus and Advanced.",
    },
    {
      question: "How do I keep last month's numbers from changing?",
      answer:
        "Once a month is reconciled and reported, set a closing date in the advanced settings and require a password to edit anything dated before it. Anyone who tries to change a closed period sees a warning, which protects the figures behind your sales tax returns and payroll filings.",
    },
    {
      question: "Can you teach these practices to my staff?",
      answer: [
        "Yes. We run group workshops and private sessions for a single team, with group rates for teams of 5 or more and pricing quoted after a free consultation; structured training is part of our ",
        { text: "QuickBooks courses", page: "service/quickbooks-courses" },
        ". If your file needs repair before anyone is trained, we start with a ",
        { text: "QuickBooks setup review", page: "service/quickbooks-setup" },
        ". Tell us about your team through our ",
        { text: "contact page", page: "contact" },
        ".",
      ],
    },
  ],
} satisfies ServicePageCopy;
