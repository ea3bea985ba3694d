/**
 * Every page's copy, in both languages: the one index the build, the server, the scripts and the
 * tests import. Each page has a folder: `schema.ts` for its words, which are JSON under `content/`
 * (docs/decisions/019), each card with its own icon, link and course beside its words, each legal
 * section with its anchor; `index.ts` making them the shape the page renders. Browser code
 * (islands) imports only types from here: a value would bring every page's copy into its script.
 */

export { aboutContent } from "./about/index.ts";
export type { AboutContent, TimelineEntry } from "./about/types.ts";
export { homeContent } from "./home/index.ts";
export type { HomeContent } from "./home/types.ts";
export type { IconName } from "./icon-names.ts";
export { legalDocuments } from "./legal/index.ts";
export type { LegalBlock, LegalDocument, LegalSection } from "./legal/types.ts";
export { quickbooksContent } from "./quickbooks/index.ts";
export type { Offering, OfferingFormat, QuickbooksPageContent } from "./quickbooks/types.ts";
export { servicePageContent } from "./service-pages/index.ts";
export type {
  ClientType,
  Feature,
  ProcessStep,
  ServicePageContent,
  TemplateServiceSlug,
} from "./service-pages/types.ts";
export { directoryCards } from "./services-directory/index.ts";
export type { DirectoryCard } from "./services-directory/types.ts";
export type { Bilingual, Faq, RichLink, RichText, Testimonial } from "./types.ts";
