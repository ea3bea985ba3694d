import type { ServicePageCopy } from "#app/content/service-pages/types.ts";
import { taxFigures as f, num } from "#app/content/tax-figures.ts";

/** The page in English: its words only; its icons are in structure.ts. */
export const en = {
  title: "EIN Application Services",
  subheading: "Your federal business number, done right",
  description:
    "An Employer Identification Number (EIN) is the number the IRS uses to identify your business on tax returns, payroll filings and bank applications. NAIS prepares Form SS-4 with you, applies on your behalf and makes sure the details match your state registration, including for owners who use an ITIN instead of a Social Security number.",
  metaDescription:
    "Get your IRS Employer Identification Number right: NAIS prepares Form SS-4 and applies for your EIN, including for ITIN holders. Bilingual, Santa Maria.",
  features: [
    {
      title: "Form SS-4 prepared correctly",
      description:
        "We complete Form SS-4 with the right entity type, reason for applying, responsible party and first wage date, the answers that most often trip up first-time applicants.",
    },
    {
      title: "Applications for ITIN holders",
      description:
        "A responsible party with an ITIN can obtain an EIN, online included. We confirm the ITIN is still current before applying and explain every line of the form in Spanish.",
    },
    {
      title: "Owners with no SSN or ITIN",
      description:
        "The IRS online application requires a responsible party with an SSN or ITIN. When the owner has neither, we prepare the SS-4 for the fax or mail route the IRS provides for that case.",
    },
    {
      title: "We act as your designee",
      description:
        "With your signed authorization in the third-party designee section of the SS-4, we can receive the EIN for you and answer the IRS's questions about the application.",
    },
    {
      title: "Confirmation kept on file",
      description:
        "We keep your IRS assignment notice (CP 575) with your records and help you request a 147C verification letter if a bank or agency later asks for proof of the number.",
    },
    {
      title: "Responsible-party changes",
      description: `When an owner leaves or the business address changes, we file Form 8822-B; a change of responsible party has to be reported to the IRS within ${num(f.responsiblePartyChangeDays)} days.`,
    },
  ],
  clients: [
    {
      type: "Newly registered LLCs and corporations",
      description:
        "Entities just filed with the California Secretary of State that need an EIN before they can open a bank account or run payroll.",
    },
    {
      type: "Employers hiring their first worker",
      description:
        "Any business that pays employees needs an EIN for Form 941 and W-2s, even a sole proprietorship, and it comes before the EDD registration.",
    },
    {
      type: "Sole proprietors protecting their SSN",
      description:
        "Freelancers and contractors who would rather write an EIN than their Social Security number on the W-9 forms clients ask them to fill out.",
    },
    {
      type: "ITIN holders starting a business",
      description:
        "Entrepreneurs without a Social Security number who want someone to explain in Spanish how an ITIN holder obtains an EIN, and to do it with them.",
    },
    {
      type: "Owners living outside the U.S.",
      description:
        "Foreign owners of a U.S. business, with no SSN or ITIN, who need the paper SS-4 route handled correctly the first time.",
    },
    {
      type: "Estates, trusts and nonprofits",
      description:
        "Executors, trustees and newly organized nonprofits, which need their own EIN separate from any individual's number.",
    },
  ],
  process: [
    {
      title: "Check the entity and owner",
      description:
        "We confirm the entity is registered, who the responsible party is and whether that person holds an SSN or ITIN, which decides how we apply.",
    },
    {
      title: "Gather the details",
      description:
        "You give us the legal name, address, owners, start date, type of activity and expected first payroll date, with ID for the responsible party.",
    },
    {
      title: "Prepare Form SS-4",
      description:
        "We complete the form, review it with you in English or Spanish and collect your signature authorizing us as third-party designee where needed.",
    },
    {
      title: "Submit to the IRS",
      description:
        "We apply online when the responsible party has an SSN or ITIN, or by fax or mail when they do not, and answer any IRS follow-up.",
    },
    {
      title: "Deliver your EIN",
      description:
        "You receive the number and the IRS confirmation notice, with a short note on what to keep and where the EIN will be used.",
    },
    {
      title: "Connect what comes next",
      description:
        "We move on to your bank paperwork, EDD employer account, seller's permit or payroll setup, so the new number is used consistently everywhere.",
    },
  ],
  faqs: [
    {
      question: "Does the IRS charge for an EIN?",
      answer:
        "No, the IRS issues EINs free of charge. What you pay us for is preparing the SS-4 correctly, choosing the right entity type and tax classification, and tying the EIN to your state, bank and payroll registrations. We quote that as a flat fee after a free consultation.",
    },
    {
      question: "Can I get an EIN with an ITIN instead of a Social Security number?",
      answer: [
        "Yes. A responsible party with a valid ITIN can apply, and the IRS online application accepts an ITIN as well as an SSN. If your ITIN has expired, or you still need one for your tax returns, our ",
        { text: "Certifying Acceptance Agent service", page: "service/certified-acceptance-agent" },
        " helps you with Form W-7 without mailing your original documents.",
      ],
    },
    {
      question: "What if the owner has neither an SSN nor an ITIN?",
      answer:
        "The business can still get an EIN, just not through the online application. The SS-4 goes to the IRS by fax or mail, and applicants outside the United States can also apply by phone. We prepare the form so the responsible-party line is completed the way the IRS instructions require, which avoids a rejected application.",
    },
    {
      question: "Does my LLC need its own EIN?",
      answer:
        "A multi-member LLC always does. A single-member LLC with no employees can report its income under the owner's number, but it needs its own EIN to run payroll or pay certain excise taxes, and banks usually require one to open the LLC's account.",
    },
    {
      question: "Is the EIN the only number I need to hire employees?",
      answer: [
        "No. California employers also register with the EDD for a state employer account number, which goes on the DE 9 and DE 9C filings. Our ",
        { text: "payroll service", page: "service/payroll" },
        " sets up both accounts and the quarterly Form 941 so your very first paycheck is reported correctly.",
      ],
    },
    {
      question: "What if the owner or responsible party changes?",
      answer: [
        `A new owner does not automatically mean a new EIN, but the IRS must be told: Form 8822-B reports a change of responsible party within ${num(f.responsiblePartyChangeDays)} days. Other changes, such as turning a sole proprietorship into a corporation, do require a new EIN; if you are reorganizing, our `,
        { text: "new business formation service", page: "service/new-business-formation" },
        " handles the registrations that come with it.",
      ],
    },
  ],
} satisfies ServicePageCopy;
