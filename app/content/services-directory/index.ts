import { readCopy } from "#app/content/data/page-copy.ts";
import type { Bilingual } from "#app/content/types.ts";
import { type Lang, pathOf } from "#app/lib/route-table.ts";
import data from "#content/services-directory.json" with { type: "json" };
import { directoryCopySchema, directoryFile } from "./schema.ts";
import { directoryStructure } from "./structure.ts";
import type { DirectoryCard, DirectoryCopy } from "./types.ts";

export function cardsIn(lang: Lang, copy: DirectoryCopy): DirectoryCard[] {
  return directoryStructure.map(({ id, page, ...card }) => ({ ...card, href: pathOf(page, lang), ...copy[id] }));
}

const copy = readCopy(directoryFile, directoryCopySchema, data);

export const directoryCards: Bilingual<DirectoryCard[]> = { en: cardsIn("en", copy.en), es: cardsIn("es", copy.es) };
