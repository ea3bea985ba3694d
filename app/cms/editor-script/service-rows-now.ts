/**
 * The generated modules of the service pages (scripts/build/service-collection.ts) as the editor's
 * checks' script has them: worked out from the folder's files as read after sign-in
 * (./content-store.ts), not as built, so the script carries none of their words
 * (../editor-bundle.server.ts puts these in their place, docs/decisions/034).
 */
import { serviceFolder, serviceRowsFrom } from "#app/content/service-pages/service-rows-from.ts";
import { contentUnder } from "./content-store.ts";

/** The rows of the files read; a file the generator would refuse is left out (its save check names it). */
const rows = serviceRowsFrom(contentUnder(`${serviceFolder}/`).map(({ path, data }) => ({ file: path, data }))).rows;

/** As app/lib/service-rows.ts. */
export const templateServiceRows = rows.map(({ slug, es, category, menuOrder }) => ({ slug, es, category, menuOrder }));

/** As app/content/service-pages/names.ts. */
export const templateServiceNames = Object.fromEntries(rows.map((row) => [row.slug, row.name]));

/** As app/content/service-pages/cards.ts. */
export const templateServiceCards: Record<string, unknown> = Object.fromEntries(
  rows.map(({ slug, category, card }) => [
    slug,
    {
      category,
      icon: card.icon ?? null,
      directoryOrder: card.directoryOrder ?? null,
      en: card.en ?? null,
      es: card.es ?? null,
    },
  ]),
);

/** As app/content/service-pages/copy-files.ts: each page's words by its English slug (its file's name). */
export const copyFiles: Record<string, unknown> = Object.fromEntries(
  contentUnder(`${serviceFolder}/`).map(({ path, data }) => [
    path.slice(serviceFolder.length + 1, -".json".length),
    data,
  ]),
);
