import type { Bilingual } from "#app/content/types.ts";
import privacyData from "#content/pages/privacy.json" with { type: "json" };
import termsData from "#content/pages/terms.json" with { type: "json" };
import { readDocument } from "./read.ts";
import type { LegalDocument } from "./types.ts";

/** The legal documents, by the route-table id of their page. */
export const legalDocuments: Record<"privacy" | "terms", Bilingual<LegalDocument>> = {
  privacy: readDocument("content/pages/privacy.json", privacyData),
  terms: readDocument("content/pages/terms.json", termsData),
};
