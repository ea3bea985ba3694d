/**
 * `npm run format:content`: every content file rewritten in the form the editor at /admin writes
 * it (app/cms/editor-form.ts), so that a save in the editor changes only the lines of the fields
 * changed. No value changes: the script refuses a file whose data would read differently.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { editorFileText } from "#app/cms/editor-form.ts";
import { contentFiles } from "#app/content/data/content-files.ts";

const root = resolve(import.meta.dirname, "../..");
let rewritten = 0;
for (const entry of contentFiles) {
  const path = join(root, entry.file);
  const text = readFileSync(path, "utf8");
  const data: unknown = JSON.parse(text);
  const formatted = editorFileText(entry, data);
  if (formatted === text) continue;
  if (!isDeepStrictEqual(JSON.parse(formatted), data)) {
    console.error(`${entry.file}: the editor's form would change its values (a key it does not write?); left as it is`);
    process.exitCode = 1;
    continue;
  }
  writeFileSync(path, formatted);
  rewritten++;
  console.log(`${entry.file}: rewritten in the editor's form`);
}
console.log(`${rewritten} of ${contentFiles.length} content files rewritten; the others were in the editor's form.`);
