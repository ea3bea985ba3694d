import type { QuickbooksOfferingsCopy } from "./types.ts";

/**
 * The QuickBooks offerings in English, under their ids: their order, format and icon are in
 * structure.ts; the rest of the page's words are in content/pages/quickbooks.json. No prices,
 * durations or start dates are invented: where the firm has given no figure, the text says so.
 */
export const en = {
  "qb-basics": {
    title: "QuickBooks Fundamentals",
    description:
      "Our upcoming QuickBooks Online course for owners and staff starting from zero: company settings, everyday transactions and the reports that show where your business stands.",
    badge: "Coming soon",
    duration: "Schedule to be announced",
    startDate: "Join the waitlist for the first dates",
    price: "Contact us for current pricing",
    details: {
      overview:
        "QuickBooks Fundamentals is a group course in QuickBooks Online for people who are new to the software or have been using it without any training. We begin with how a company file is organized and work up to a simple month-end routine you can repeat on your own. Join the waitlist and we will e-mail you when enrollment opens.",
      outcomes: [
        "Find your way around the QuickBooks Online dashboard, menus and company settings",
        "Understand and maintain a chart of accounts that fits your business",
        "Create customers, send invoices and record the payments you receive",
        "Enter bills and expenses, and categorize bank feed transactions correctly",
        "Reconcile a bank account against its monthly statement",
        "Run and read a profit and loss statement and a balance sheet",
      ],
      curriculum: [
        "Company settings, navigation and user access",
        "The chart of accounts and the products and services list",
        "Customers, invoices, sales receipts and receiving payments",
        "Vendors, bills, expenses and paying bills",
        "Bank feeds: matching, adding and categorizing transactions",
        "Reconciling bank and credit card accounts",
        "Core reports: profit and loss, balance sheet and A/R aging",
      ],
      requirements: [
        "A QuickBooks Online subscription or free trial",
        "A laptop with an up-to-date web browser",
        "Basic computer skills; no accounting background needed",
      ],
      pricing: [
        {
          amount: "Fee to be announced",
          description:
            "Waitlist members hear the course fee before enrollment opens; joining the waitlist is free and commits you to nothing.",
        },
        {
          amount: "Group rate",
          description: "Teams of 5 or more who enroll together receive a group rate.",
        },
      ],
    },
  },
  "qb-advanced": {
    title: "Advanced QuickBooks Features",
    description:
      "For users already comfortable with daily entries: classes and locations, bank rules, budgets, custom reports, sales tax, payroll basics and a dependable month-end close.",
    badge: "Advanced",
    duration: "Flexible scheduling",
    startDate: "Contact us for upcoming dates",
    price: "Contact us for current pricing",
    details: {
      overview:
        "This course is for owners, office managers and in-house bookkeepers who already record transactions in QuickBooks Online and want more from it. We cover the features that turn a file full of entries into information you can manage by, and the controls that keep that information accurate. Each topic is practiced in a sample company before you apply it to your own.",
      outcomes: [
        "Track profit by department, crew or store with classes and locations",
        "Write bank rules that save time without sending transactions to the wrong account",
        "Build a budget and compare it with actual results during the year",
        "Customize, save and schedule the reports your business relies on",
        "Review sales tax and payroll liabilities before each filing",
        "Close every month and protect closed periods with a closing date",
      ],
      curriculum: [
        "Classes, locations and projects",
        "Bank rules and recurring transactions",
        "Sales tax settings and the sales tax liability report",
        "Payroll basics: employees, pay schedules and payroll reports",
        "Budgets and budget vs. actuals reports",
        "Customizing, saving and scheduling reports",
        "Month-end close, adjusting journal entries and the closing date",
        "User roles and permissions for staff and your outside accountant",
      ],
      requirements: [
        "Regular use of QuickBooks Online, or completion of QuickBooks Fundamentals",
        "A QuickBooks Online subscription; classes, locations and budgets need the Plus or Advanced plan",
        "A laptop with an up-to-date web browser",
      ],
      pricing: [
        {
          amount: "Custom quote",
          description:
            "Tell us who will attend and which topics matter most, and we quote the course after a free consultation.",
        },
        {
          amount: "Group rate",
          description:
            "Enroll 5 or more people from your company and we adapt the topics to your own file and apply group rates.",
        },
      ],
    },
  },
  "one-on-one": {
    title: "Personalized QuickBooks Training",
    description:
      "Private sessions in English or Spanish that follow your own company file and your own questions, at your pace, in person in Santa Maria or online.",
    duration: "Flexible scheduling",
    startDate: "Contact us to schedule your first session",
    price: "Contact us for current pricing",
    details: {
      overview:
        "One-on-one training starts from what you need to get done this week, not from a fixed syllabus. We work in your own QuickBooks file with you at the keyboard, so every example is one of your real customers, vendors or bank transactions. It suits owners who learn best with undivided attention and new employees who need to get up to speed.",
      outcomes: [
        "Clear answers to the questions that come up in your particular business",
        "Confidence with your weekly tasks, practiced step by step in your own file",
        "Invoicing, bill-paying and bank feed routines that fit how your office runs",
        "Notes in English or Spanish to follow after each session",
        "A plan for what to learn next, or what to hand off to a bookkeeper",
      ],
      requirements: [
        "Access to your QuickBooks Online company file, or a free trial if you have not started yet",
        "A laptop, or a computer that can share its screen for online sessions",
        "A short list of the tasks or questions you want to cover",
      ],
      pricing: [
        {
          amount: "Free consultation",
          description: "A first conversation about what you need to learn, at no cost, before you book any session.",
        },
        {
          amount: "Custom quote",
          description: "Priced by the number of sessions you need; we suggest a plan once we know your goals.",
        },
      ],
    },
  },
  "qb-setup": {
    title: "QuickBooks Setup & Configuration",
    description:
      "We build your QuickBooks Online file and teach you how it works along the way: chart of accounts, bank feeds, sales tax, payroll settings and user roles.",
    duration: "2-4 business days; 1-2 weeks if complex",
    startDate: "Contact us to schedule",
    price: "Contact us for current pricing",
    details: {
      overview:
        "Our ProAdvisors create your company in QuickBooks Online, or bring it over from QuickBooks Desktop or spreadsheets, and then train you on the finished file. Most setups are ready in 2-4 business days after we receive your information, while complex ones need 1-2 weeks. Afterwards you keep 30 days of post-setup support for the questions your first weeks raise.",
      outcomes: [
        "A chart of accounts designed around your industry and your tax return",
        "Bank and credit card feeds connected, with opening balances tied to your statements",
        "Sales tax, payroll settings and invoice templates ready to use",
        "User roles assigned to owners, staff and your outside accountant",
        "Your history migrated from QuickBooks Desktop or spreadsheets, when needed",
        "A walkthrough of the daily tasks in the file we built together",
      ],
      requirements: [
        "Bank and credit card statements for your chosen start date",
        "Customer, vendor and employee lists, plus your seller's permit number if you collect sales tax",
        "A QuickBooks Online subscription; we help you pick the right plan",
      ],
      pricing: [
        {
          amount: "Custom quote",
          description:
            "A flat fee quoted after a free consultation, based on your accounts, payroll, sales tax and any data to migrate.",
        },
        {
          amount: "30 days of support",
          description: "Questions during the 30 days after you go live are part of the setup.",
        },
      ],
    },
  },
  "qb-tips": {
    title: "QuickBooks Tips & Tricks Workshop",
    description:
      "A practical workshop on the shortcuts and habits that keep a QuickBooks Online file clean: bank rules, recurring transactions, reconciliation and a month-end checklist.",
    duration: "Flexible scheduling",
    startDate: "Contact us for upcoming dates",
    price: "Contact us for current pricing",
    details: {
      overview:
        "A focused workshop for people who already use QuickBooks Online every day and want to work faster with fewer corrections. We cover the time-savers most users never discover and the common mistakes that surface at tax time. It can run as an open session or privately for your team.",
      outcomes: [
        "Move faster with keyboard shortcuts, search and the customizable dashboard",
        "Automate repeat entries with recurring transactions and bank rules",
        "Spot and fix duplicated or miscategorized transactions",
        "Keep receipts attached to the transactions they support",
        "Follow a month-end checklist that keeps reconciliations current",
      ],
      curriculum: [
        "Keyboard shortcuts, search and navigation tricks",
        "Bank rules: when they help and when they hurt",
        "Recurring templates for invoices, bills and journal entries",
        "Receipt capture and attachments",
        "Finding duplicates and uncategorized income or expenses",
        "A monthly close checklist and the closing date",
        "Reports worth saving: A/R aging, unpaid bills and sales tax liability",
      ],
      requirements: [
        "Day-to-day experience with QuickBooks Online",
        "A laptop with access to your company file, or a trial account for practice",
      ],
      pricing: [
        {
          amount: "Custom quote",
          description: "Fees for open and private workshops are quoted once dates are set.",
        },
        {
          amount: "Group rate",
          description:
            "Teams of 5 or more can book a private workshop, at group rates, that uses examples from their own company.",
        },
      ],
    },
  },
} satisfies QuickbooksOfferingsCopy;
