import { readCopy } from "#app/content/data/page-copy.ts";
import type { Bilingual } from "#app/content/types.ts";
import data from "#content/services-directory.json" with { type: "json" };
import { directoryCopySchema, directoryFile } from "./schema.ts";
import { directoryStructure } from "./structure.ts";
import type { DirectoryCard, DirectoryCopy } from "./types.ts";

function cardsIn(copy: DirectoryCopy): DirectoryCard[] {
  return directoryStructure.map(({ id, ...card }) => ({ ...card, ...copy[id] }));
}

const copy = readCopy(directoryFile, directoryCopySchema, data);

export const directoryCards: Bilingual<DirectoryCard[]> = { en: cardsIn(copy.en), es: cardsIn(copy.es) };
