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
import { decapJson, inDecapOrder } from "./decap-json.ts";

export { decapJson, decapKeyOrder } from "./decap-json.ts";

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
