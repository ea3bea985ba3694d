/**
 * The content files as Astro content collections (docs/decisions/019): `astro build` and
 * `astro dev` check every file against the schema the rest of the code shares, and the build stops
 * on the first file that breaks it. Each file under `content/` is one entry of its collection.
 */
import { defineCollection } from "astro:content";
import { file } from "astro/loaders";
import { contentFiles, fileSchema } from "#app/content/data/content-files.ts";

/** `content/site.json` → the collection `site`, its one entry `site`. */
function collectionName(path: string): string {
  return path
    .replace(/^content\//, "")
    .replace(/\.json$/, "")
    .replace(/[/-](\w)/g, (_m, c: string) => c.toUpperCase());
}

export const collections = Object.fromEntries(
  contentFiles.map((entry) => [
    collectionName(entry.file),
    defineCollection({
      loader: file(entry.file, { parser: (text) => ({ [collectionName(entry.file)]: JSON.parse(text) }) }),
      schema: fileSchema(entry),
    }),
  ]),
);
