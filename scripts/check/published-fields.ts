/**
 * Which content values the site never shows, and which published files carry one anyway
 * (docs/decisions/034). A value is a string leaf of a content file, long and distinctive enough to
 * be found by itself; it is rendered when some page of the site (HTML, XML, iCalendar, text, the
 * pages' JSON-LD: every built file but scripts, stylesheets and the editor's) holds it verbatim.
 * Any other published file (a script, the editor's included) that holds a value no page renders
 * publishes a field the site never shows: a testimonial's consent record, a figure's note. A value
 * the site's own code also writes (an id a schema lists, an example in a field's help) is the
 * code's, published with it whatever the content says: it is not counted.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join, relative } from "node:path";
import { cardsModule, copyFilesModule, namesModule, rowsModule } from "#app/content/service-pages/service-rows-from.ts";

export interface ContentValue {
  file: string;
  field: string;
  value: string;
}

export interface PublishedField extends ContentValue {
  /** The published files that hold it, from the built site's folder. */
  publishedIn: string[];
}

/**
 * Words long enough to be told from anything else by themselves: 12 characters or more, a letter,
 * and a space (a value of one word, such as a page's id, a figure's id or an icon's name, is an
 * identifier the code matches on, and the editor's configuration lists them as choices).
 */
export const distinctive = (value: string): boolean => {
  const trimmed = value.trim();
  return trimmed.length >= 12 && /\p{L}/u.test(trimmed) && /\s/.test(trimmed);
};

function leaves(data: unknown, path: string, out: { field: string; value: string }[]): void {
  if (typeof data === "string") out.push({ field: path, value: data });
  else if (Array.isArray(data))
    for (const [i, item] of data.entries()) leaves(item, path ? `${path}.${i}` : String(i), out);
  else if (data && typeof data === "object")
    for (const [key, item] of Object.entries(data)) leaves(item, path ? `${path}.${key}` : key, out);
}

const filesUnder = (dir: string): string[] =>
  (existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }) : [])
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/** Every distinctive string value of every content file under `root/content`, once per value. */
export function contentValues(root: string): ContentValue[] {
  const seen = new Set<string>();
  const values: ContentValue[] = [];
  for (const path of filesUnder(join(root, "content"))
    .filter((p) => p.endsWith(".json"))
    .sort()) {
    const found: { field: string; value: string }[] = [];
    leaves(JSON.parse(readFileSync(path, "utf8")), "", found);
    for (const { field, value } of found) {
      if (!distinctive(value) || seen.has(value)) continue;
      seen.add(value);
      values.push({ file: relative(root, path), field, value });
    }
  }
  return values;
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** A page's text with its character references read, as a visitor's browser reads them. */
export function decodeReferences(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#")
      return String.fromCodePoint(
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** The forms a value takes in a script: as written, and inside a string literal (escaped, and ASCII-only, as bundlers write it). */
export function scriptForms(value: string): string[] {
  const json = JSON.stringify(value).slice(1, -1);
  const escaped = (hex: (code: string) => string) =>
    json.replace(/[^ -~]/g, (c) => `\\u${hex(c.charCodeAt(0).toString(16).padStart(4, "0"))}`);
  return [...new Set([value, json, escaped((h) => h.toUpperCase()), escaped((h) => h.toLowerCase())])];
}

/** The modules generated from the service pages' files hold their words: the content's, not the code's. */
const generatedFromContent = new Set([rowsModule, copyFilesModule, namesModule, cardsModule]);

/** The text of the site's own code (not its tests, not the modules generated from content). */
export function codeText(root: string): string {
  return ["app", "src", "server", "netlify"]
    .flatMap((folder) => filesUnder(join(root, folder)))
    .map((path) => relative(root, path).split("\\").join("/"))
    .filter((path) => /\.(ts|tsx|astro|js|mjs)$/.test(path) && !/\.(test|spec)\.tsx?$/.test(path))
    .filter((path) => !generatedFromContent.has(path))
    .map((path) => readFileSync(join(root, path), "utf8"))
    .join("\n\u0000\n");
}

/** Scripts and stylesheets (they publish code, not pages), and the editor's own files under admin/. */
const notAPage = (path: string) => [".js", ".mjs", ".css", ".map"].includes(extname(path)) || path.startsWith("admin/");
const binary = (path: string) =>
  [
    ".webp",
    ".avif",
    ".png",
    ".jpg",
    ".jpeg",
    ".gif",
    ".ico",
    ".woff",
    ".woff2",
    ".mp4",
    ".webm",
    ".pdf",
    ".br",
    ".gz",
  ].includes(extname(path).toLowerCase());

/** The values no page renders that some published file holds, in `clientDir` (build/client), from `root`'s content. */
export function publishedFields(root: string, clientDir: string): PublishedField[] {
  const published = filesUnder(clientDir)
    .map((path) => relative(clientDir, path).split("\\").join("/"))
    .filter((path) => !binary(path))
    .map((path) => ({ path, text: readFileSync(join(clientDir, path), "utf8") }));
  const pages = published
    .filter(({ path }) => !notAPage(path))
    .map(({ text }) => decodeReferences(text))
    .join("\n\u0000\n");
  const code = codeText(root);
  const unrendered = contentValues(root).filter(
    ({ value }) => !pages.includes(value) && !scriptForms(value).some((form) => code.includes(form)),
  );
  return unrendered.flatMap((value) => {
    const forms = scriptForms(value.value);
    const publishedIn = published
      .filter(({ text }) => forms.some((form) => text.includes(form)))
      .map(({ path }) => path);
    return publishedIn.length ? [{ ...value, publishedIn }] : [];
  });
}
