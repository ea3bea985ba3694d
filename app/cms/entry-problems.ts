/**
 * What the build would refuse in one content file (docs/decisions/020): the reader the build makes
 * the pages with, run on the file's data, each problem with its field's place. The editor runs it
 * before every save (./editor-script/save-checks.ts) and the build on every file before it starts
 * (./content-problems.server.ts), so both refuse the same things, in the same words.
 */

import { aboutCopySchema, aboutSameInBothLanguages } from "#app/content/about/schema.ts";
import type { ContentFile } from "#app/content/data/content-files.ts";
import { builtFacts, type PlaceholderFacts, placeholderValues } from "#app/content/data/copy-values.ts";
import { type PlaceholderValues, readCopy } from "#app/content/data/page-copy.ts";
import { ContentError, type ContentProblem, parseContent, problemsInMessage } from "#app/content/data/parse.ts";
import { homeCopySchema, homeSameInBothLanguages } from "#app/content/home/schema.ts";
import { readDocument } from "#app/content/legal/read.ts";
import { quickbooksCopySchema, quickbooksSameInBothLanguages } from "#app/content/quickbooks/schema.ts";
import { serviceAddressProblems } from "#app/content/service-pages/addresses.ts";
import { serviceSlugOfFile } from "#app/content/service-pages/files.ts";
import { servicePage } from "#app/content/service-pages/read.ts";
import {
  directoryCopySchema,
  directoryFile,
  directorySameInBothLanguages,
} from "#app/content/services-directory/schema.ts";

/** The files the build reads with more than their schema (what each item shows alike in both languages, one effective date). */
const readers: Record<string, (file: string, data: unknown, values: PlaceholderValues) => unknown> = {
  "content/pages/home.json": (file, data, values) =>
    readCopy(file, homeCopySchema, data, values, homeSameInBothLanguages),
  "content/pages/about.json": (file, data, values) =>
    readCopy(file, aboutCopySchema, data, values, aboutSameInBothLanguages),
  "content/pages/quickbooks.json": (file, data, values) =>
    readCopy(file, quickbooksCopySchema, data, values, quickbooksSameInBothLanguages),
  [directoryFile]: (file, data, values) =>
    readCopy(file, directoryCopySchema, data, values, directorySameInBothLanguages),
  "content/pages/privacy.json": (file, data, values) => readDocument(file, data, values),
  "content/pages/terms.json": (file, data, values) => readDocument(file, data, values),
};

/**
 * How the build reads a file: its own reader, else its schema (copy: both languages, placeholders
 * filled). `facts`: what the placeholders stand for, the build's unless given (the editor gives the
 * facts as its session has them: ./editor-script/current-content.ts).
 */
export function readContent(entry: ContentFile, data: unknown, facts: PlaceholderFacts = builtFacts): unknown {
  const values = placeholderValues(entry.placeholders, facts);
  const service = serviceSlugOfFile(entry.file);
  if (service) return readServicePage(entry.file, service, data, values);
  const reader = readers[entry.file];
  if (reader) return reader(entry.file, data, values);
  return entry.copy ? readCopy(entry.file, entry.schema, data, values) : parseContent(entry.file, entry.schema, data);
}

/**
 * A service page's file, any of the folder's (a page being added too): its words as the page reads
 * them and its addresses against every other page's, every problem of both at once.
 */
function readServicePage(
  file: string,
  slug: NonNullable<ReturnType<typeof serviceSlugOfFile>>,
  data: unknown,
  values: PlaceholderValues,
) {
  const addresses = serviceAddressProblems(file, data);
  let words: string[] = [];
  let page: unknown;
  try {
    page = servicePage(slug, data, values);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    words = [error.message];
  }
  if (words.length || addresses.length) throw new ContentError([...words, ...addresses].join("\n"));
  return page;
}

/** Every problem the build would find in `data` as the content of `entry`'s file; none when it would build. */
export function entryProblems(entry: ContentFile, data: unknown, facts?: PlaceholderFacts): ContentProblem[] {
  try {
    readContent(entry, data, facts);
    return [];
  } catch (error) {
    return problemsInMessage(entry.file, error instanceof Error ? error.message : String(error));
  }
}
