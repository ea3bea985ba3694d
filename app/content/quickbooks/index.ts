import { readCopy } from "#app/content/data/page-copy.ts";
import { joinCopy } from "#app/content/join-copy.ts";
import { quickbooksCertified as qb } from "#app/content/quickbooks-certifications.ts";
import { testimonialsFor } from "#app/content/testimonials.ts";
import type { Bilingual } from "#app/content/types.ts";
import type { Lang } from "#app/lib/route-table.ts";
import data from "#content/pages/quickbooks.json" with { type: "json" };
import { en } from "./en.ts";
import { es } from "./es.ts";
import { type QuickbooksCopy, quickbooksCopySchema } from "./schema.ts";
import { quickbooksStructure } from "./structure.ts";
import type { Offering, QuickbooksOfferingsCopy, QuickbooksPageContent } from "./types.ts";

function quickbooksPage(copy: QuickbooksCopy, offerings: QuickbooksOfferingsCopy, lang: Lang): QuickbooksPageContent {
  const { badgeLabels } = copy;
  return {
    ...copy,
    benefits: joinCopy(quickbooksStructure.benefitIcons, copy.benefits, (icon, words) => ({ icon, ...words })),
    // Claims follow the team's certifications (quickbooks-certifications.ts).
    badgeLabels: [
      badgeLabels.proadvisor,
      qb.online ? badgeLabels.online : null,
      qb.desktop ? badgeLabels.desktop : null,
    ],
    faqs: copy.faqs.map(({ question, answer, answerIfCertifiedInBoth }) => ({
      question,
      answer: qb.online && qb.desktop && answerIfCertifiedInBoth !== undefined ? answerIfCertifiedInBoth : answer,
    })),
    offerings: quickbooksStructure.offerings.map(({ id, format, icon }): Offering => {
      const { title, description, badge, ...rest } = offerings[id];
      return { id, title, description, format, icon, ...(badge === undefined ? {} : { badge }), ...rest };
    }),
    testimonials: testimonialsFor("service/quickbooks-courses", lang),
  };
}

const copy = readCopy("content/pages/quickbooks.json", quickbooksCopySchema, data);

export const quickbooksContent: Bilingual<QuickbooksPageContent> = {
  en: quickbooksPage(copy.en, en, "en"),
  es: quickbooksPage(copy.es, es, "es"),
};
