/**
 * A legal document's words in one language, `content/pages/privacy.json` and `terms.json`
 * (docs/decisions/019): its effective date, and each section's heading and blocks under the
 * section's id. The sections' ids and order are in `<document>/structure.ts`. `{email}`, `{phone}`,
 * `{legalName}` and `{offices}` are filled by the page from the firm's details.
 */
import { z } from "zod";
import { isoDate, pageTitle, richTextField, searchDescription, text } from "#app/content/schema/fields.ts";
import { siteConfig } from "#app/content/site-config.ts";

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
    heading: text().meta({ title: "Heading" }),
    blocks: z
      .array(block)
      .min(1, "needs at least one paragraph or list")
      .meta({ title: "Paragraphs and lists", description: "Shown in this order; drag to reorder." }),
  })
  .meta({ title: "Section" });

/** The schema of a document whose sections have these ids (its `structure.ts`). */
export function legalCopySchema<const Id extends string>(sectionIds: readonly Id[]) {
  return z.strictObject({
    effectiveDate: isoDate().meta({
      title: "Effective date",
      description: "The day this version takes effect, YYYY-MM-DD. The same date in English and Spanish.",
    }),
    title: pageTitle().meta({ title: "Title" }),
    metaDescription: searchDescription(),
    intro: paragraph().meta({ title: "Introduction", description: linkHelp }),
    sections: z
      .strictObject(Object.fromEntries(sectionIds.map((id) => [id, section])) as Record<Id, typeof section>)
      .meta({ title: "Sections", description: "Their order and anchors are fixed." }),
  });
}

/** One section's words in one language. */
export type LegalSectionCopy = z.output<typeof section>;

/** A legal document's words in one language. */
export type LegalCopy = z.output<ReturnType<typeof legalCopySchema<string>>>;
