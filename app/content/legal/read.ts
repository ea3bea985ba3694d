/**
 * A legal document as the build makes it from its file's data. No content file is imported here,
 * so the editor's checks (app/cms/entry-problems.ts) run it on an entry being saved.
 */
import { type PlaceholderValues, readCopy } from "#app/content/data/page-copy.ts";
import { ContentError } from "#app/content/data/parse.ts";
import { siteConfig } from "#app/content/site/index.ts";
import type { Bilingual } from "#app/content/types.ts";
import { type LegalCopy, type LegalSectionCopy, legalCopySchema } from "./schema.ts";
import type { LegalBlock, LegalDocument } from "./types.ts";

/** The blocks that apply: a block may depend on the client portal's encryption being stated (site.json). */
function shownBlocks(blocks: LegalSectionCopy["blocks"]): LegalBlock[] {
  const encryptionStated = siteConfig.clientPortal.encryptionBits !== null;
  return blocks.flatMap(({ shownWhen, ...block }) =>
    shownWhen === "always" || (shownWhen === "encryptionStated") === encryptionStated ? [block] : [],
  );
}

function legalDocument(copy: LegalCopy): LegalDocument {
  return {
    title: copy.title,
    metaDescription: copy.metaDescription,
    effectiveDate: copy.effectiveDate,
    intro: copy.intro,
    sections: copy.sections.map(({ id, heading, blocks }) => ({ id, heading, blocks: shownBlocks(blocks) })),
  };
}

/**
 * Both languages of a document from its file: one effective date, whatever the language.
 * `values`: what its placeholders stand for, when not the build's (the editor's facts as saved).
 */
export function readDocument(file: string, data: unknown, values?: PlaceholderValues): Bilingual<LegalDocument> {
  // Before the words: sections matched by place in both languages make no sense once their anchors differ.
  const anchors = (lang: "en" | "es") => {
    const sections = (data as Partial<Record<"en" | "es", { sections?: unknown }>> | undefined)?.[lang]?.sections;
    return Array.isArray(sections) ? sections.map((section) => String(section?.id)).join(", ") : undefined;
  };
  const [en, es] = [anchors("en"), anchors("es")];
  if (en !== undefined && es !== undefined && en !== es)
    throw new ContentError(
      `${file}: es.sections: must have the English sections' anchors in the same order (${en}), found ${es}: add, remove or move a section in both languages`,
    );
  const copy: Bilingual<LegalCopy> = readCopy(file, legalCopySchema(), data, values);
  if (copy.es.effectiveDate !== copy.en.effectiveDate)
    throw new ContentError(
      `${file}: es.effectiveDate: must be the same date as the English (${copy.en.effectiveDate}), found ${copy.es.effectiveDate}`,
    );
  return { en: legalDocument(copy.en), es: legalDocument(copy.es) };
}
