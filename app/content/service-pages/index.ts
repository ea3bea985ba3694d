/** The template service pages' words, from their content files (imported by the generated ./copy-files.ts, read by ./read.ts). */

import type { IconName } from "#app/content/icon-names.ts";
import type { Bilingual } from "#app/content/types.ts";
import type { Lang, PageId, ServiceCategory } from "#app/lib/route-table.ts";
import { copyFiles } from "./copy-files.ts";
import { servicePageFile, templateServiceSlugs } from "./files.ts";
import { readServicePageCopy, servicePage } from "./read.ts";
import type { ServicePageContent, TemplateServiceSlug } from "./types.ts";

/**
 * The template service pages, in both languages: the words of each page's content file joined
 * with its icons, its numbered steps and its testimonials (docs/decisions/019).
 */
export const servicePageContent = Object.fromEntries(
  templateServiceSlugs.map((slug) => [slug, servicePage(slug, copyFiles[slug])]),
) as Record<TemplateServiceSlug, Bilingual<ServicePageContent>>;

/** A template service page's card in the services directory, in one language, from its file. */
export interface ServiceCard {
  page: PageId;
  category: ServiceCategory;
  icon: IconName;
  directoryOrder: number;
  name: string;
  description: string;
}

/** Each template service page's card, both languages (app/content/services-directory/index.ts orders them with the others). */
export const serviceCards: Bilingual<ServiceCard[]> = { en: cardsIn("en"), es: cardsIn("es") };

function cardsIn(lang: Lang): ServiceCard[] {
  return templateServiceSlugs.map((slug) => {
    const copy = readServicePageCopy(servicePageFile(slug), copyFiles[slug])[lang];
    return {
      page: `service/${slug}`,
      category: copy.category,
      icon: copy.cardIcon,
      directoryOrder: copy.directoryOrder,
      ...copy.card,
    };
  });
}
