/**
 * A legal document's words in one language, `content/pages/privacy.json` and `terms.json`
 * (docs/decisions/019): its effective date, and its sections in order, each with its anchor (the
 * table of contents' link), heading and blocks; both languages have the same anchors in the same
 * order (./read.ts). `{email}`, `{phone}`, `{legalName}` and `{offices}` are filled by the page from
 * the firm's details.
 */
import { z } from "zod";
import { isoDate, pageTitle, richTextField, searchDescription, text } from "#app/content/schema/fields.ts";
import { siteConfig } from "#app/content/site/index.ts";

const paragraph = () => richTextField(() => siteConfig.clientPortal.url);
const linkHelp =
  "A link is written `[words](page:contact)` for a page of the site, or `[words](portal)` for the client portal. {email}, {phone}, {legalName} and {offices} are filled in from the firm's details.";

/** Whether a block depends on the client portal's encryption being stated in the firm's details. */
export const blockConditions = ["always", "encryptionStated", "encryptionNotStated"] as const;

const shownWhen = z
  .enum(blockConditions, { error: "must be always, encryptionStated or encryptionNotStated" })
  .default("always")
  .meta({
    title: "Show",
    description:
      "Always, or only while the firm's details state the client portal's encryption (encryptionStated), or only while they do not (encryptionNotStated).",
  });

const block = z.discriminatedUnion(
  "kind",
  [
    z
      .strictObject({
        kind: z.literal("p").meta({ title: "Paragraph" }),
        text: paragraph().meta({ title: "Text", description: linkHelp }),
        shownWhen,
      })
      .meta({ title: "Paragraph" }),
    z
      .strictObject({
        kind: z.literal("ul").meta({ title: "Bulleted list" }),
        items: z
          .array(paragraph().meta({ title: "Point", description: linkHelp }))
          .min(1, "needs at least one point")
          .meta({ title: "Points" }),
        shownWhen,
      })
      .meta({ title: "Bulleted list" }),
  ],
  { error: "must be a paragraph (kind p) or a bulleted list (kind ul)" },
);

const section = z
  .strictObject({
    id: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be small letters a to z, digits and single hyphens, like who-we-are")
      .meta({
        title: "Anchor",
        description:
          "The section's address in the page (/privacy-policy#<this>), the same in English and Spanish: small letters, digits and hyphens.",
      }),
    heading: text().meta({ title: "Heading" }),
    blocks: z
      .array(block)
      .min(1, "needs at least one paragraph or list")
      .meta({ title: "Paragraphs and lists", description: "Shown in this order; drag to reorder." }),
  })
  .meta({ title: "Section" });

/** The schema of a legal document's words in one language. */
export function legalCopySchema() {
  return z.strictObject({
    effectiveDate: isoDate().meta({
      title: "Effective date",
      description: "The day this version takes effect, YYYY-MM-DD. The same date in English and Spanish.",
    }),
    title: pageTitle().meta({ title: "Title" }),
    metaDescription: searchDescription(),
    intro: paragraph().meta({ title: "Introduction", description: linkHelp }),
    sections: z
      .array(section)
      .min(1, "needs at least one section")
      .superRefine((sections, context) => {
        const seen = new Set<string>();
        for (const [index, { id }] of sections.entries()) {
          if (seen.has(id))
            context.addIssue({
              code: "custom",
              path: [index, "id"],
              message: `is ${id} again: each section's anchor is its own`,
            });
          seen.add(id);
        }
      })
      .meta({
        title: "Sections",
        description:
          "Shown in this order, numbered, with a table of contents. Add, remove or move a section in English and Spanish alike.",
        rowSummary: "{{fields.heading}} (#{{fields.id}})",
      }),
  });
}

/** One section's words in one language. */
export type LegalSectionCopy = z.output<typeof section>;

/** A legal document's words in one language. */
export type LegalCopy = z.output<ReturnType<typeof legalCopySchema>>;
