/**
 * What changed between two versions of a content file, field by field, in the editor's words
 * (docs/decisions/028): each value that differs, named by its labels (./field-labels.ts:
 * "Español › Frequently asked questions › 3 › Answer"), the older value beside the newer. No Node
 * import: the editor's History (./editor-script/history-panel.ts) shows it.
 */
import { fieldLabel } from "./field-labels.ts";
import type { CmsField } from "./fields.ts";

export interface FieldChange {
  /** Its place in the file: `es.faqs[2].answer`. */
  field: string;
  /** As the editor names it. */
  label: string;
  /** The value in words, or undefined where that version has no such field. */
  before?: string;
  after?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every value of `data` at its place (`en.faqs[2].answer`); an empty list or group is a value of its own. */
export function leaves(data: unknown, at = "", into = new Map<string, unknown>()): Map<string, unknown> {
  if (Array.isArray(data) && data.length) {
    for (const [i, item] of data.entries()) leaves(item, `${at}[${i}]`, into);
  } else if (isObject(data) && Object.keys(data).length)
    for (const [key, value] of Object.entries(data)) leaves(value, at ? `${at}.${key}` : key, into);
  else into.set(at, data);
  return into;
}

/** A value as the office reads it: text as it is, a yes/no as words, an empty list as "(empty)". */
export function inWords(value: unknown): string {
  if (value === true) return "Yes";
  if (value === false) return "No";
  if (value === null || value === "") return "(empty)";
  if (Array.isArray(value) || isObject(value)) return "(empty)";
  return String(value);
}

/**
 * The values that differ between `before` and `after` (a file's data), in the order of the newer
 * version's fields, then the older's that are gone; `fields`: the file's fields in the editor.
 */
export function versionChanges(
  fields: readonly CmsField[],
  before: unknown,
  after: unknown,
  copy: boolean,
): FieldChange[] {
  const old = leaves(before);
  const now = leaves(after);
  const places = [...new Set([...now.keys(), ...old.keys()])];
  return places.flatMap((field) => {
    const was = old.has(field) ? inWords(old.get(field)) : undefined;
    const is = now.has(field) ? inWords(now.get(field)) : undefined;
    if (was === is) return [];
    // A row of a mixed list is named by its kind in the version that has it.
    const label = fieldLabel(fields, field, now.has(field) ? after : before, copy);
    return [{ field, label, before: was, after: is }];
  });
}
