/**
 * Nothing the build would refuse is saved (docs/decisions/020): before Decap writes an entry, the
 * build's own reader runs on the whole entry, both languages (../entry-problems.ts), and the
 * pictures it names are measured; a problem stops the save (Decap keeps the entry open and says
 * it was not saved) and every problem is listed with its field's label.
 */
import { type ContentFile, collectionName, contentFiles } from "#app/content/data/content-files.ts";
import { type ContentProblem, problemsInMessage } from "#app/content/data/parse.ts";
import { serviceNames } from "#app/content/service-names.ts";
import { serviceAddressProblemsAmong } from "#app/content/service-pages/addresses.ts";
import { serviceFolder } from "#app/content/service-pages/files.ts";
import { servicePageCopySchema } from "#app/content/service-pages/schema.ts";
import type { TestimonialRecord } from "#app/content/testimonials/index.ts";
import { testimonialProblems } from "#app/content/testimonials/rules.ts";
import { knownTestimonialPages, type TestimonialPageId } from "#app/content/testimonials/schema.ts";
import { entryFields, serviceCollectionName } from "../collections.ts";
import type { CmsConfig } from "../config.ts";
import { entryProblems } from "../entry-problems.ts";
import { fieldLabel } from "../field-labels.ts";
import type { CmsField } from "../fields.ts";
import { picturesIn, pictureTooNarrow } from "../pictures-in.ts";
import { currentContent, currentFacts, factFiles, folderFilesNow, rememberSaved } from "./current-content.ts";
import { openField } from "./open-field.ts";
import { toJS } from "./plain-data.ts";
import { plainError } from "./plain-notices.ts";
import { clearProblems, type ShownProblem, showProblems } from "./problem-panel.ts";

/** The part of Decap's Immutable entry the checks read. */
interface ImmutableLike {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
  toJS(): unknown;
}

/** The file's data as Decap will write it: `{ en, es }` for a copy file (i18n `single_file`). */
export function entryData(entry: ImmutableLike, copy: boolean): unknown {
  const data = toJS(entry.get("data"));
  if (!copy) return data;
  return { en: data, es: toJS(entry.getIn(["i18n", "es", "data"])) };
}

/** A picture's width in pixels, from the address the editor shows it at; undefined when it cannot be loaded. */
function pictureWidth(address: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image.naturalWidth);
    image.onerror = () => resolve(undefined);
    image.src = address;
  });
}

/** A new upload's width, decoded from the file the person chose; undefined when it is not a picture the browser decodes. */
async function uploadWidth(file: Blob): Promise<number | undefined> {
  try {
    const bitmap = await createImageBitmap(file);
    const { width } = bitmap;
    bitmap.close();
    return width;
  } catch {
    return undefined;
  }
}

/**
 * A new upload in the entry (Decap's `mediaFiles`, written only with the entry, on GitHub as in
 * local mode): the file the person chose and Decap's `blob:` address of it.
 */
function upload(entry: ImmutableLike, path: string): { file?: Blob; url?: string } | undefined {
  const files = (toJS(entry.get("mediaFiles")) ?? []) as { path?: string; url?: string; file?: Blob }[];
  const bare = path.replace(/^\//, "");
  return files.find((file) => file.path?.replace(/^\//, "") === bare);
}

/**
 * A picture's width: a new upload measured from the file itself (not yet anywhere the editor
 * could load it from: on GitHub it is in no commit until the save), a picture already there from
 * its address.
 */
async function widthOf(entry: ImmutableLike | undefined, path: string): Promise<number | undefined> {
  const added = entry && upload(entry, path);
  if (added?.file instanceof Blob) return uploadWidth(added.file);
  return pictureWidth(added?.url ?? path);
}

async function pictureProblems(file: string, fields: readonly CmsField[], data: unknown, entry?: ImmutableLike) {
  const problems: ContentProblem[] = [];
  for (const { field, value } of picturesIn(fields, data)) {
    // A picture already there that cannot be loaded (the site not built yet): the build measures it.
    const width = await widthOf(entry, value);
    const message = width === undefined ? undefined : pictureTooNarrow(value, width);
    if (message) problems.push({ file, field, message });
  }
  return problems;
}

/**
 * The content file an entry is: its collection's file, or a service page's, named by its English
 * address (a page being added is not in the list yet: it is read as every service page is).
 */
function contentFileOf(entry: ImmutableLike, collection: string): ContentFile | undefined {
  if (collection !== serviceCollectionName) return contentFiles.find((f) => collectionName(f.file) === collection);
  const data = toJS(entry.get("data")) as { slug?: unknown; name?: unknown } | undefined;
  const slug = String(entry.get("slug") || data?.slug || "");
  return contentFileAt(`${serviceFolder}${slug}.json`, data?.name);
}

/** The content file at `file`: one of the list, or a service page (`name`: its English name, for its label). */
export function contentFileAt(file: string, name?: unknown): ContentFile | undefined {
  const listed = contentFiles.find((f) => f.file === file);
  if (listed || !file.startsWith(serviceFolder)) return listed;
  const slug = file.slice(serviceFolder.length).replace(/\.json$/, "");
  return { file, label: `Service page: ${String(name ?? slug)}`, schema: servicePageCopySchema, copy: true };
}

/**
 * A service page's addresses against the folder's files known now (./current-content.ts): a page
 * added since /admin was built has no row in its route table (../entry-problems.ts checks those),
 * and a new page whose file already exists would be written beside it as `<slug>-1.json` (the
 * build then refuses it: scripts/build/service-collection.ts). Only fields the route table's check left
 * alone, so a collision is named once.
 */
async function addressesNowProblems(
  content: ContentFile,
  data: unknown,
  newRecord: boolean,
  named: readonly ContentProblem[],
): Promise<ContentProblem[]> {
  if (!content.file.startsWith(serviceFolder)) return [];
  const files = await folderFilesNow(serviceCollectionName, serviceFolder);
  const lines = serviceAddressProblemsAmong(content.file, data, files, newRecord);
  return problemsInMessage(content.file, lines.join("\n")).filter((p) => !named.some((n) => n.field === p.field));
}

/**
 * With a fact file's new values, what every page file's sentences would become: each page file as
 * this session has it (./current-content.ts: saved here, else as built; a page not saved in this
 * session is as the build had it), its placeholders filled with the new facts, checked as the
 * build checks it. Each problem is named by its page file and field.
 */
function pagesProblemsWith(config: CmsConfig, file: string, data: unknown): ShownProblem[] {
  const facts = currentFacts({ file, data });
  return contentFiles
    .filter((entry) => entry.copy && !factFiles.includes(entry.file))
    .flatMap((entry) => {
      const words = currentContent(entry.file);
      if (words === undefined) return [];
      const fields = entryFields(config, entry.file);
      return entryProblems(entry, words, facts).map((p) => ({
        label: `${entry.label} › ${fieldLabel(fields, p.field, words, true)}`,
        field: "",
        message: `${p.message} (once filled with the values being saved)`,
      }));
    });
}

export const testimonialsFile = "content/testimonials.json";

/** A page that shows testimonials, by the name the editor gives it. */
const testimonialPageName = (page: TestimonialPageId) =>
  page === "home"
    ? "The home page"
    : (serviceNames.en[page.slice("service/".length) as keyof typeof serviceNames.en] ?? page);

/**
 * The rules a production build holds the testimonials to (`check:launch --guard`: three on a page
 * or none, never a team member's name, consent recorded), so the editor refuses what would stop it.
 */
function testimonialRuleProblems(file: string, data: unknown): ContentProblem[] {
  if (file !== testimonialsFile) return [];
  const records = ((data as { testimonials?: unknown[] }).testimonials ?? []) as TestimonialRecord[];
  const team = (currentContent("content/team.json") as { members?: { name: string }[] } | undefined)?.members ?? [];
  return testimonialProblems(records, { team, pages: knownTestimonialPages, nameOf: testimonialPageName }).map(
    (message) => ({ file, field: "testimonials", message }),
  );
}

/**
 * Every problem that stops `data` being saved as `content`'s file, each with its field's label;
 * `entry`: Decap's entry being saved (its new uploads), none for a version being restored (./history-panel.ts).
 */
export async function problemsOfData(
  config: CmsConfig,
  content: ContentFile,
  data: unknown,
  entry?: ImmutableLike,
): Promise<ShownProblem[]> {
  const copy = Boolean(content.copy);
  const fields = entryFields(config, content.file);
  const read = entryProblems(content, data, currentFacts());
  const problems = [
    ...read,
    // Once the file reads, the rules that span its records.
    ...(read.length ? [] : testimonialRuleProblems(content.file, data)),
    ...(await addressesNowProblems(content, data, Boolean(entry?.get("newRecord")), read)),
    ...(await pictureProblems(content.file, fields, data, entry)),
  ];
  const shown: ShownProblem[] = problems.map((p) => ({
    label: fieldLabel(fields, p.field, data, copy),
    field: p.field,
    message: p.message,
  }));
  // A fact file's own values first; once they pass, the pages' sentences that name them.
  if (!shown.length && factFiles.includes(content.file)) shown.push(...pagesProblemsWith(config, content.file, data));
  return shown;
}

/** Decap's preSave listener: throws (so nothing is written) when the entry has a problem, after listing them. */
export function saveCheck(config: CmsConfig) {
  return async ({ entry }: { entry: ImmutableLike }) => {
    const collection = String(entry.get("collection"));
    const content = contentFileOf(entry, collection);
    if (!content) return undefined;
    const copy = Boolean(content.copy);
    const shown = await problemsOfData(config, content, entryData(entry, copy), entry);
    if (!shown.length) {
      clearProblems();
      return undefined;
    }
    showProblems(content.label, shown, (field) => field && openField(document, field, copy));
    // Decap says "Not saved: " before it (./plain-notices.ts).
    throw plainError(
      `${shown.length === 1 ? "one value needs" : `${shown.length} values need`} correcting: the list is at the foot of the page.`,
    );
  };
}

/** Decap's postSave listener: the file as written is the content this session's checks and previews read. */
export function rememberSave() {
  return ({ entry }: { entry: ImmutableLike }) => {
    const content = contentFileOf(entry, String(entry.get("collection")));
    if (content) rememberSaved(content.file, entryData(entry, Boolean(content.copy)));
  };
}
