/**
 * A service page as the build makes it from its file's data: the words and icons checked, the
 * steps numbered and the page's testimonials joined. No content file is imported here, so the
 * editor's checks (app/cms/entry-problems.ts) run it on an entry being saved, and the build's check
 * of every file runs it on each file even when another is broken.
 */

import { type PlaceholderValues, readCopy, type SameInBothLanguages } from "#app/content/data/page-copy.ts";
import { parseContent } from "#app/content/data/parse.ts";
import { bilingual } from "#app/content/schema/fields.ts";
import { testimonialsFor } from "#app/content/testimonials/index.ts";
import type { Bilingual, RichText } from "#app/content/types.ts";
import type { Lang } from "#app/lib/route-table.ts";
import { servicePageFile } from "./files.ts";
import { servicePageCopySchema, servicePageSchema } from "./schema.ts";
import type { ServicePageContent, ServicePageCopy, TemplateServiceSlug } from "./types.ts";

/** The page as it renders, checked for what only the rendered words show (lengths with the figures filled in). */
const renderedPages = bilingual(servicePageSchema.omit({ testimonials: true }));

/**
 * A service page from its file's data, as the build makes it; throws a ContentError naming every
 * problem. The editor runs it on the entry being saved (app/cms/entry-problems.ts), with `values`
 * its placeholders' as the editor's session has the facts.
 */
export function servicePage(
  slug: TemplateServiceSlug,
  data: unknown,
  values?: PlaceholderValues,
): Bilingual<ServicePageContent> {
  const file = servicePageFile(slug);
  const copy = readServicePageCopy(file, data, values);
  const page = {
    en: inLanguage(slug, copy.en, "en"),
    es: inLanguage(slug, copy.es, "es"),
  };
  const { testimonials: _en, ...en } = page.en;
  const { testimonials: _es, ...es } = page.es;
  parseContent(file, renderedPages, { en, es });
  return page;
}

/** What a page shows the same in both languages, by its place in a language's words: its menu category and places, its card's icon, its picture and its features' icons. */
function sameInBothLanguages(copy: ServicePageCopy): ReturnType<SameInBothLanguages<ServicePageCopy>> {
  return [
    ["category", "menu category", copy.category],
    ["menuOrder", "place in the menu", String(copy.menuOrder)],
    ["cardIcon", "card's icon", copy.cardIcon],
    ["directoryOrder", "place in the directory", String(copy.directoryOrder)],
    ["artwork", "picture", copy.artwork],
    ...copy.features.map((feature, i): [string, string, string] => [`features[${i}].icon`, "icon", feature.icon]),
    // An answer's links to other sites (and the portal, e-mail, phone) are the same in both languages.
    ...copy.faqs.map((faq, i): [string, string, string, string] => [
      `faqs[${i}].answer`,
      "addresses linked to",
      addressesLinkedIn(faq.answer).join(", ") || "none",
      "link the same addresses in both languages",
    ]),
  ];
}

/** The addresses a text links to (`https://…`, `mailto:…`, `tel:…`, the portal), not the site's own pages. */
function addressesLinkedIn(text: RichText): string[] {
  return typeof text === "string"
    ? []
    : text.flatMap((part) => (typeof part !== "string" && "href" in part ? [part.href] : []));
}

/**
 * A service page's words, both languages, checked (`readCopy`), with one picture and one set of
 * icons for both: the editor writes the English picture into the Spanish (docs/decisions/020); a
 * feature's icon is chosen in each column, and a hand edit may differ.
 */
export function readServicePageCopy(
  file: string,
  data: unknown,
  values?: PlaceholderValues,
): Bilingual<ServicePageCopy> {
  return readCopy(file, servicePageCopySchema, data, values, sameInBothLanguages);
}

function inLanguage(slug: TemplateServiceSlug, copy: ServicePageCopy, lang: Lang): ServicePageContent {
  return {
    title: copy.title,
    subheading: copy.subheading,
    description: copy.description,
    artwork: copy.artwork,
    metaDescription: copy.metaDescription,
    features: copy.features,
    clients: copy.clients,
    // Steps are numbered by their order on the page.
    process: copy.process.map((words, i) => ({ number: i + 1, ...words })),
    faqs: copy.faqs,
    testimonials: testimonialsFor(`service/${slug}`, lang),
  };
}
