/**
 * A content file's text exactly as the editor at /admin writes it on save (docs/decisions/020), so
 * that the files are kept in that form and a save changes only the lines of the fields changed.
 *
 * What Decap CMS does with a file it saves (decap-cms-core: `entryToRaw`, formats/json.ts,
 * lib/i18n.ts `getI18nFiles`):
 * - it holds the data as Immutable.js maps, and writes `JSON.stringify(data, null, 2)` and a line
 *   break; the fields' order in its configuration plays no part;
 * - an Immutable.js map of up to 8 keys keeps the order they were read in; a larger one is a hash
 *   trie, whose keys come out in the order of their hashes (`decapKeyOrder`), whatever the file's;
 * - a copy file (`single_file` i18n) is written `{ "en": …, "es": … }`, the configuration's locales
 *   in their order, each language's data as above;
 * - it adds no value to an existing file saved as it is: defaults are for new entries only.
 */
import type { ContentFile } from "#app/content/data/content-files.ts";
import { cmsLocales } from "./config.ts";

/** Immutable.js keeps a map of at most this many keys as a list, in insertion order (`MAX_ARRAY_MAP_SIZE`). */
const insertionOrderLimit = 8;

/** Immutable.js's hash of a string key (`hashString`, the JVM's, then `smi`). */
function keyHash(key: string): number {
  let hashed = 0;
  for (let i = 0; i < key.length; i++) hashed = (31 * hashed + key.charCodeAt(i)) | 0;
  return ((hashed >>> 1) & 0x40000000) | (hashed & 0xbfffffff);
}

/** A hash trie's order: by the hash's lowest 5 bits, then the next 5, and so on (equal hashes: as inserted). */
function trieOrder(a: number, b: number): number {
  for (let shift = 0; shift < 32; shift += 5) {
    const difference = ((a >>> shift) & 31) - ((b >>> shift) & 31);
    if (difference) return difference;
  }
  return 0;
}

/** The order in which Decap writes an object's keys, given the order it read them in. */
export function decapKeyOrder(keys: readonly string[]): string[] {
  if (keys.length <= insertionOrderLimit) return [...keys];
  return keys
    .map((key) => ({ key, hash: keyHash(key) }))
    .sort((a, b) => trieOrder(a.hash, b.hash))
    .map(({ key }) => key);
}

/** `value` with every object's keys in Decap's order (arrays keep theirs). */
function inDecapOrder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inDecapOrder);
  if (value === null || typeof value !== "object") return value;
  const object = value as Record<string, unknown>;
  return Object.fromEntries(decapKeyOrder(Object.keys(object)).map((key) => [key, inDecapOrder(object[key])]));
}

/** The text Decap writes for `data` in a file of one language (facts). */
export function decapJson(data: unknown): string {
  return `${JSON.stringify(inDecapOrder(data), null, 2)}\n`;
}

/**
 * The text the editor writes for a content file holding `data`, saved with no change: the form
 * every file under content/ is kept in (`npm run format:content`). The values are the same.
 */
export function editorFileText(entry: ContentFile, data: unknown): string {
  if (!entry.copy) return decapJson(data);
  // One file for both languages: the locales in the configuration's order, nothing else.
  const byLanguage = data as Record<string, unknown>;
  const languages = Object.fromEntries(cmsLocales.map((lang) => [lang, inDecapOrder(byLanguage[lang])]));
  return `${JSON.stringify(languages, null, 2)}\n`;
}
