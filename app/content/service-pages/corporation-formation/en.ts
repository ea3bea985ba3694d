import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, usd } from "#app/content/tax-figures.ts";
import { siteConfig } from "#app/lib/site-config.ts";

const price = siteConfig.prices;

/** The page in English: its words only; its icons are in structure.ts. */
export const en = {
  title: "Corporation Formation Services",
  subheading: "Incorporate in California with confidence",
  description:
    "Forming a corporation takes more than filing Articles of Incorporation. NAIS helps you decide between C and S corporation taxation, files with the California Secretary of State, and puts in place the bylaws, share issuance, board minutes and Statement of Information that keep a corporation in good standing year after year.",
  metaDescription:
    "Form a California corporation: C or S corporation choice, Articles of Incorporation, bylaws, shares, board minutes and Statement of Information. Santa Maria.",
  features: [
    {
      title: "C or S corporation",
      description:
        "We compare C corporation taxation on Form 1120 with an S corporation election on Form 2553, including who may own S corporation shares and the salary an S corporation owner has to take.",
    },
    {
      title: "Articles of Incorporation",
      description:
        "We prepare and file your Articles of Incorporation with the California Secretary of State, after checking that the name is available and confirming your agent for service of process.",
    },
    {
      title: "Bylaws and organizational minutes",
      description:
        "We help you adopt bylaws and document the first board meeting: directors and officers elected, bank account authorized, fiscal year chosen and initial shares approved.",
    },
    {
      title: "Share issuance and stock ledger",
      description:
        "We record who owns how many shares and what each shareholder contributed in money or property, in a stock ledger that agrees with your books and tax returns.",
    },
    {
      title: "Statement of Information",
      description:
        "A California corporation files a Statement of Information shortly after incorporating and every year after that; we file it and keep the date on your compliance calendar.",
    },
    {
      title: "Corporate records every year",
      description:
        "We prepare annual shareholder and board minutes and remind you of the formalities that help preserve the separation between you and the corporation.",
    },
  ],
  clients: [
    {
      type: "LLCs and sole proprietors ready to incorporate",
      description:
        "Established businesses that have outgrown their first structure and want to pay the owners through payroll as a corporation.",
    },
    {
      type: "Startups planning to raise money",
      description:
        "Founders who will issue shares to investors, partners or key employees and need a C corporation organized cleanly from day one.",
    },
    {
      type: "Family-owned companies",
      description:
        "Families who want shares to reflect what each member owns and a written record of who is a director, who is an officer and who decides what.",
    },
    {
      type: "Contractors taking on larger jobs",
      description:
        "Construction and trade companies adding crews and bigger contracts, where corporate records, payroll and books need to be formal.",
    },
    {
      type: "Owners opening another location",
      description:
        "Restaurant and retail owners expanding to a second site who want one corporate structure, one set of books and clear records for lenders.",
    },
    {
      type: "Corporations behind on compliance",
      description:
        "Companies with missing minutes, an overdue Statement of Information or unclear share records, which we help bring back up to date.",
    },
  ],
  process: [
    {
      title: "C or S decision",
      description:
        "We review the owners, expected profit, plans for investors and shareholders' residency to recommend C or S corporation taxation.",
    },
    {
      title: "Name and agent check",
      description:
        "We check your proposed corporate name with the Secretary of State and confirm who will serve as agent for service of process.",
    },
    {
      title: "File the Articles",
      description:
        "We prepare and file the Articles of Incorporation and follow the filing until the state returns the endorsed-filed copy.",
    },
    {
      title: "Organize the corporation",
      description:
        "Bylaws are adopted, directors and officers named, shares issued and the organizational minutes signed, and the stock ledger is opened.",
    },
    {
      title: "Tax registrations",
      description:
        "We apply for the EIN, file Form 2553 if you chose S corporation status, and open the payroll and state accounts the corporation needs.",
    },
    {
      title: "Statement and calendar",
      description:
        "We file the initial Statement of Information and give you a yearly calendar of minutes, filings, franchise tax and returns.",
    },
  ],
  faqs: [
    {
      question: "What is the difference between a C corporation and an S corporation?",
      answer:
        "Both are formed the same way under California law; the difference is how they are taxed. A C corporation pays its own federal tax on Form 1120, and shareholders are taxed again on dividends. An S corporation files Form 1120-S and passes its profit through to the shareholders' personal returns, but it can have only one class of stock, and nonresident aliens and most companies cannot be shareholders.",
    },
    {
      question: "How much does it cost to form a corporation in California?",
      answer: `The state filing fee for Articles of Incorporation is ${usd(f.californiaCorporationFilingFee)}, and the corporation owes California's ${usd(f.californiaMinimumFranchiseTax)} minimum franchise tax; a newly incorporated corporation is generally exempt from the minimum tax in its first taxable year, but not afterwards. Our formation packages generally range from ${usd(price.formationPackage.from)} to ${usd(price.formationPackage.to)}, and we confirm a flat fee after the free consultation.`,
    },
    {
      question: "Do I really need bylaws and board minutes?",
      answer:
        "Yes. Bylaws set the rules for directors, officers and shareholders, and minutes show that the corporation acts as an entity separate from its owners. If a lender, the IRS or a court ever looks closely at your business, missing records can weaken that separation, so we help you keep them current every year.",
    },
    {
      question: "What is the Statement of Information?",
      answer:
        "It is a filing with the California Secretary of State listing the corporation's addresses, officers, directors and agent for service of process. It is due soon after incorporating and then every year; leaving it unfiled brings a penalty and can eventually lead to the corporation being suspended.",
    },
    {
      question: "Can my LLC become a corporation?",
      answer: [
        "Yes. An LLC can convert into a corporation, or in some cases simply elect to be taxed as an S corporation without converting at all. Which route fits depends on investors, ownership and cost, and our ",
        { text: "business structure service", page: "service/business-structure" },
        " compares them before anything is filed.",
      ],
    },
    {
      question: "Who prepares the corporation's tax returns after formation?",
      answer: [
        "We can. Our ",
        { text: "corporation tax service", page: "service/corporation-tax" },
        " prepares the federal Form 1120 or 1120-S and the California Form 100 or 100S, and our ",
        { text: "payroll service", page: "service/payroll" },
        " handles the officer salary an S corporation owner who works in the business must receive.",
      ],
    },
  ],
} satisfies ServicePageCopy;
