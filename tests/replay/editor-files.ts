/**
 * The content files of a copy of the project, read and written as the editor at /admin writes them
 * (app/cms/editor-form.ts): a replayed edit changes only the lines a save in the editor would, and
 * the copy's content stays in the form its own tests expect.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { editorFileText } from "#app/cms/editor-form.ts";
import { type ContentFile, contentFiles } from "#app/content/data/content-files.ts";
import { serviceFolder } from "#app/content/service-pages/files.ts";
import { servicePageCopySchema } from "#app/content/service-pages/schema.ts";

/** A content file's entry; a service page's file (one being added too) is a copy file of the page schema. */
function entryOf(file: string): ContentFile {
  const known = contentFiles.find((entry) => entry.file === file);
  if (known) return known;
  if (file.startsWith(serviceFolder)) return { file, label: file, schema: servicePageCopySchema, copy: true };
  throw new Error(`${file} is not a content file the editor writes (app/content/data/content-files.ts)`);
}

/** Reads `file` (from the copy's root), lets `edit` change its data, and saves it as the editor does. */
export function editContentFile<T>(root: string, file: string, edit: (data: T) => void): void {
  const data = JSON.parse(readFileSync(join(root, file), "utf8")) as T;
  edit(data);
  writeContentFile(root, file, data);
}

/** Writes `data` to `file` as the editor writes a new entry. */
export function writeContentFile(root: string, file: string, data: unknown): void {
  writeFileSync(join(root, file), editorFileText(entryOf(file), data));
}
