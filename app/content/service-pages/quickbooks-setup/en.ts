import type { ServicePageCopy } from "#app/content/service-pages/types.ts";

/** The page in English: its words only; its icons are in structure.ts. */
export const en = {
  title: "QuickBooks Setup and Configuration",
  subheading: "Set up by certified QuickBooks ProAdvisors",
  description:
    "A QuickBooks file set up carefully saves time every month; one set up in a hurry produces reports nobody trusts. As certified QuickBooks ProAdvisors, NAIS builds your chart of accounts, connects bank feeds, assigns user roles, configures payroll and sales tax, and moves your history over from spreadsheets or QuickBooks Desktop.",
  metaDescription:
    "QuickBooks setup by certified ProAdvisors: chart of accounts, bank feeds, user roles, payroll, sales tax and migration from Desktop or spreadsheets.",
  features: [
    {
      title: "Chart of accounts for your trade",
      description:
        "We design income, expense and balance sheet accounts around how your business really earns and spends, and map them to the lines of your tax return so year-end is straightforward.",
    },
    {
      title: "Bank and credit card feeds",
      description:
        "We connect your business bank and card accounts, pick start dates that avoid duplicated transactions, and tie opening balances to your statements.",
    },
    {
      title: "User roles and permissions",
      description:
        "Owners, office staff and your outside accountant each get the access they need, from full admin to limited roles, so payroll and banking details are seen only by the right people.",
    },
    {
      title: "Payroll settings",
      description:
        "We enter employees, pay schedules, deductions and your federal and EDD account numbers, so paychecks and quarterly filings such as Form 941 and the DE 9 come out right.",
    },
    {
      title: "Sales tax configuration",
      description:
        "For businesses with a CDTFA seller's permit, we set up sales tax so it is charged on taxable sales, left off exempt ones and tracked for your returns.",
    },
    {
      title: "Migration from Desktop or spreadsheets",
      description:
        "We bring over lists, open invoices, unpaid bills and balances from QuickBooks Desktop or Excel, and compare the converted reports with your old records before you go live.",
    },
  ],
  clients: [
    {
      type: "Businesses leaving spreadsheets",
      description:
        "Owners who have outgrown Excel and want invoices, expenses and reports in one place without retyping years of data.",
    },
    {
      type: "QuickBooks Desktop users moving online",
      description:
        "Companies moving to QuickBooks Online that need their history converted and checked, not just a file uploaded and hoped for.",
    },
    {
      type: "Brand-new businesses",
      description:
        "New companies that want the books right from the first transaction instead of repairing them at tax time.",
    },
    {
      type: "Employers starting payroll",
      description:
        "Businesses hiring their first employees that want payroll running inside QuickBooks with the California settings done right.",
    },
    {
      type: "Owners with a messy file",
      description:
        "Companies whose QuickBooks has duplicate accounts, unreconciled banks or old setup mistakes that call for a clean restructuring.",
    },
    {
      type: "Multi-location and job-based businesses",
      description:
        "Restaurants with more than one location, and farms or contractors tracking jobs, that need classes, locations or projects to see profit by segment.",
    },
  ],
  process: [
    {
      title: "Assessment",
      description:
        "We review your current records, bank accounts, employees and sales tax needs to choose the right QuickBooks plan and agree the setup scope and flat fee.",
    },
    {
      title: "Design the structure",
      description:
        "We draft the chart of accounts, classes or locations, products and services list and user roles, then review them with you.",
    },
    {
      title: "Connect and configure",
      description:
        "Bank feeds, payroll, sales tax, invoice templates and company preferences are set up in your QuickBooks file.",
    },
    {
      title: "Migrate your data",
      description:
        "We import customers, vendors, items and balances from Desktop or spreadsheets and reconcile them to your statements.",
    },
    {
      title: "Walkthrough for your team",
      description:
        "We show you and your staff the daily tasks in English or Spanish: reviewing bank transactions, invoicing, paying bills and running reports.",
    },
    {
      title: "Go live with support",
      description:
        "You start working in the new file with 30 days of post-setup support for the questions your first month of transactions brings.",
    },
  ],
  faqs: [
    {
      question: "How long does QuickBooks setup take?",
      answer:
        "A standard setup usually takes 2-4 business days once we have your information and access to your accounts. Complex setups, such as a QuickBooks Desktop conversion, several locations or payroll for a larger crew, take 1-2 weeks. We quote a flat fee for the setup after a free consultation.",
    },
    {
      question: "Can you move my data from QuickBooks Desktop?",
      answer:
        "Yes. We convert your Desktop file to QuickBooks Online, then compare the balance sheet, profit and loss, and open receivables and payables before and after. Not everything carries over the same way, custom reports for example, so we tell you beforehand what will need attention.",
    },
    {
      question: "What do I need to provide?",
      answer:
        "Bank and credit card statements for the start date, your last tax return or a list of balances, customer and vendor lists, employee details if you run payroll, and your seller's permit number if you collect sales tax. We send you the full checklist in English or Spanish.",
    },
    {
      question: "What happens after setup is finished?",
      answer: [
        "You have 30 days of post-setup support for questions. After that you can keep the books yourself, learn more in our ",
        { text: "QuickBooks courses", page: "service/quickbooks-courses" },
        ", or hand the monthly work to our ",
        { text: "bookkeeping team", page: "service/bookkeeping" },
        ".",
      ],
    },
    {
      question: "Which QuickBooks plan should I use?",
      answer: [
        "It depends on how many people need access, whether you run payroll or track inventory, and whether you need classes or locations. We recommend a plan during the assessment; for the everyday habits that keep a file clean afterwards, see our ",
        { text: "QuickBooks tips", page: "service/quickbooks-tips" },
        ".",
      ],
    },
  ],
} satisfies ServicePageCopy;
