import { readCopy } from "#app/content/data/page-copy.ts";
import { quickbooksCertified as qb } from "#app/content/quickbooks-certifications.ts";
import { testimonialsFor } from "#app/content/testimonials/index.ts";
import type { Bilingual } from "#app/content/types.ts";
import type { Lang } from "#app/lib/route-table.ts";
import data from "#content/pages/quickbooks.json" with { type: "json" };
import { type QuickbooksCopy, quickbooksCopySchema, quickbooksSameInBothLanguages } from "./schema.ts";
import type { Offering, QuickbooksPageContent } from "./types.ts";

/** The optional lists of an offering's details that have entries: an empty one is shown as none (schema.ts). */
function shownLists<Lists extends Record<string, unknown[] | undefined>>(lists: Lists): Partial<Lists> {
  return Object.fromEntries(Object.entries(lists).filter(([, items]) => items?.length)) as Partial<Lists>;
}

/** The page in one language from its words in the content file. */
export function quickbooksPage(copy: QuickbooksCopy, lang: Lang): QuickbooksPageContent {
  const { badgeLabels, offerings } = copy;
  return {
    ...copy,
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
    offerings: offerings.map(({ course, format, icon, title, description, badge, details, ...facts }): Offering => {
      const { curriculum, requirements, pricing, ...always } = details;
      return {
        id: course,
        title,
        description,
        format,
        icon,
        // An emptied label is none, as an emptied list is.
        ...(badge ? { badge } : {}),
        ...facts,
        details: { ...always, ...shownLists({ curriculum, requirements, pricing }) },
      };
    }),
    testimonials: testimonialsFor("service/quickbooks-courses", lang),
  };
}

const copy = readCopy(
  "content/pages/quickbooks.json",
  quickbooksCopySchema,
  data,
  undefined,
  quickbooksSameInBothLanguages,
);

export const quickbooksContent: Bilingual<QuickbooksPageContent> = {
  en: quickbooksPage(copy.en, "en"),
  es: quickbooksPage(copy.es, "es"),
};
