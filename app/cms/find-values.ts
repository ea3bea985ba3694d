/**
 * "Find a value" across every content file (issue 44): Decap's search reads only the open
 * collection and finds whole files; this finds each field whose words or value hold what was
 * typed, in any file, named as the editor names it (_Service page: Payroll Services › English ›
 * Frequently asked questions › 2 › Answer_). Accents and capitals are ignored ("nomina" finds
 * "Nómina").
 */
import { editorPathOf } from "./collections.ts";
import { fieldLabel } from "./field-labels.ts";
import type { CmsField } from "./fields.ts";

export interface SearchedFile {
  file: string;
  /** The file's name in the editor. */
  label: string;
  data: unknown;
  fields: readonly CmsField[];
  /** Words in English and Spanish side by side (`en`, `es`). */
  copy: boolean;
}

export interface FoundValue {
  /** Where: the file's name, then the field's labels. */
  place: string;
  /** The value, shortened around what was found. */
  excerpt: string;
  /** The entry's address in the editor. */
  address: string;
  /** The field's place in the file (`en.faqs[1].answer`), and whether the file is in two languages side by side. */
  field: string;
  copy: boolean;
}

const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Every string or number of a value, with its place (`en.faqs[1].answer`). */
function valuesIn(value: unknown, path = ""): { field: string; text: string }[] {
  if (typeof value === "string" || typeof value === "number") return [{ field: path, text: String(value) }];
  if (Array.isArray(value)) return value.flatMap((item, i) => valuesIn(item, `${path}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => valuesIn(item, path ? `${path}.${key}` : key));
  return [];
}

/** The text around the first match, at most about 120 characters. */
function excerptOf(text: string, at: number, length: number): string {
  const start = Math.max(0, at - 50);
  const end = Math.min(text.length, at + length + 60);
  return `${start > 0 ? "…" : ""}${text.slice(start, end)}${end < text.length ? "…" : ""}`;
}

/** Every field of `files` whose value holds `query` (two characters or more), at most `limit`. */
export function findValues(files: readonly SearchedFile[], query: string, limit = 50): FoundValue[] {
  const wanted = plain(query.trim());
  if (wanted.length < 2) return [];
  const found: FoundValue[] = [];
  for (const { file, label, data, fields, copy } of files) {
    for (const { field, text } of valuesIn(data)) {
      // NFD keeps one letter per letter once its marks are gone, so positions agree for Latin text.
      const at = plain(text).indexOf(wanted);
      if (at < 0) continue;
      found.push({
        place: `${label} › ${fieldLabel(fields, field, data, copy)}`,
        excerpt: excerptOf(text, at, wanted.length),
        address: editorPathOf(file),
        field,
        copy,
      });
      if (found.length >= limit) return found;
    }
  }
  return found;
}
