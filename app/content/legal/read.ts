/**
 * A legal document as the build makes it from its file's data. No content file is imported here,
 * so the editor's checks (app/cms/entry-problems.ts) run it on an entry being saved.
 */
import { type PlaceholderValues, readCopy } from "#app/content/data/page-copy.ts";
import { ContentError } from "#app/content/data/parse.ts";
import { siteConfig } from "#app/content/site-config.ts";
import type { Bilingual } from "#app/content/types.ts";
import { type LegalCopy, type LegalSectionCopy, legalCopySchema } from "./schema.ts";
import type { LegalBlock, LegalDocument, LegalStructure } from "./types.ts";

/** The blocks that apply: a block may depend on the client portal's encryption being stated (site.json). */
function shownBlocks(blocks: LegalSectionCopy["blocks"]): LegalBlock[] {
  const encryptionStated = siteConfig.clientPortal.encryptionBits !== null;
  return blocks.flatMap(({ shownWhen, ...block }) =>
    shownWhen === "always" || (shownWhen === "encryptionStated") === encryptionStated ? [block] : [],
  );
}

function legalDocument(structure: LegalStructure, copy: LegalCopy): LegalDocument {
  const sections: Record<string, LegalSectionCopy | undefined> = copy.sections;
  return {
    title: copy.title,
    metaDescription: copy.metaDescription,
    effectiveDate: copy.effectiveDate,
    intro: copy.intro,
    sections: structure.sectionIds.map((id) => {
      const section = sections[id];
      if (!section) throw new ContentError(`legal document "${copy.title}": section ${id}: is missing`);
      const { heading, blocks } = section;
      return { id, heading, blocks: shownBlocks(blocks) };
    }),
  };
}

/**
 * Both languages of a document from its file: one effective date, whatever the language.
 * `values`: what its placeholders stand for, when not the build's (the editor's facts as saved).
 */
export function readDocument(
  file: string,
  structure: LegalStructure,
  data: unknown,
  values?: PlaceholderValues,
): Bilingual<LegalDocument> {
  const copy: Bilingual<LegalCopy> = readCopy(file, legalCopySchema(structure.sectionIds), data, values);
  if (copy.es.effectiveDate !== copy.en.effectiveDate)
    throw new ContentError(
      `${file}: es.effectiveDate: must be the same date as the English (${copy.en.effectiveDate}), found ${copy.es.effectiveDate}`,
    );
  return { en: legalDocument(structure, copy.en), es: legalDocument(structure, copy.es) };
}
