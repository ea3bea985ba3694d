/**
 * `npm run generate:services`: the service pages' collection, `content/services/<slug>.json`, written
 * out as small TypeScript modules, so that nothing reads the folder at run time (the Netlify
 * function, the editor's bundle and the islands import the route table and have no content files):
 *
 * - `app/lib/service-rows.ts`: each page's routing row (its slug in both languages, menu category,
 *   place in the menu, name in both languages), literal, so `ServiceSlug` stays a type and the
 *   type-check knows every page id;
 * - `app/content/service-pages/copy-files.ts`: the import of every page's file, for the build;
 * - `app/content/service-pages/names.ts`: each page's name in both languages;
 * - `app/content/service-pages/cards.ts`: each page's card in the services directory, so the
 *   directory (and its preview in the editor's bundle) does not import every page's whole file.
 *
 * Not committed, so a page the firm adds in the editor (a commit of its file and picture alone)
 * needs nothing else: the build and `astro dev` run it first (astro.config.ts), and so do
 * `npm run typecheck`, the unit tests (vitest.config.ts), `npm run cms` and the copy-based suites. It reads the files' raw JSON
 * and checks only what it needs to write them; the build's content check (app/cms/content-problems.server.ts)
 * checks the rest, collisions included.
 *
 *   node scripts/build/service-collection.ts [project root]
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import {
  addressPattern,
  addressPatternMessage,
  addressShared,
  notNamedByAddress,
} from "#app/content/service-pages/address-messages.ts";

export const serviceFolder = "content/services";
export const rowsModule = "app/lib/service-rows.ts";
export const copyFilesModule = "app/content/service-pages/copy-files.ts";
export const namesModule = "app/content/service-pages/names.ts";
export const cardsModule = "app/content/service-pages/cards.ts";

const languages = ["en", "es"] as const;

interface ServiceRow {
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

/** Every file of the folder, its rows in menu order (then by file name), or the problems. */
export function readServiceRows(root: string): { rows: (ServiceRow & { file: string })[]; problems: string[] } {
  const files = readdirSync(join(root, serviceFolder))
    .filter((name) => name.endsWith(".json"))
    .sort();
  const rows: (ServiceRow & { file: string })[] = [];
  const problems: string[] = [];
  for (const name of files) {
    const file = `${serviceFolder}/${name}`;
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(join(root, file), "utf8"));
    } catch (error) {
      problems.push(`${file}: not JSON (${(error as Error).message})`);
      continue;
    }
    const row = rowOf(file, data);
    if (Array.isArray(row)) problems.push(...row);
    else rows.push({ ...row, file });
  }
  problems.push(...addressProblems(rows));
  rows.sort((a, b) => a.menuOrder - b.menuOrder || a.file.localeCompare(b.file));
  return { rows, problems };
}

const header = (what: string) =>
  `// Generated by \`npm run generate:services\` (scripts/build/service-collection.ts) from ${serviceFolder}/*.json: ${what}. Do not edit; edit the content files.\n`;

function rowsText(rows: readonly ServiceRow[]): string {
  const lines = rows.map(
    (r) =>
      `  {\n    slug: ${JSON.stringify(r.slug)},\n    es: ${JSON.stringify(r.es)},\n    category: ${JSON.stringify(r.category)},\n    menuOrder: ${r.menuOrder},\n  },\n`,
  );
  return `${header("each template service page's routing row, in menu order")}
/** One row per file of \`${serviceFolder}/\`: the page's slug in English (the file's name) and Spanish, its menu category and its place in the menu (its name: ./names.ts on the content floor, so the islands that link through the route table do not carry every name). */
export const templateServiceRows = [
${lines.join("")}] as const;
`;
}

function namesText(rows: readonly ServiceRow[]): string {
  const entries = rows.map(
    (r) => `  ${JSON.stringify(r.slug)}: { en: ${JSON.stringify(r.name.en)}, es: ${JSON.stringify(r.name.es)} },\n`,
  );
  return `${header("each template service page's name in both languages")}
/** Each page's name in the menus, the breadcrumbs, the directory and the editor's labels (\`name\` in its file). */
export const templateServiceNames = {
${entries.join("")}} as const;
`;
}

function cardsText(rows: readonly ServiceRow[]): string {
  const entries = rows.map(
    (r) =>
      `  ${JSON.stringify(r.slug)}: {\n    category: ${JSON.stringify(r.category)},\n    icon: ${JSON.stringify(r.card.icon ?? null)},\n    directoryOrder: ${JSON.stringify(r.card.directoryOrder ?? null)},\n    en: ${JSON.stringify(r.card.en ?? null)},\n    es: ${JSON.stringify(r.card.es ?? null)},\n  },\n`,
  );
  return `${header("each template service page's card in the services directory")}
/** Each page's card as its file holds it (\`category\`, \`cardIcon\`, \`directoryOrder\`, \`card\` in both languages; placeholders unfilled): ./directory-cards.ts reads it. */
export const templateServiceCards: Record<string, unknown> = {
${entries.join("")}};
`;
}

/** The identifier a file's import is bound to: `tax-preparation` → `taxPreparationCopy`. */
function binding(slug: string): string {
  return `${slug.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())}Copy`;
}

function copyFilesText(rows: readonly ServiceRow[]): string {
  const bySlug = [...rows].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const imports = [...bySlug]
    .sort((a, b) => (binding(a.slug) < binding(b.slug) ? -1 : 1))
    .map(
      (r) =>
        `import ${binding(r.slug)} from "#content/${serviceFolder.slice("content/".length)}/${r.slug}.json" with { type: "json" };\n`,
    );
  const entries = bySlug.map(
    (r) => `  ${/^[a-z][a-z0-9]*$/.test(r.slug) ? r.slug : JSON.stringify(r.slug)}: ${binding(r.slug)},\n`,
  );
  return `${header("the import of every template service page's file")}
${imports.join("")}import type { TemplateServiceSlug } from "./types.ts";

/** Each page's words, \`${serviceFolder}/<english-slug>.json\`, as imported (checked by \`readCopy\` in ./read.ts). */
export const copyFiles: Record<TemplateServiceSlug, unknown> = {
${entries.join("")}};
`;
}

/** The modules as the folder gives them, or the problems that keep them from being written. */
export function serviceCollectionModules(root: string): {
  modules: { path: string; text: string }[];
  problems: string[];
} {
  const { rows, problems } = readServiceRows(root);
  return {
    modules: [
      { path: rowsModule, text: rowsText(rows) },
      { path: copyFilesModule, text: copyFilesText(rows) },
      { path: namesModule, text: namesText(rows) },
      { path: cardsModule, text: cardsText(rows) },
    ],
    problems,
  };
}

if (import.meta.main) {
  const root = resolve(process.argv[2] ?? resolve(import.meta.dirname, "../.."));
  const { modules, problems } = serviceCollectionModules(root);
  if (problems.length) {
    console.error(`generate:services: the service pages' files cannot be read:\n${problems.join("\n")}`);
    process.exit(1);
  }
  for (const { path, text } of modules) {
    const target = join(root, path);
    let before = "";
    try {
      before = readFileSync(target, "utf8");
    } catch {}
    if (before === text) continue;
    writeFileSync(target, text);
    console.log(`generate:services: ${path} written`);
  }
}
