/**
 * The content as this editor session knows it (docs/decisions/020): the sentences' placeholders
 * are filled with the firm's facts, the yearly figures and the CTEC sentences as they are now, not
 * as they were when /admin was built. For each file, in order: as this session last saved it
 * (Decap's `postSave`, on GitHub a draft as soon as it is saved), else as Decap's backend last read
 * it (the preview's `getCollection`, ./preview-pane.ts), else as the backend gave it after sign-in
 * (./content-store.ts, docs/decisions/034).
 */
import type { z } from "zod";
import { builtFacts, type PlaceholderFacts } from "#app/content/data/copy-values.ts";
import { siteFile, taxFiguresFile } from "#app/content/data/foundation-files.ts";
import { parseContent } from "#app/content/data/parse.ts";
import { representationCopySchema } from "#app/content/representation/schema.ts";
import { bilingual } from "#app/content/schema/fields.ts";
import { siteSchema } from "#app/content/site/schema.ts";
import { californiaDay, figuresShownOn } from "#app/content/tax-figures/periods.ts";
import { taxFiguresSchema } from "#app/content/tax-figures/schema.ts";
import { editorCollectionOf } from "../collections.ts";
import { contentNow } from "./content-store.ts";
import { toJS } from "./plain-data.ts";

const savedInSession = new Map<string, unknown>();
const readThroughDecap = new Map<string, unknown>();

const representationFile = "content/representation.json";

/** The files whose values fill the placeholders of the page files. */
export const factFiles: readonly string[] = [siteFile.file, taxFiguresFile.file, representationFile];

/** A file's data, as saved in this session, read through Decap, or read after sign-in (see above). */
export function currentContent(file: string): unknown {
  if (savedInSession.has(file)) return savedInSession.get(file);
  if (readThroughDecap.has(file)) return readThroughDecap.get(file);
  return contentNow(file);
}

/** A file as Decap has just written it (its `postSave`). */
export function rememberSaved(file: string, data: unknown): void {
  savedInSession.set(file, data);
}

/** Decap's preview API: an entry of a collection, read through Decap's backend (`backend.getEntry`). */
export type GetCollection = (collection: string, slug: string) => Promise<{ get(key: "data"): unknown }>;

/** Decap's preview API for a whole collection: its entries as the backend lists them now (`backend.listAllEntries`). */
type ListCollection = (collection: string) => Promise<Iterable<{ get(key: "data" | "path"): unknown }>>;

let backendReader: ListCollection | undefined;

/** The preview's reader of Decap's backend, kept for the save checks (Decap gives its `preSave` none). */
export function rememberBackendReader(getCollection: GetCollection): void {
  backendReader = getCollection as unknown as ListCollection;
}

/**
 * The files of a folder known now: as Decap's backend lists them (the working copy in local mode,
 * the repository's branch on GitHub; once a preview has opened, Decap gives a `preSave` no reader),
 * and as this session saved them, so pages added since /admin was built are among them.
 */
export async function folderFilesNow(collection: string, folder: string): Promise<{ path: string; data: unknown }[]> {
  const files = new Map<string, unknown>();
  try {
    for (const entry of backendReader ? await backendReader(collection) : []) {
      files.set(String(entry.get("path")), toJS(entry.get("data")));
    }
  } catch {
    // The backend cannot list it now: the session's own saves still count.
  }
  for (const [path, data] of savedInSession) if (path.startsWith(folder)) files.set(path, data);
  return [...files].map(([path, data]) => ({ path, data }));
}

/**
 * Reads the fact files through Decap's backend (the working copy in local mode, the repository's
 * branch on GitHub); true when one differs from what was known. A file that cannot be read stays as known.
 */
export async function readFactsThroughDecap(getCollection: GetCollection): Promise<boolean> {
  const reads = factFiles.map(async (file) => {
    const name = editorCollectionOf(file);
    try {
      const data = toJS((await getCollection(name, name)).get("data"));
      const changed = JSON.stringify(data) !== JSON.stringify(readThroughDecap.get(file) ?? contentNow(file));
      readThroughDecap.set(file, data);
      return changed && !savedInSession.has(file);
    } catch {
      return false;
    }
  });
  return (await Promise.all(reads)).some(Boolean);
}

/**
 * The placeholders' facts as they are now; `pending`: a fact file being saved, read with its new
 * data. A file whose data its schema would not pass is read as it was at sign-in: its own save
 * check refuses it, naming its fields.
 */
export function currentFacts(pending?: { file: string; data: unknown }): PlaceholderFacts {
  const dataOf = (file: string) => (pending?.file === file ? pending.data : currentContent(file));
  const read = <S extends z.ZodType>(file: string, schema: S): z.output<S> | undefined => {
    try {
      return parseContent(file, schema, dataOf(file));
    } catch {
      return undefined;
    }
  };
  const figures = read(taxFiguresFile.file, taxFiguresSchema)?.figures;
  return {
    site: read(siteFile.file, siteSchema) ?? builtFacts.site,
    // As the site will show them today (the browser's day): what a build started now would publish.
    figures: figures ? figuresShownOn(figures, californiaDay()) : builtFacts.figures,
    representationWords:
      read(representationFile, bilingual(representationCopySchema)) ?? builtFacts.representationWords,
  };
}
