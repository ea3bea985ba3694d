import { z } from "zod";
import type { SameInBothLanguages } from "#app/content/data/page-copy.ts";
import { iconNames } from "#app/content/icon-names.ts";
import { text } from "#app/content/schema/fields.ts";
import { serviceNames } from "#app/content/service-names.ts";
import { type ServicePageId, serviceCategories, servicePages } from "#app/lib/route-table.ts";

/** The directory's words, both languages, from the project root (docs/decisions/019). */
export const directoryFile = "content/services-directory.json";

const servicePageIds = servicePages.map(({ slug }): ServicePageId => `service/${slug}`) as [
  ServicePageId,
  ...ServicePageId[],
];

// The editor copies no value inside a card into the other language: its page, category, icon and
// place are chosen in each column, and `directorySameInBothLanguages` refuses two that differ.
const card = z.strictObject({
  name: text().meta({ title: "Name", description: "The card's heading, usually the service's short name." }),
  description: text().meta({
    title: "Text",
    description:
      "One sentence under the name. Figures in double braces, like {{bankLevyHoldDays}}, are filled in for you: keep them.",
  }),
  page: z.enum(servicePageIds, { error: "is not one of the site's service pages" }).meta({
    title: "Links to",
    description: "The service page the card opens. Choose the same page in English and in Spanish.",
    optionLabels: Object.fromEntries(servicePages.map(({ slug }) => [`service/${slug}`, serviceNames.en[slug]])),
  }),
  category: z.enum(serviceCategories, { error: `must be ${serviceCategories.join(", ")}` }).meta({
    title: "Directory tab",
    description: "The group of the directory's tabs the card is under. Choose the same in English and in Spanish.",
  }),
  icon: z.enum(iconNames).meta({ title: "Icon", description: "Choose the same icon in English and in Spanish." }),
  directoryOrder: z.number().int().positive().meta({
    title: "Place in the directory",
    description:
      "Cards are listed by this number, smallest first, with the service pages' own cards; the same in English and in Spanish.",
  }),
});

/**
 * The directory's cards that are not a template service page's own (each template page's card is
 * in its content file): the tax-preparation page's second card, for the self-employed (Schedule C)
 * return, a distinct offer served by the same page, and the QuickBooks courses page's, whose page
 * has its own layout and file. Named in the editor by what they offer.
 */
const directoryCards = {
  "self-employed-tax-returns": "Self-employed tax returns: a second card of a tax page",
  "quickbooks-courses": "QuickBooks courses",
};

/**
 * The services directory's words in one language, `content/services-directory.json` under "en" and
 * "es" (docs/decisions/019): each card with its words, its page, tab, icon and place in the directory.
 */
export const directoryCopySchema = z.strictObject(
  Object.fromEntries(Object.entries(directoryCards).map(([id, title]) => [id, card.meta({ title })])) as Record<
    keyof typeof directoryCards,
    typeof card
  >,
);

/** The directory's cards in one language, as its file holds them. */
export type DirectoryCopy = z.output<typeof directoryCopySchema>;

/** What each card shows alike in both languages: its page, tab, icon and place. */
export const directorySameInBothLanguages: SameInBothLanguages<DirectoryCopy> = (copy) =>
  Object.entries(copy).flatMap(([id, card]): [string, string, string][] => [
    [`${id}.page`, "page", card.page],
    [`${id}.category`, "directory tab", card.category],
    [`${id}.icon`, "icon", card.icon],
    [`${id}.directoryOrder`, "place", String(card.directoryOrder)],
  ]);
