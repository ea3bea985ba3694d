/**
 * No published file holds a field the site never shows (docs/decisions/034): every distinctive
 * string of every content file that no built page renders must be in no file under build/client/
 * (the islands' scripts, the editor's scripts, anything). Prints each such value with its file,
 * field and where it was found, and exits 1 when there is any. `npm test` runs it after the build.
 *
 *   npm run build && npm run check:published [-- path/to/build/client]
 */
import { join, resolve } from "node:path";
import { contentValues, publishedFields } from "./published-fields.ts";

const root = resolve(import.meta.dirname, "../..");
const clientDir = resolve(process.argv[2] ?? join(root, "build/client"));
const found = publishedFields(root, clientDir);
const shorten = (value: string) => (value.length > 90 ? `${value.slice(0, 87)}…` : value);
for (const { file, field, value, publishedIn } of found)
  console.error(`${file} › ${field}: ${JSON.stringify(shorten(value))}\n    published in ${publishedIn.join(", ")}`);
const checked = contentValues(root).length;
console.log(
  found.length
    ? `check:published: ${found.length} values the site never shows are published (of ${checked} content values checked)`
    : `check:published: no value the site never shows is in a published file (${checked} content values checked)`,
);
if (found.length) process.exitCode = 1;
