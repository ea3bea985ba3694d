import { readCopy } from "#app/content/data/page-copy.ts";
import { serviceCards } from "#app/content/service-pages/directory-cards.ts";
import type { Bilingual } from "#app/content/types.ts";
import { type Lang, pathOf } from "#app/lib/route-table.ts";
import data from "#content/services-directory.json" with { type: "json" };
import { directoryCopySchema, directoryFile, directorySameInBothLanguages } from "./schema.ts";
import type { DirectoryCard, DirectoryCopy } from "./types.ts";

/** Every card in one language, by `directoryOrder`: the template pages' from their files, the others' from the directory's. */
export function cardsIn(lang: Lang, copy: DirectoryCopy): DirectoryCard[] {
  const cards = [...serviceCards[lang], ...Object.values(copy)];
  return cards
    .sort((a, b) => a.directoryOrder - b.directoryOrder)
    .map(({ page, category, icon, name, description }) => ({
      category,
      icon,
      href: pathOf(page, lang),
      name,
      description,
    }));
}

const copy = readCopy(directoryFile, directoryCopySchema, data, undefined, directorySameInBothLanguages);

export const directoryCards: Bilingual<DirectoryCard[]> = { en: cardsIn("en", copy.en), es: cardsIn("es", copy.es) };
