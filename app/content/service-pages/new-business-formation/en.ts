import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, usd } from "#app/content/tax-figures.ts";
import { siteConfig } from "#app/lib/site-config.ts";

const price = siteConfig.prices;

/** The page in English: its words only; its icons are in structure.ts. */
export const en = {
  title: "New Business Formation Services",
  subheading: "Launch your Santa Maria business right",
  description:
    "Opening a business in Santa Maria means filings with the state, the city, the IRS and often the CDTFA and the EDD, in the right order. NAIS walks you through the whole launch checklist in English or Spanish: registration, local license, seller's permit, EIN, bank account and bookkeeping, so you open your doors ready to operate.",
  metaDescription:
    "Start a business in Santa Maria, CA: state registration, city business license, seller's permit, EIN, bank account and bookkeeping, in English or Spanish.",
  features: [
    {
      title: "A launch checklist for your business",
      description:
        "We build a checklist for your type of business and location so nothing is missed: state registration, fictitious business name, city license, permits and tax accounts, each in the order it has to happen.",
    },
    {
      title: "State and county registration",
      description:
        "We prepare and file your LLC's Articles of Organization or your corporation's Articles of Incorporation with the California Secretary of State, or a fictitious business name statement with Santa Barbara County if you will trade under a name other than your own.",
    },
    {
      title: "City of Santa Maria business license",
      description:
        "If you operate inside Santa Maria city limits, we help you apply for the city business license and point out what to ask the city's planning staff, such as working from home or whether your location is zoned for your activity.",
    },
    {
      title: "Seller's permit and employer account",
      description:
        "Selling goods, including restaurant meals, requires a seller's permit from the CDTFA, and hiring employees requires an EDD employer account. We register you for the ones that apply to your business, and only those.",
    },
    {
      title: "EIN and business bank account",
      description:
        "We obtain your EIN from the IRS and prepare the documents banks usually ask for, so you can open a business account and keep personal and business money apart from the very first sale.",
    },
    {
      title: "Books that start clean",
      description:
        "We set up your bookkeeping with a chart of accounts and a simple routine for receipts, so your first estimated tax payments and first tax return are built on clean records instead of a shoebox.",
    },
  ],
  clients: [
    {
      type: "Restaurant and food truck owners",
      description:
        "Food businesses need a seller's permit, a county health permit and a city license; we handle the tax and registration side while you work with County Environmental Health on the kitchen.",
    },
    {
      type: "Contractors going out on their own",
      description:
        "Tradespeople leaving a crew to start their own company, who need the business registered, an EIN and organized books alongside their CSLB license.",
    },
    {
      type: "Farm labor contractors and ag services",
      description:
        "Businesses serving Santa Maria Valley growers often hire quickly; we put the EDD employer account, payroll and records in place before the first crew is paid.",
    },
    {
      type: "Home-based and online sellers",
      description:
        "Whether you sell crafts, cosmetics or products online, we check whether you need a seller's permit, a fictitious business name and a city license for a home business.",
    },
    {
      type: "Service providers opening a practice",
      description:
        "Consultants, cleaning services, stylists and other service providers get a clear plan for registrations, licenses and tax obligations before their first client pays.",
    },
    {
      type: "Immigrant entrepreneurs",
      description:
        "Owners who are more comfortable in Spanish, or who use an ITIN instead of a Social Security number, get every step explained in their language, including how to obtain an EIN.",
    },
  ],
  process: [
    {
      title: "Free consultation",
      description:
        "We learn what you will sell, where you will operate, whether you will hire and who the owners are, in person in Santa Maria or by phone or video.",
    },
    {
      title: "Choose your structure",
      description:
        "We compare a sole proprietorship, an LLC and a corporation for your situation, so the registration that follows fits your liability and tax needs.",
    },
    {
      title: "File with the state or county",
      description:
        "We prepare and submit your state formation documents or fictitious business name statement and follow them until they are on record.",
    },
    {
      title: "EIN, license and permits",
      description:
        "We apply for your EIN, then the city business license, the CDTFA seller's permit and the EDD employer account your business actually needs.",
    },
    {
      title: "Open the bank account",
      description:
        "You take your formation documents and EIN confirmation to the bank; we tell you exactly what to bring so you are not sent home for a missing paper.",
    },
    {
      title: "Set up the books and calendar",
      description:
        "We set up your bookkeeping, in QuickBooks or another system, and give you a calendar of the filings and tax deadlines your new business will face.",
    },
  ],
  faqs: [
    {
      question: "What do I need to legally open a business in Santa Maria?",
      answer:
        "It depends on what you do and where, but most businesses need some combination of these: a state registration (LLC or corporation) or a fictitious business name, a City of Santa Maria business license if you are inside city limits, a CDTFA seller's permit if you sell goods, an EIN, and an EDD employer account if you hire. During the free consultation we put the list together for your specific business.",
    },
    {
      question: "Should I form an LLC or stay a sole proprietor?",
      answer: [
        `A sole proprietorship is the least expensive way to start, but it puts no wall between you and the business. An LLC adds liability protection and, with it, California's ${usd(f.californiaMinimumFranchiseTax)} annual LLC tax every year. Our `,
        { text: "business structure service", page: "service/business-structure" },
        " compares the options with your own numbers before you file anything.",
      ],
    },
    {
      question: "How much does it cost to start a business with NAIS?",
      answer: `Our formation packages generally run from ${usd(price.formationPackage.from)} to ${usd(price.formationPackage.to)}, depending on the type of entity and how many registrations your business needs, and we confirm a flat fee after the free consultation. Your quote also shows the state charges that apply, such as the ${usd(f.californiaLlcFilingFee)} California filing fee for an LLC's Articles of Organization or ${usd(f.californiaCorporationFilingFee)} for a corporation's Articles of Incorporation.`,
    },
    {
      question: "Do I need an EIN if I am the only owner?",
      answer: [
        "A sole proprietor with no employees can report under a Social Security number, but many banks ask for an EIN to open a business account, it keeps your SSN off the W-9 forms clients request, and it becomes mandatory once you hire or form a corporation or multi-member LLC. Our ",
        { text: "EIN application service", page: "service/ein-application" },
        " prepares the Form SS-4 for you, including for owners who use an ITIN.",
      ],
    },
    {
      question: "What happens if I start operating before registering?",
      answer:
        "You can end up owing back fees and penalties to the city, sales tax you never collected from customers, and payroll taxes if you paid workers without an employer account. Registering late is still far better than never registering, and we help businesses that are already open catch up as well as those starting fresh.",
    },
    {
      question: "Can you keep my books after the business is open?",
      answer: [
        "Yes. Many owners move straight into our monthly ",
        { text: "bookkeeping service", page: "service/bookkeeping" },
        ", so the records started at launch stay current for sales tax returns, payroll and your first year's income tax return.",
      ],
    },
  ],
} satisfies ServicePageCopy;
