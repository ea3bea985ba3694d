import type { z } from "zod";

/**
 * The content files under `content/` are the firm's to edit (docs/decisions/019). When one breaks
 * its schema, the build stops with a message that names the file and the field, in words a person
 * can act on, never a stack of zod's internals.
 */
export class ContentError extends Error {
  override name = "ContentError";
}

/** `offices[1].street`, `en.features[3].title`: a field's place in its file, as a person reads it. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const key of path) out += typeof key === "number" ? `[${key}]` : `${out ? "." : ""}${String(key)}`;
  return out || "(the whole file)";
}

/** One line per problem: `content/site.json: offices[1].street: must not be empty`. */
export function describeIssues(file: string, issues: readonly z.core.$ZodIssue[]): string {
  return issues.map((issue) => `${file}: ${fieldPath(issue.path)}: ${issue.message}`).join("\n");
}

/** The file's data checked against its schema; throws a ContentError naming every broken field. */
export function parseContent<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ContentError(`The content does not match its schema:\n${describeIssues(file, result.error.issues)}`);
}

/** One problem of a content file, as the build's message and the editor's list of problems name it. */
export interface ContentProblem {
  /** The content file, from the project root. */
  file: string;
  /** The value's place in the file, `es.faqs[2].answer`, or "" for the whole file. */
  field: string;
  message: string;
}

/**
 * The problems a ContentError names, one a line: `content/site.json: offices[1].street: must not
 * be empty`. A line that names no field is about the whole file; one that names another file
 * (a file read on the way) is that file's.
 */
export function problemsInMessage(file: string, message: string): ContentProblem[] {
  const lines = message.split("\n").filter((line) => line.trim() && !line.endsWith("does not match its schema:"));
  return lines.map((line) => {
    const named = line.match(/^(content\/[\w./-]+\.json): /)?.[1];
    const lineFile = named ?? file;
    const rest = named ? line.slice(named.length + 2) : line;
    const colon = rest.indexOf(": ");
    const field = colon > 0 ? rest.slice(0, colon) : "";
    // A field's place has no spaces (`en.faqs[2].answer`); anything else is a sentence about the file.
    if (!field || /\s/.test(field)) return { file: lineFile, field: "", message: rest };
    return { file: lineFile, field: field === "(the whole file)" ? "" : field, message: rest.slice(colon + 2) };
  });
}
