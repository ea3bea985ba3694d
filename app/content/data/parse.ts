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
