import { joinCopy } from "#app/content/join-copy.ts";
import { testimonialsFor } from "#app/content/testimonials.ts";
import type { Bilingual } from "#app/content/types.ts";
import type { Lang } from "#app/lib/route-table.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { quickbooksStructure } from "./structure.ts";
import type { Offering, QuickbooksCopy, QuickbooksPageContent } from "./types.ts";

function quickbooksPage(copy: QuickbooksCopy, lang: Lang): QuickbooksPageContent {
  return {
    ...copy,
    benefits: joinCopy(quickbooksStructure.benefitIcons, copy.benefits, (icon, words) => ({ icon, ...words })),
    offerings: quickbooksStructure.offerings.map(({ id, format, icon }): Offering => {
      const { title, description, badge, ...rest } = copy.offerings[id];
      return { id, title, description, format, icon, ...(badge === undefined ? {} : { badge }), ...rest };
    }),
    testimonials: testimonialsFor("service/quickbooks-courses", lang),
  };
}

export const quickbooksContent: Bilingual<QuickbooksPageContent> = {
  en: quickbooksPage(en, "en"),
  es: quickbooksPage(es, "es"),
};
