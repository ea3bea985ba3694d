import type { LegalStructure } from "#app/content/legal/types.ts";

/**
 * Privacy policy of the marketing site (/privacy-policy, /es/politica-privacidad): what is the same in both languages.
 * The section ids are the anchors of the table of contents and say the sections' order; the words,
 * and the effective date, are in `content/pages/privacy.json` under each section's id.
 */
export const privacyStructure = {
  sectionIds: [
    "who-we-are",
    "information-we-collect",
    "cookies-and-local-storage",
    "how-we-use-information",
    "legal-basis",
    "retention",
    "who-sees-it",
    "client-tax-information",
    "security",
    "children",
    "california-rights",
    "exercising-rights",
    "do-not-track",
    "changes",
    "contact",
  ],
} as const satisfies LegalStructure;
