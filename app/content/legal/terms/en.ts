import { representation } from "#app/content/representation.ts";
import { taxFigures as f, usd } from "#app/content/tax-figures.ts";
import type { TermsCopy } from "./structure.ts";

const rep = representation.en;

/**
 * Terms of service in English. `{email}`, `{phone}`, `{legalName}` and `{offices}` are filled by the page
 * from the site configuration; the effective date and the sections' order are in structure.ts.
 */
export const en = {
  title: "Terms of Service",
  metaDescription:
    "The terms for using our website: general information only, not tax or legal advice, no client relationship until we sign, links, acceptable use, California law.",
  intro: [
    "These terms govern your use of this website, run by {legalName}. Please read them together with our ",
    { text: "Privacy Policy", page: "privacy" },
    ". By using the site you accept them; if you do not agree, please do not use it.",
  ],
  sections: {
    "about-these-terms": {
      heading: "About these terms",
      blocks: [
        {
          kind: "p",
          text: "The site presents our services — bookkeeping, payroll, tax preparation, IRS representation, business formation and QuickBooks training — and lets you get in touch with us. These terms apply to everyone who visits it.",
        },
        {
          kind: "p",
          text: "Work we do for clients is governed by a separate written engagement agreement. If that agreement and these terms ever disagree, the engagement agreement controls for that work.",
        },
        {
          kind: "p",
          text: `Before the IRS, a tax preparer who is not an Enrolled Agent, CPA or attorney can at most represent a client for a return that preparer prepared and signed, and only while in the IRS's Annual Filing Season Program: in an audit, with IRS customer service or before the Taxpayer Advocate Service. Appeals, collection and returns the preparer did not sign need an Enrolled Agent, a CPA or an attorney named on Form 2848. At NAIS that is ${rep.named}. ${rep.ctec}`,
        },
      ],
    },
    "use-of-the-site": {
      heading: "Using the site",
      blocks: [
        {
          kind: "p",
          text: "You may browse, read and print pages of this site to inform yourself or your business, and you may share links to them. The site is free, and you do not need an account.",
        },
        {
          kind: "ul",
          items: [
            "The contact form and the QuickBooks course waitlist are for genuine enquiries. Please give accurate contact details so we can reply.",
            "Joining the waitlist lets us tell you when the online course opens. It does not reserve a seat or commit you to anything.",
            "Course descriptions, schedules and availability may change. The conditions of each course are given to you when you register.",
            "We may change, suspend or remove any part of the site at any time.",
          ],
        },
      ],
    },
    "information-not-advice": {
      heading: "Information, not advice",
      blocks: [
        {
          kind: "p",
          text: "Articles, service descriptions, FAQs, tips and examples on this site are general information. They are not tax, legal, accounting or financial advice, and they do not replace advice about your own situation.",
        },
        {
          kind: "p",
          text: "Tax results depend on facts, and two cases that look alike can be treated differently. Please do not act, or decide not to act, based only on what you read here. We give advice only within a written engagement, once we understand your circumstances.",
        },
        {
          kind: "p",
          text: "When we describe IRS programs, such as payment plans, offers in compromise or the release of liens and levies, we explain how they work in general. That is no promise that you will qualify or that the IRS will accept a particular outcome.",
        },
        {
          kind: "p",
          text: "Nothing on the site is legal advice. For legal matters, such as drafting contracts or representation in court, consult a licensed attorney.",
        },
      ],
    },
    "no-client-relationship": {
      heading: "No client relationship until we both sign",
      blocks: [
        {
          kind: "p",
          text: "Visiting the site, calling us, sending the contact form, joining the waitlist or having a free consultation does not make you our client. A client relationship begins only when you and we sign a written engagement agreement that describes the work and the fees.",
        },
        {
          kind: "ul",
          items: [
            "Until then, we are not responsible for any deadline, notice or filing you mention in an enquiry. If you have received an IRS or state notice with a response date, call us right away and keep track of that date yourself.",
            "We may decline an engagement, for example because of a conflict of interest or because the work falls outside our services.",
            [
              "Please do not send confidential documents before we are engaged. Our ",
              { text: "Privacy Policy", page: "privacy" },
              " explains how to share them safely once we are working together.",
            ],
          ],
        },
      ],
    },
    "accuracy-and-tax-law-changes": {
      heading: "Accuracy and changes in tax law",
      blocks: [
        {
          kind: "p",
          text: "We work to keep the site accurate, but tax laws, IRS procedures, forms, deadlines and amounts change often, sometimes after a page was written. We cannot promise that every page reflects the latest rules.",
        },
        {
          kind: "p",
          text: `Figures on the site are for the tax year stated. For instance, the federal standard deduction for tax year ${f.standardDeductionSingle.taxYear} is ${usd(f.standardDeductionSingle)} for single filers and ${usd(f.standardDeductionMarriedJoint)} for married couples filing jointly; other years have different amounts. Deadlines such as April 15 can also move when they fall on a weekend or holiday, or when the IRS grants disaster relief.`,
        },
        {
          kind: "p",
          text: "Before you rely on a figure, check the current amount with us or with the IRS.",
        },
      ],
    },
    "third-party-links": {
      heading: "Links to other websites",
      blocks: [
        { kind: "p", text: "The site links to websites we do not control, including:" },
        {
          kind: "ul",
          items: [
            "our insurance partner, which offers business and personal insurance under its own terms;",
            "our profiles on TikTok, Facebook and Instagram;",
            "map directions, government sites such as the IRS's, and other resources.",
          ],
        },
        {
          kind: "p",
          text: "Those sites have their own terms and privacy policies, which apply when you visit them. A link is not an endorsement, and we are not responsible for their content, products, services or practices. Any insurance policy is a contract between you and the insurer.",
        },
        {
          kind: "p",
          text: "If you contact us through a social network, that network's own privacy rules also apply to your messages.",
        },
      ],
    },
    "intellectual-property": {
      heading: "Intellectual property",
      blocks: [
        {
          kind: "p",
          text: "The text, graphics, logos, photos, videos, course materials and design of this site belong to us or to those who licensed them to us, and are protected by copyright and trademark laws.",
        },
        {
          kind: "p",
          text: "Except for personal, non-commercial use, or brief quotations that name the source, you may not copy, republish, sell or create derivative works from the site's content, or use our name or logo, without our written permission.",
        },
        {
          kind: "p",
          text: "QuickBooks and ProAdvisor are trademarks of Intuit Inc. Other names and logos belong to their owners. We are an independent private firm, not a government agency, and mentioning the IRS, Intuit or any other organization does not mean that it endorses us.",
        },
      ],
    },
    "acceptable-use": {
      heading: "Acceptable use",
      blocks: [
        { kind: "p", text: "When you use the site, please do not:" },
        {
          kind: "ul",
          items: [
            "send spam, advertising, chain letters or bulk submissions through the forms;",
            "use bots, scripts or other automated means to fill in or submit the forms, or to get around their anti-spam protection;",
            "give false information, pretend to be someone else, or submit another person's details without their permission;",
            "send viruses or other harmful code, or try to gain unauthorized access to the site, its servers or our systems;",
            "scrape the site or load it in a way that overloads it or disturbs other visitors;",
            "use the site for anything unlawful, fraudulent or abusive.",
          ],
        },
        {
          kind: "p",
          text: "We may ignore or delete submissions that break these rules, block access to the site, and report unlawful activity to the authorities.",
        },
      ],
    },
    "disclaimer-of-warranties": {
      heading: "Disclaimer of warranties",
      blocks: [
        {
          kind: "p",
          text: "The site and its content are provided “as is” and “as available”. To the fullest extent the law allows, we make no warranties of any kind, express or implied, including warranties of merchantability, fitness for a particular purpose, accuracy and non-infringement.",
        },
        {
          kind: "p",
          text: "We do not promise that the site will always be available, uninterrupted, secure or free of errors or viruses, or that every message sent through a form will reach us. If you do not hear back within a reasonable time, please call us.",
        },
      ],
    },
    "limitation-of-liability": {
      heading: "Limitation of liability",
      blocks: [
        {
          kind: "p",
          text: "To the fullest extent the law allows, neither we nor our owners, staff or providers are liable for indirect, incidental, special, consequential or punitive damages, or for lost profits, lost data, taxes, penalties or interest, arising from your use of the site or your reliance on its content.",
        },
        {
          kind: "p",
          text: "This limitation applies whatever the legal theory of the claim. It does not limit liability that cannot be limited under California law, such as liability for fraud, willful injury or violations of law, and it does not change our duties under a signed engagement agreement, which that agreement governs.",
        },
      ],
    },
    indemnity: {
      heading: "Indemnity",
      blocks: [
        {
          kind: "p",
          text: "If you misuse the site or break these terms and someone makes a claim against us as a result, you agree to defend us and to cover the losses, costs and reasonable attorneys' fees that it causes us, our owners and our staff. This does not apply to claims caused by our own fault.",
        },
      ],
    },
    "governing-law": {
      heading: "Governing law and venue",
      blocks: [
        {
          kind: "p",
          text: "These terms are governed by the laws of the State of California, without regard to its conflict-of-law rules.",
        },
        {
          kind: "p",
          text: "Any dispute arising from these terms or the site will be heard in the state courts located in Santa Barbara County, California, or, where a federal court has jurisdiction, in the United States District Court for the Central District of California. You and we agree to the jurisdiction of those courts.",
        },
        {
          kind: "p",
          text: "If any part of these terms is found unenforceable, the rest stays in effect. If we do not enforce a right at some point, we have not waived it. And before going to court, please contact us: most concerns are settled with a phone call.",
        },
      ],
    },
    changes: {
      heading: "Changes to these terms",
      blocks: [
        {
          kind: "p",
          text: "We may update these terms from time to time. The new version will be posted on this page with a new effective date and applies from that date. If you keep using the site afterwards, you accept the updated terms.",
        },
        {
          kind: "p",
          text: "Such changes do not affect a signed engagement agreement; any change to that agreement must be made in writing and agreed by both of us.",
        },
        {
          kind: "p",
          text: "These terms are published in English and in Spanish. If the two versions differ, the English version controls.",
        },
      ],
    },
    contact: {
      heading: "Contact",
      blocks: [
        { kind: "p", text: "Questions about these terms? We are glad to help, in English or Spanish:" },
        { kind: "ul", items: ["E-mail: {email}", "Toll-free phone: {phone}", "Offices: {offices}"] },
        { kind: "p", text: ["Or use our ", { text: "contact page", page: "contact" }, "."] },
      ],
    },
  },
} satisfies TermsCopy;
