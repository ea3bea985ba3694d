/**
 * The build's check of every content file before it makes a page (docs/decisions/020): every
 * problem of every file, each named by the labels the editor shows, in a message the firm can act
 * on, where Astro's own check would stop at the first file and name fields by code. The files the
 * others' checks read (app/content/data/foundation-files.ts) are checked first: while one of them
 * is broken the others cannot be read, and the message says so.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { type ContentFile, foundationFiles } from "#app/content/data/foundation-files.ts";
import { ContentError, type ContentProblem, parseContent, problemsInMessage } from "#app/content/data/parse.ts";
import { fieldLabel } from "./field-labels.ts";
import { type CmsField, objectFields } from "./fields.ts";
import { picturesIn, pictureTooNarrow } from "./pictures-in.ts";

export interface LabelledProblem extends ContentProblem {
  /** The file's name in the editor. */
  fileLabel: string;
  /** The field as the editor names it: "Español › Questions and answers › 3 › Answer". */
  label: string;
}

export interface ContentCheck {
  problems: LabelledProblem[];
  /** False while a file the others read is broken: only those files were checked. */
  complete: boolean;
}

function readData(root: string, entry: ContentFile): { data?: unknown; problem?: ContentProblem } {
  try {
    return { data: JSON.parse(readFileSync(join(root, entry.file), "utf8")) };
  } catch (error) {
    const reason = error instanceof SyntaxError ? `is not valid JSON (${error.message})` : "cannot be read";
    return { problem: { file: entry.file, field: "", message: reason } };
  }
}

/** The editor's fields of a file, as the generated configuration makes them (labels, image fields). */
function fieldsOf(entry: ContentFile | undefined, data: unknown): CmsField[] {
  if (!entry) return [];
  const values = entry.copy
    ? ["en", "es"].map((lang) => (data as Record<string, unknown> | undefined)?.[lang])
    : [data];
  return objectFields(entry.schema, values, { i18n: Boolean(entry.copy) });
}

function labelled(entries: readonly ContentFile[], problem: ContentProblem, data: unknown): LabelledProblem {
  const entry = entries.find((e) => e.file === problem.file);
  return {
    ...problem,
    fileLabel: entry?.label ?? problem.file,
    label: fieldLabel(fieldsOf(entry, data), problem.field, data, Boolean(entry?.copy)),
  };
}

/** The pictures a file names that the pages cannot be made from: missing, or too narrow (decision 020). */
async function pictureProblems(root: string, entry: ContentFile, data: unknown): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  for (const { field, value } of picturesIn(fieldsOf(entry, data), data)) {
    const path = join(root, value);
    const message = existsSync(path)
      ? pictureTooNarrow(value, (await sharp(path).metadata()).width ?? 0)
      : `there is no picture ${value} in the project: upload it again in the editor, or choose one that is there`;
    if (message) problems.push({ file: entry.file, field, message });
  }
  return problems;
}

async function check(
  root: string,
  entries: readonly ContentFile[],
  problemsOf: (entry: ContentFile, data: unknown) => ContentProblem[],
): Promise<LabelledProblem[]> {
  const found = await Promise.all(
    entries.map(async (entry) => {
      const { data, problem } = readData(root, entry);
      const problems = problem
        ? [problem]
        : [...problemsOf(entry, data), ...(await pictureProblems(root, entry, data))];
      // A problem of a file read on the way (rare) is named without its data's row summaries.
      return problems.map((p) => labelled(entries, p, p.file === entry.file ? data : undefined));
    }),
  );
  return found.flat();
}

/** Every problem of the content files of the project at `root`. */
export async function checkContent(root: string): Promise<ContentCheck> {
  const foundation = await check(root, foundationFiles, (entry, data) => {
    try {
      parseContent(entry.file, entry.schema, data);
      return [];
    } catch (error) {
      return problemsInMessage(entry.file, error instanceof Error ? error.message : String(error));
    }
  });
  if (foundation.length) return { problems: foundation, complete: false };
  try {
    const [{ contentFiles }, { entryProblems }] = await Promise.all([
      import("#app/content/data/content-files.ts"),
      import("./entry-problems.ts"),
    ]);
    return { problems: await check(root, contentFiles, entryProblems), complete: true };
  } catch (error) {
    // A file read when the site's modules load (the testimonials, the interface words) is broken.
    if (!(error instanceof ContentError)) throw error;
    return { problems: problemsInMessage("", error.message).map((p) => labelled([], p, undefined)), complete: false };
  }
}

/** The message a person reads in the build log (Netlify's deploy log, the terminal). */
export function describeForTheFirm({ problems, complete }: ContentCheck): string {
  const files = [...new Set(problems.map((p) => p.file))];
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const lines = [
    `The site was not built: ${count(problems.length, "value needs", "values need")} correcting in ${count(files.length, "file", "files")}. The live site has not changed.`,
    "Open each file below in the editor (/admin), correct the field, and publish again.",
    ...(complete ? [] : ["(The other files are checked once these are correct: they use these values.)"]),
  ];
  for (const file of files) {
    const inFile = problems.filter((p) => p.file === file);
    lines.push("", `${inFile[0]?.fileLabel ?? file} (${file})`);
    for (const p of inFile) lines.push(`  • ${p.label}: ${p.message}`);
  }
  return lines.join("\n");
}
