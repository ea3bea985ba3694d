import type { Bilingual } from "#app/content/types.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { directoryStructure } from "./structure.ts";
import type { DirectoryCard, DirectoryCopy } from "./types.ts";

function cardsIn(copy: DirectoryCopy): DirectoryCard[] {
  return directoryStructure.map(({ id, ...card }) => ({ ...card, ...copy[id] }));
}

export const directoryCards: Bilingual<DirectoryCard[]> = { en: cardsIn(en), es: cardsIn(es) };
