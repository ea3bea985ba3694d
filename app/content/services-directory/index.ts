import type { Bilingual } from "#app/content/types.ts";
import { type Lang, pathOf } from "#app/lib/route-table.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { directoryStructure } from "./structure.ts";
import type { DirectoryCard, DirectoryCopy } from "./types.ts";

function cardsIn(lang: Lang, copy: DirectoryCopy): DirectoryCard[] {
  return directoryStructure.map(({ id, page, ...card }) => ({ ...card, href: pathOf(page, lang), ...copy[id] }));
}

export const directoryCards: Bilingual<DirectoryCard[]> = { en: cardsIn("en", en), es: cardsIn("es", es) };
