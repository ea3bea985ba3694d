/**
 * The content files of a project on disk, read and checked (app/content/data/content-files.ts lists
 * them): what the build, check:launch and the tests read. Node only; the editor's checks in the
 * browser run the same schemas on the entry being saved (app/cms/).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { serviceSlugOfFile } from "#app/content/service-pages/files.ts";
import { type ContentFile, contentFiles } from "./content-files.ts";
import { placeholderValues } from "./copy-values.ts";
import { readCopy } from "./page-copy.ts";
import { parseContent } from "./parse.ts";
import { type SampleMarker, samplesIn } from "./samples.ts";

/** A content file of the project at `root`, checked (a ContentError names every broken field). */
export function readContentFile(root: string, entry: ContentFile): unknown {
  const raw: unknown = JSON.parse(readFileSync(join(root, entry.file), "utf8"));
  return entry.copy
    ? readCopy(entry.file, entry.schema, raw, placeholderValues(entry.placeholders))
    : parseContent(entry.file, entry.schema, raw);
}

/**
 * Each file's samples as last read, by path, kept while the file is unchanged: the build asks for
 * them once per page (the sample notice), and reading and checking every file each time costs
 * tens of milliseconds a page; `astro dev` still sees an edit at once.
 */
const samplesRead = new Map<string, { version: string; markers: SampleMarker[] }>();

/** Every sample still marked in the content files of the project at `root`, file by file. */
export function contentSamples(root: string): SampleMarker[] {
  return contentFiles.flatMap((entry) => {
    const path = join(root, entry.file);
    // A service page deleted in the editor since the list was generated (`npm run cms` runs on) has none.
    if (serviceSlugOfFile(entry.file) && !existsSync(path)) return [];
    const { mtimeMs, size } = statSync(path);
    const version = `${mtimeMs}:${size}`;
    const known = samplesRead.get(path);
    if (known?.version === version) return known.markers;
    const markers = samplesIn(entry.file, readContentFile(root, entry), entry.supplies ?? {});
    samplesRead.set(path, { version, markers });
    return markers;
  });
}
