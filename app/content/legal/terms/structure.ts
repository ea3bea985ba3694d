import type { LegalStructure } from "#app/content/legal/types.ts";

/**
 * Terms of service of the marketing site (/terms, /es/terminos): what is the same in both languages.
 * The section ids are the anchors of the table of contents and say the sections' order; the words,
 * and the effective date, are in `content/pages/terms.json` under each section's id.
 */
export const termsStructure = {
  sectionIds: [
    "about-these-terms",
    "use-of-the-site",
    "information-not-advice",
    "no-client-relationship",
    "accuracy-and-tax-law-changes",
    "third-party-links",
    "intellectual-property",
    "acceptable-use",
    "disclaimer-of-warranties",
    "limitation-of-liability",
    "indemnity",
    "governing-law",
    "changes",
    "contact",
  ],
} as const satisfies LegalStructure;
