import type { Bilingual } from "#app/content/types.ts";
import { en as privacyEn } from "./privacy/en.ts";
import { es as privacyEs } from "./privacy/es.ts";
import { privacyStructure } from "./privacy/structure.ts";
import { en as termsEn } from "./terms/en.ts";
import { es as termsEs } from "./terms/es.ts";
import { termsStructure } from "./terms/structure.ts";
import type { LegalCopy, LegalDocument, LegalStructure } from "./types.ts";

function legalDocument<Id extends string>(structure: LegalStructure<Id>, copy: LegalCopy<Id>): LegalDocument {
  return {
    title: copy.title,
    metaDescription: copy.metaDescription,
    effectiveDate: structure.effectiveDate,
    intro: copy.intro,
    sections: structure.sectionIds.map((id) => ({ id, ...copy.sections[id] })),
  };
}

/** The legal documents, by the route-table id of their page. */
export const legalDocuments: Record<"privacy" | "terms", Bilingual<LegalDocument>> = {
  privacy: { en: legalDocument(privacyStructure, privacyEn), es: legalDocument(privacyStructure, privacyEs) },
  terms: { en: legalDocument(termsStructure, termsEn), es: legalDocument(termsStructure, termsEs) },
};
