import { portal, portalLink } from "#app/content/client-portal.ts";
import { representation } from "#app/content/representation.ts";
import { taxFigures as f, num } from "#app/content/tax-figures.ts";
import type { PrivacyCopy } from "./structure.ts";

const pw = portal.en;

const rep = representation.en;

/**
 * Privacy policy in English. `{email}`, `{phone}`, `{legalName}` and `{offices}` are filled by the page
 * from the site configuration; the effective date and the sections' order are in structure.ts.
 */
export const en = {
  title: "Privacy Policy",
  metaDescription:
    "How our Santa Maria bookkeeping and tax firm handles what you send through our contact form and waitlist, how long we keep it, and your California rights.",
  intro:
    "This policy explains how {legalName} (“we” or “us”) handles personal information received through this website. In short: we only receive what you choose to send us, we use it to answer you, we never sell it, and we do not track you.",
  sections: {
    "who-we-are": {
      heading: "Who we are and what this policy covers",
      blocks: [
        {
          kind: "p",
          text: "{legalName} is a bookkeeping, payroll, tax preparation, IRS representation, business formation and QuickBooks training firm with offices in Santa Maria, California. We are responsible for the personal information described in this policy.",
        },
        {
          kind: "p",
          text: "This policy covers our website and the messages you send through it. If you become a client, the information you give us for your bookkeeping, tax or IRS work is also governed by your written engagement agreement and by the federal rules that protect taxpayer information held by tax preparers.",
        },
        {
          kind: "p",
          text: `${rep.ctec} Representation before the IRS is by ${rep.named}, under a Form 2848 that you sign.`,
        },
      ],
    },
    "information-we-collect": {
      heading: "Information we collect",
      blocks: [
        {
          kind: "p",
          text: "The site has no accounts or logins, so we only receive information when you decide to send it:",
        },
        {
          kind: "ul",
          items: [
            "Contact form: your name, e-mail address, phone number (optional), the service you are interested in (bookkeeping, tax preparation, IRS help, QuickBooks training or new business setup), your message and, if you choose QuickBooks training, the courses you check.",
            "QuickBooks course waitlist: your e-mail address, nothing else.",
            "Anti-spam field: both forms contain a hidden field that people never see and leave empty, while spam programs tend to fill it in. It holds nothing about you.",
            "Server logs: like nearly every website, our hosting provider records technical details of each request, such as the IP address, date and time, page requested and browser type. Form submissions are logged with your e-mail address partly masked, never in full.",
            "Calls and e-mails: if you phone or write to us directly, we receive whatever you tell us, along with your phone number or e-mail address.",
          ],
        },
        {
          kind: "p",
          text: "Please do not put Social Security numbers, ITINs, bank or card numbers, or details from tax returns or IRS notices in the contact form. The Security section below explains the safe way to share documents.",
        },
      ],
    },
    "cookies-and-local-storage": {
      heading: "Cookies, local storage and tracking",
      blocks: [
        {
          kind: "p",
          text: "This site uses no tracking or advertising cookies, no analytics tools, no advertising pixels and no social-media widgets. It remembers just two preferences, kept in your own browser's local storage:",
        },
        {
          kind: "ul",
          items: ["the color theme you picked (light or dark);", "your language (English or Spanish)."],
        },
        {
          kind: "p",
          text: "It also keeps a small flag in your browser's session storage, to know whether a page is the first of your visit and whether you closed the language suggestion. That flag disappears when you close the tab.",
        },
        {
          kind: "p",
          text: "None of these values is sent to us or anyone else, and none identifies you. You can remove them at any time by clearing this site's data in your browser.",
        },
        {
          kind: "p",
          text: "Links to our social profiles and to map directions are plain links: those companies receive nothing unless you click them.",
        },
      ],
    },
    "how-we-use-information": {
      heading: "How we use your information",
      blocks: [
        { kind: "p", text: "We use what you send us for these purposes only:" },
        {
          kind: "ul",
          items: [
            "to read and answer your enquiry by e-mail or phone, and to schedule a consultation if you ask for one;",
            "to tell you when registration opens for the online QuickBooks course you joined the waitlist for;",
            "to keep the site and its forms working safely, which includes filtering spam and looking into misuse;",
            "to meet our legal obligations.",
          ],
        },
        {
          kind: "p",
          text: "We send no newsletters or marketing campaigns, build no profiles and make no automated decisions about you.",
        },
      ],
    },
    "legal-basis": {
      heading: "Why we are allowed to use it",
      blocks: [
        { kind: "p", text: "In plain words, we rely on three reasons:" },
        {
          kind: "ul",
          items: [
            "You asked us to. By sending the form or joining the waitlist, you ask us to get in touch, and we need your details to do that.",
            "Keeping the site safe. We have a legitimate interest in stopping spam and abuse, which is why we keep limited server logs.",
            "The law requires it. Tax laws and other rules sometimes oblige us to keep records or to hand them to the authorities.",
          ],
        },
        {
          kind: "p",
          text: "You can change your mind whenever you like: tell us you no longer want to hear from us, or ask to be taken off the waitlist, and we will stop.",
        },
      ],
    },
    retention: {
      heading: "How long we keep it",
      blocks: [
        {
          kind: "ul",
          items: [
            "Enquiries and waitlist sign-ups that do not lead to a client relationship are deleted within 24 months.",
            "If you become a client, we keep your records for seven years (federal law requires a tax preparer to keep a copy of each return, or a list of them, for at least three) and then destroy them securely.",
            "Server logs are kept only as long as needed for security and troubleshooting, then deleted or overwritten.",
            "Submissions caught by the anti-spam field are set aside rather than delivered, so that a real person flagged by mistake is not lost, and are deleted on the same schedule.",
          ],
        },
        {
          kind: "p",
          text: "We keep information longer only when the law requires it or to resolve a dispute, and only for as long as that lasts.",
        },
      ],
    },
    "who-sees-it": {
      heading: "Who sees your information",
      blocks: [
        {
          kind: "p",
          text: "Your messages are read only by members of our staff who need them to help you. We also rely on service providers that handle data on our behalf:",
        },
        {
          kind: "ul",
          items: [
            "our hosting provider, which runs this website and its forms and keeps the server logs;",
            "our e-mail provider, which delivers your message to our inbox and stores it.",
          ],
        },
        {
          kind: "p",
          text: "They may use the information only to serve us, never to sell it or for their own purposes.",
        },
        {
          kind: "p",
          text: "We never sell your personal information, and we never share it for advertising, including cross-context behavioral advertising. We do not pass it to data brokers or marketing partners.",
        },
        {
          kind: "p",
          text: "We disclose information to others only when the law requires it, such as a subpoena, court order or lawful request from a government agency, or when you ask us to, for instance by authorizing us to speak with the IRS for you. What clients give us for their tax returns has stricter rules, in the next section.",
        },
      ],
    },
    "client-tax-information": {
      heading: "Client tax information",
      blocks: [
        {
          kind: "p",
          text: "Everything a client gives us for, or in connection with, the preparation of a tax return is tax return information under section 7216 of the Internal Revenue Code. We use it to prepare your returns. We use it for any other purpose, or disclose it to anyone, only with your written consent, signed in the form the IRS requires, or where Treasury Regulation section 301.7216-2 allows it without consent, for example under a court order or another provision of the Internal Revenue Code. Federal law makes a knowing or reckless disclosure without that basis a crime.",
        },
        {
          kind: "p",
          text: "As a firm that prepares tax returns, we are a financial institution under the Gramm-Leach-Bliley Act: clients receive our privacy notice, which explains how we collect, use and share their nonpublic personal information.",
        },
        {
          kind: "p",
          text: `We follow the Federal Trade Commission's Safeguards Rule (16 CFR part 314), with a written information security program. If unencrypted information about ${num(f.safeguardsBreachNoticePeople)} or more people were acquired without authorization, we would notify the FTC no later than ${num(f.safeguardsBreachNoticeDays)} days after discovering it, besides notifying the people affected as California law requires.`,
        },
      ],
    },
    security: {
      heading: "How we protect it",
      blocks: [
        {
          kind: "ul",
          items: [
            "Every page and form of this site travels over an encrypted connection (HTTPS).",
            "Only staff who need your information can reach it, and our providers are bound to protect it.",
            [
              "Client documents are exchanged through our ",
              portalLink("secure client portal"),
              `, run for us by ${pw.provider}${pw.withEncryption ? ` and protected${pw.withEncryption}` : ""}, never through the contact form.`,
            ],
          ],
        },
        {
          kind: "p",
          text: [
            "E-mail and web forms are handy, but they are not the place for sensitive data. Please do not send Social Security numbers, ITINs, tax forms, bank statements or IRS notices through the contact form or ordinary e-mail. Once we are working together, we will invite you to the ",
            portalLink("secure portal"),
            ".",
          ],
        },
        {
          kind: "p",
          text: "No system is perfectly secure. If we learn of a breach that affects your personal information, we will notify you as the law requires.",
        },
      ],
    },
    children: {
      heading: "Children",
      blocks: [
        {
          kind: "p",
          text: "This site is meant for adults and businesses. It is not directed to children under 16, and we do not knowingly collect personal information from them through it. If you believe a child has sent us information, let us know and we will delete it.",
        },
        {
          kind: "p",
          text: "Clients sometimes give us details about their dependents for a tax return. Those details come from the parent or guardian, within a client engagement, and are protected like any other client record.",
        },
      ],
    },
    "california-rights": {
      heading: "Your California privacy rights",
      blocks: [
        {
          kind: "p",
          text: "The California Consumer Privacy Act, as amended by the California Privacy Rights Act (CCPA/CPRA), gives California residents rights over their personal information. We honor them for anyone who asks:",
        },
        {
          kind: "ul",
          items: [
            "Right to know: what personal information we hold about you, where it came from, why we use it, with whom we share it, and a copy of it.",
            "Right to delete: ask us to delete the personal information we collected from you, subject to exceptions such as records that tax law requires us to keep.",
            "Right to correct: ask us to fix information that is inaccurate.",
            "Right to opt out of sale or sharing: we do not sell or share personal information and have not done so in the past 12 months. You may still ask, and we will confirm it in writing.",
            "Right to limit the use of sensitive personal information: we use sensitive information, such as a client's Social Security number, only to provide the service requested, never to infer characteristics about you.",
            "Right to non-discrimination: we will not deny you service, charge you a different price or give you a lower quality of service because you used any of these rights.",
          ],
        },
        {
          kind: "p",
          text: "In the past 12 months, we received through the site identifiers (name, e-mail address, phone number), the content of messages, and internet activity limited to server logs. We disclosed them only to the service providers listed above, for the purposes described here.",
        },
      ],
    },
    "exercising-rights": {
      heading: "How to exercise your rights",
      blocks: [
        {
          kind: "p",
          text: "To make a request, e-mail us at {email} or call us toll-free at {phone}, and tell us which right you want to use. You do not need an account.",
        },
        {
          kind: "ul",
          items: [
            "Verification: we confirm your identity by matching the details you give us with what we hold, for example by replying to the e-mail address you used on the form. We ask only for what we need to verify you.",
            "Authorized agents: someone you authorize may make a request for you. We will ask for your signed permission and may ask you to confirm your identity with us directly, unless the agent holds a valid power of attorney under California law.",
            "Timing: we confirm receipt within 10 business days and answer within 45 days. If we need more time, up to 45 more days, we will tell you why.",
            "Cost: requests are free. If we cannot fulfill a request, in whole or in part, we will explain why.",
          ],
        },
      ],
    },
    "do-not-track": {
      heading: "Do Not Track and Global Privacy Control",
      blocks: [
        {
          kind: "p",
          text: "Some browsers can send a Do Not Track signal or a Global Privacy Control (GPC) signal. This site does not track you across websites, shows no ads and does not sell or share personal information, so every visit is handled the same way: without tracking.",
        },
        {
          kind: "p",
          text: "We treat a GPC signal as a valid request to opt out of the sale or sharing of personal information, as California law requires. Because we do not sell or share, nothing more is needed on your part.",
        },
      ],
    },
    changes: {
      heading: "Changes to this policy",
      blocks: [
        {
          kind: "p",
          text: "We may update this policy when our practices or the law change. The new version will be posted on this page with a new effective date, and significant changes will also be announced on the site. We will not use information we already hold in a materially different way without your consent.",
        },
        {
          kind: "p",
          text: "This policy is published in English and in Spanish. If the two versions differ, the English version controls.",
        },
      ],
    },
    contact: {
      heading: "Contact us",
      blocks: [
        {
          kind: "p",
          text: "Questions about this policy or about your information? We are glad to help, in English or Spanish:",
        },
        { kind: "ul", items: ["E-mail: {email}", "Toll-free phone: {phone}", "Offices: {offices}"] },
        {
          kind: "p",
          text: [
            "You can also use our ",
            { text: "contact page", page: "contact" },
            ", but please keep sensitive information out of it.",
          ],
        },
      ],
    },
  },
} satisfies PrivacyCopy;
