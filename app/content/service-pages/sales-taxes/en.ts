import type { ServicePageCopy } from "#app/content/service-pages/types.ts";

/** The page in English: its words only; its icons are in structure.ts. */
export const en = {
  title: "Sales Tax Services",
  subheading: "California sales and use tax",
  description:
    "NAIS handles California sales and use tax for businesses that sell taxable goods: registering for a seller's permit with the CDTFA, tracking the tax you collect, and filing each return on the schedule the CDTFA assigns you. We also review use tax on purchases from out-of-state sellers, so what you owe is reported correctly and penalties don't pile up.",
  metaDescription:
    "California sales and use tax help in Santa Maria: CDTFA seller's permits, returns filed on your assigned schedule, use tax and notices, in English or Spanish.",
  features: [
    {
      title: "Seller's permit registration",
      description:
        "We determine whether your business needs a seller's permit, apply with the CDTFA, and arrange temporary permits when you sell at fairs, festivals or other short-term events.",
    },
    {
      title: "Returns on your assigned schedule",
      description:
        "The CDTFA gives every account a filing frequency, such as quarterly, quarterly with prepayments, monthly or yearly. We track your due dates and file each return on time.",
    },
    {
      title: "The right rate for each location",
      description:
        "California's statewide rate is combined with district taxes that vary by city and county, so we check that your register and invoices charge the correct rate wherever you sell.",
    },
    {
      title: "Use tax on out-of-state purchases",
      description:
        "When you buy equipment or supplies from a seller that did not charge California tax, use tax is usually owed; we find those purchases and report them on your return.",
    },
    {
      title: "Exempt sales and resale certificates",
      description:
        "Sales for resale, most food products and other exempt sales have to be documented. We make sure resale certificates are on file and exempt sales are reported properly.",
    },
    {
      title: "CDTFA notices and audits",
      description:
        "When the CDTFA sends a notice, a billing or an audit letter, we review it with you, gather the records it asks for and, with your authorization, respond on your behalf.",
    },
  ],
  clients: [
    {
      type: "Retail stores",
      description:
        "Clothing, hardware, furniture and gift shops that collect sales tax at the register every day and report it to the CDTFA.",
    },
    {
      type: "Restaurants, bakeries and food trucks",
      description:
        "Food businesses where hot prepared food and meals eaten on site are taxable while many grocery-type items are not, so the register has to know the difference.",
    },
    {
      type: "Contractors and installers",
      description:
        "Builders who buy materials, sell fixtures or both, and need to know when they pay tax as consumers and when they collect it as retailers.",
    },
    {
      type: "Online sellers",
      description:
        "Businesses selling on their own website and through online marketplaces, where the marketplace may collect the tax on some sales but the seller remains responsible for others.",
    },
    {
      type: "Auto repair and parts shops",
      description:
        "Shops that sell parts along with labor, where the parts are generally taxable and repair labor usually is not, so invoices must separate them.",
    },
    {
      type: "Event and swap meet vendors",
      description:
        "Craft fair, festival and swap meet sellers who need a temporary or regular seller's permit depending on how and where they sell.",
    },
  ],
  process: [
    {
      title: "Free consultation",
      description:
        "We look at what you sell, where you sell it and how customers pay, to decide what is taxable and whether you need a seller's permit.",
    },
    {
      title: "Registration or account review",
      description:
        "We apply for your seller's permit or, if you already have one, review your filing frequency, past returns and any balance the CDTFA shows.",
    },
    {
      title: "Sales records setup",
      description:
        "Your point-of-sale system and books are set up to separate taxable sales, exempt sales and tax collected, so each return's figures come straight from your records.",
    },
    {
      title: "Preparing the return",
      description:
        "Each period we compare reported sales with your bank deposits, add use tax on qualifying purchases, and prepare the return for your review.",
    },
    {
      title: "Filing and payment",
      description:
        "Once you approve it, we file through the CDTFA's online services and schedule the payment so it is made by the due date.",
    },
    {
      title: "Ongoing monitoring",
      description:
        "We watch for CDTFA letters, changes to your filing frequency and rate changes where you sell, and let you know before they affect your business.",
    },
  ],
  faqs: [
    {
      question: "Do I need a seller's permit?",
      answer: [
        "In California you generally need a seller's permit from the CDTFA if you sell or lease tangible goods that are ordinarily subject to sales tax, whether you sell from a storefront, from home or online. Businesses that sell only services or only nontaxable items may not need one. If you are just starting out, we can review it together with your ",
        { text: "new business formation", page: "service/new-business-formation" },
        ".",
      ],
    },
    {
      question: "Is there a fee for a seller's permit?",
      answer:
        "The CDTFA does not charge a fee to issue a seller's permit, although in some cases it asks for a security deposit based on your expected sales. We help you prepare the application so it describes your business accurately.",
    },
    {
      question: "How often do I have to file a sales tax return?",
      answer:
        "As often as the filing frequency the CDTFA assigns to your account, which is based mainly on how much tax you report: it may be quarterly, quarterly with prepayments, monthly or yearly, and it can change as your sales grow. A return is due for every period, even one with no sales.",
    },
    {
      question: "What is use tax, and do I owe it?",
      answer:
        "Use tax applies when you buy taxable items for use in California from a seller that did not collect California tax, such as equipment ordered from an out-of-state website. Businesses with a seller's permit report it on their sales and use tax return; individuals can report it on their California income tax return filed with the FTB.",
    },
    {
      question: "What if I'm behind on my sales tax returns?",
      answer:
        "File as soon as you can. Penalties and interest keep adding up, and if returns are not filed the CDTFA can estimate what you owe on its own. We rebuild your sales from bank and point-of-sale records, file the missing returns and, if a balance remains, talk with you about the payment options the CDTFA offers.",
    },
    {
      question: "Can NAIS handle my income taxes too?",
      answer: [
        "Yes. Sales tax is reported to the CDTFA, while income tax goes to the IRS and the FTB, so they are separate returns. Our ",
        { text: "business tax preparation", page: "service/tax-preparation" },
        " team works from the same books, and monthly ",
        { text: "bookkeeping", page: "service/bookkeeping" },
        " keeps your taxable sales figures ready for every period.",
      ],
    },
  ],
} satisfies ServicePageCopy;
