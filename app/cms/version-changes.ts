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

/** A value as the office reads it: text as it is, a yes/no as words, an empty list as "(empty)". */
export function inWords(value: unknown): string {
  if (value === true) return "Yes";
  if (value === false) return "No";
  if (value === null || value === "") return "(empty)";
  if (Array.isArray(value) || isObject(value)) return "(empty)";
  return String(value);
}

/** The pairs of rows two lists share unchanged, in order (a longest common run, by their values). */
function sameRows(old: readonly unknown[], now: readonly unknown[]): [number, number][] {
  const a = old.map((row) => JSON.stringify(row));
  const b = now.map((row) => JSON.stringify(row));
  // longest[i][j]: how many rows a[i…] and b[j…] share, in order.
  const longest = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      (longest[i] as number[])[j] =
        a[i] === b[j]
          ? ((longest[i + 1] as number[])[j + 1] ?? 0) + 1
          : Math.max((longest[i + 1] as number[])[j] ?? 0, (longest[i] as number[])[j + 1] ?? 0);
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (((longest[i + 1] as number[])[j] ?? 0) >= ((longest[i] as number[])[j + 1] ?? 0)) i++;
    else j++;
  }
  return pairs;
}

/** A value's place, older and newer: a row moved by an added or removed one has two. */
interface Place {
  old?: string;
  now?: string;
}

const inside = (at: string | undefined, key: string) => (at === undefined ? undefined : at ? `${at}.${key}` : key);
const row = (at: string | undefined, i: number | undefined) =>
  at === undefined || i === undefined ? undefined : `${at}[${i}]`;

type Difference = { at: Place; was?: string; is?: string };

/**
 * The values that differ, each with its older and newer place. Rows of a list are matched by their
 * values first, so a question added at the top shows as one row added, not as every row below it
 * changed; the unmatched rows between two matched ones are compared in order, and what is left
 * over is added or removed. An empty list or group is a value of its own.
 */
function differences(before: unknown, after: unknown, at: Place, into: Difference[]): void {
  const old = at.old !== undefined && before !== undefined ? at.old : undefined;
  const now = at.now !== undefined && after !== undefined ? at.now : undefined;
  const oldList = old !== undefined && Array.isArray(before) && before.length ? before : undefined;
  const nowList = now !== undefined && Array.isArray(after) && after.length ? after : undefined;
  const oldGroup = old !== undefined && isObject(before) && Object.keys(before).length ? before : undefined;
  const nowGroup = now !== undefined && isObject(after) && Object.keys(after).length ? after : undefined;
  // A value, an empty list or an empty group, on the side that has one in place of rows or fields.
  const oldValue = old !== undefined && !oldList && !oldGroup ? inWords(before) : undefined;
  const nowValue = now !== undefined && !nowList && !nowGroup ? inWords(after) : undefined;
  if (oldList || nowList) {
    const olds = oldList ?? [];
    const nows = nowList ?? [];
    let i = 0;
    let j = 0;
    for (const [si, sj] of [...sameRows(olds, nows), [olds.length, nows.length]] as [number, number][]) {
      for (; i < si || j < sj; i++, j++)
        differences(
          olds[i],
          nows[j],
          { old: i < si ? row(old, i) : undefined, now: j < sj ? row(now, j) : undefined },
          into,
        );
      i = si + 1;
      j = sj + 1;
    }
  } else if (oldGroup || nowGroup) {
    for (const key of new Set([...Object.keys(nowGroup ?? {}), ...Object.keys(oldGroup ?? {})]))
      differences(oldGroup?.[key], nowGroup?.[key], { old: inside(old, key), now: inside(now, key) }, into);
  } else {
    if (oldValue !== nowValue) into.push({ at: { old, now }, was: oldValue, is: nowValue });
    return;
  }
  // Rows or fields on one side, a plain or empty value on the other: that value came or went.
  if (oldValue !== undefined) into.push({ at: { old }, was: oldValue });
  if (nowValue !== undefined) into.push({ at: { now }, is: nowValue });
}

/**
 * The values that differ between `before` and `after` (a file's data), in the order of the newer
 * version's fields, a removed one where it stood; `fields`: the file's fields in the editor.
 */
export function versionChanges(
  fields: readonly CmsField[],
  before: unknown,
  after: unknown,
  copy: boolean,
): FieldChange[] {
  const found: Difference[] = [];
  differences(before, after, { old: "", now: "" }, found);
  return found.map(({ at, was, is }) => {
    // Named where the newer version has it; a removed value where the older had it.
    const field = (at.now ?? at.old) as string;
    const label = fieldLabel(fields, field, at.now !== undefined ? after : before, copy);
    return { field, label, ...(was === undefined ? {} : { before: was }), ...(is === undefined ? {} : { after: is }) };
  });
}
