import type { RichText } from "#app/content/types.ts";

/** One block of a legal section: a paragraph or a bulleted list. */
export type LegalBlock = { kind: "p"; text: RichText } | { kind: "ul"; items: RichText[] };

/**
 * One numbered section of a legal document. The id is kebab-case, unique in its document and the
 * same in English and Spanish: it becomes the anchor of the table of contents.
 */
export interface LegalSection {
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

/**
 * A legal document (privacy policy, terms of service) in one language, as its page reads it.
 *
 * Strings may carry the placeholders `{email}`, `{phone}`, `{legalName}` and `{offices}`, which the
 * page fills from the site configuration, so that the firm's contact details live in one file.
 */
export interface LegalDocument {
  title: string;
  /** 140-160 characters, written, not truncated. */
  metaDescription: string;
  /** ISO date, yyyy-mm-dd. */
  effectiveDate: string;
  intro: RichText;
  sections: LegalSection[];
}
