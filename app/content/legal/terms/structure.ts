import type { LegalCopy, LegalStructure } from "#app/content/legal/types.ts";

/**
 * Terms of service of the marketing site (/terms, /es/terminos): what is the same in both languages.
 * The section ids are the anchors of the table of contents and say the sections' order; `en.ts` and
 * `es.ts` give each section's words under its id.
 */
export const termsStructure = {
  effectiveDate: "2026-11-22",
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

export type TermsCopy = LegalCopy<(typeof termsStructure.sectionIds)[number]>;
