/**
 * Each service page's routing row, name and directory card, from its file's raw data (the folder
 * `content/services/`): what `npm run generate:services` writes out as modules
 * (scripts/build/service-collection.ts), and what the editor's checks work out from the files as
 * read after sign-in (app/cms/editor-bundle.server.ts, docs/decisions/034). No Node import.
 */
import { addressPattern, addressPatternMessage, addressShared, notNamedByAddress } from "./address-messages.ts";

/** The folder of the service pages' files, from the project root (no trailing slash). */
export const serviceFolder = "content/services";

/** The modules `npm run generate:services` writes, from the project root. */
export const rowsModule = "app/lib/service-rows.ts";
export const copyFilesModule = "app/content/service-pages/copy-files.ts";
export const namesModule = "app/content/service-pages/names.ts";
export const cardsModule = "app/content/service-pages/cards.ts";

const languages = ["en", "es"] as const;

export interface ServiceRow {
  slug: string;
  es: string;
  category: string;
  menuOrder: number;
  name: { en: string; es: string };
  /** The directory's card as the file holds it (checked by the build's reader of the whole file). */
  card: { icon: unknown; directoryOrder: unknown; en: unknown; es: unknown };
}

/** The fields a row needs, read from one file's raw data, or the problems naming the file and field. */
function rowOf(file: string, data: unknown): ServiceRow | string[] {
  const problems: string[] = [];
  const lang = (code: (typeof languages)[number]) => {
    const value = (data as Record<string, unknown> | null)?.[code];
    if (typeof value !== "object" || value === null) {
      problems.push(`${file}: ${code}: missing (every service page is written in English and Spanish)`);
      return {};
    }
    return value as Record<string, unknown>;
  };
  const words = { en: lang("en"), es: lang("es") };
  const text = (code: (typeof languages)[number], key: string): string => {
    const value = words[code][key];
    if (typeof value === "string" && value.trim()) return value;
    if (Object.keys(words[code]).length) problems.push(`${file}: ${code}.${key}: missing`);
    return "";
  };
  const row = {
    slug: text("en", "slug"),
    es: text("es", "slug"),
    category: text("en", "category"),
    menuOrder: Number(words.en.menuOrder),
    name: { en: text("en", "name"), es: text("es", "name") },
    card: { icon: words.en.cardIcon, directoryOrder: words.en.directoryOrder, en: words.en.card, es: words.es.card },
  };
  // A slug reaches the generated TypeScript (an import path, an identifier): only a plain one is written.
  for (const code of languages) {
    const slug = code === "en" ? row.slug : row.es;
    if (slug && !addressPattern.test(slug)) problems.push(`${file}: ${code}.slug: ${addressPatternMessage}`);
  }
  if (Object.keys(words.en).length && !Number.isInteger(row.menuOrder)) {
    problems.push(`${file}: en.menuOrder: must be a whole number`);
  }
  return problems.length ? problems : row;
}

/**
 * The addresses the modules are keyed by: each file named after its English slug, and no slug in
 * two files, in either language (the editor's check before a save refuses both too:
 * app/content/service-pages/addresses.ts, in the words of address-messages.ts there).
 */
function addressProblems(rows: readonly (ServiceRow & { file: string })[]): string[] {
  const named = (row: ServiceRow & { file: string }) => row.file === `${serviceFolder}/${row.slug}.json`;
  const problems = rows
    .filter((row) => !named(row))
    .map((row) => notNamedByAddress(row.file, row.file.slice(serviceFolder.length + 1, -".json".length)));
  for (const lang of languages) {
    const slugOf = (row: ServiceRow) => (lang === "en" ? row.slug : row.es);
    for (const row of rows) {
      // The page that keeps the address: the one whose file is named by it, else the first file.
      const same = rows.filter((other) => slugOf(other) === slugOf(row));
      const owner = same.find(named) ?? same[0];
      if (owner === row || (lang === "en" && !named(row))) continue;
      problems.push(addressShared(row.file, lang, slugOf(row), String(owner?.file)));
    }
  }
  return problems;
}

export type ServiceRowOfFile = ServiceRow & { file: string };

/** The rows of the folder's files (`file`: its path from the project root), in menu order (then by file name), or the problems. */
export function serviceRowsFrom(files: readonly { file: string; data: unknown }[]): {
  rows: ServiceRowOfFile[];
  problems: string[];
} {
  const rows: ServiceRowOfFile[] = [];
  const problems: string[] = [];
  for (const { file, data } of [...files].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))) {
    const row = rowOf(file, data);
    if (Array.isArray(row)) problems.push(...row);
    else rows.push({ ...row, file });
  }
  problems.push(...addressProblems(rows));
  rows.sort((a, b) => a.menuOrder - b.menuOrder || a.file.localeCompare(b.file));
  return { rows, problems };
}
