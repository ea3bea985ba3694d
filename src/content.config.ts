/**
 * The content files as Astro content collections (docs/decisions/019): `astro build` and
 * `astro dev` check every file against the schema the rest of the code shares, and the build stops
 * on the first file that breaks it. Each file under `content/` is one entry of its collection.
 */
import { defineCollection } from "astro:content";
import { file } from "astro/loaders";
import { collectionName, contentFiles, fileSchema } from "#app/content/data/content-files.ts";

export const collections = Object.fromEntries(
  contentFiles.map((entry) => [
    collectionName(entry.file),
    defineCollection({
      loader: file(entry.file, { parser: (text) => ({ [collectionName(entry.file)]: JSON.parse(text) }) }),
      schema: fileSchema(entry),
    }),
  ]),
);
