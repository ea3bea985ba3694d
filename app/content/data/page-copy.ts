/**
 * A page's words from its content file, `{ "en": {…}, "es": {…} }` (docs/decisions/019): the
 * placeholders filled in each language, each language checked against the page's copy schema, and
 * the two languages checked to have the same shape, so neither can lack what the other has.
 */
import type { z } from "zod";
import type { Lang } from "#app/lib/route-table.ts";
import type { Bilingual } from "../types.ts";
import { copyValues } from "./copy-values.ts";
import { ContentError, describeIssues } from "./parse.ts";
import { fillAll } from "./placeholders.ts";

/** Where the Spanish and the English differ in shape: a key or a list entry one has and the other lacks. */
export function shapeDifferences(en: unknown, es: unknown, path: string): string[] {
  if (Array.isArray(en) && Array.isArray(es)) {
    const here =
      en.length === es.length ? [] : [`es.${path}: ${es.length} entries in Spanish, ${en.length} in English`];
    return [...here, ...en.slice(0, es.length).flatMap((item, i) => shapeDifferences(item, es[i], `${path}[${i}]`))];
  }
  if (en && es && typeof en === "object" && typeof es === "object" && !Array.isArray(en) && !Array.isArray(es)) {
    const keys = new Set([...Object.keys(en), ...Object.keys(es)]);
    return [...keys].flatMap((key) => {
      const inEn = key in en;
      const inEs = key in es;
      const at = path ? `${path}.${key}` : key;
      if (!inEs) return [`es.${at}: is missing (the English has it)`];
      if (!inEn) return [`en.${at}: is missing (the Spanish has it)`];
      return shapeDifferences((en as Record<string, unknown>)[key], (es as Record<string, unknown>)[key], at);
    });
  }
  return [];
}

/** What a file's placeholders stand for, in one language (most copy: every figure and fact, copy-values.ts). */
export type PlaceholderValues = (lang: Lang) => Readonly<Record<string, string>>;

/** Every problem of a bilingual file, one line each, or none. */
export function copyProblems(
  file: string,
  schema: z.ZodType,
  data: unknown,
  values: PlaceholderValues = copyValues,
): string[] {
  if (!data || typeof data !== "object") return [`${file}: must hold "en" and "es"`];
  const { en, es, ...rest } = data as Record<string, unknown>;
  const problems = Object.keys(rest).map((key) => `${file}: ${key}: is not a language (only "en" and "es")`);
  if (en === undefined) problems.push(`${file}: en: is missing`);
  if (es === undefined) problems.push(`${file}: es: is missing`);
  problems.push(...shapeDifferences(en, es, "").map((line) => `${file}: ${line}`));
  for (const [lang, words] of [
    ["en", en],
    ["es", es],
  ] as const) {
    if (words === undefined) continue;
    try {
      const result = schema.safeParse(fillAll(words, values(lang), file, lang));
      if (!result.success)
        problems.push(
          describeIssues(
            file,
            result.error.issues.map((i) => ({ ...i, path: [lang, ...i.path] })),
          ),
        );
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  return problems;
}

/**
 * What an item shows the same in both languages, at its place in one language's words: a card's
 * link and icon, a feature's icon. `[field, what, value]`: `services.cards[2].service`, "link",
 * `service/payroll`.
 */
export type SameInBothLanguages<T> = (words: T) => [field: string, what: string, value: string, advice?: string][];

/**
 * Where the Spanish differs from the English in what both must show alike, one line each: a list
 * reordered in one column only, an icon chosen differently (the editor orders and fills each column
 * on its own).
 */
export function sameInBothProblems<T>(file: string, copy: Bilingual<T>, same: SameInBothLanguages<T>): string[] {
  const english = new Map(same(copy.en).map(([field, , value]) => [field, value]));
  return same(copy.es).flatMap(([field, what, spanish, advice]) => {
    const value = english.get(field);
    const said =
      advice ??
      (field.includes("[")
        ? "put the list in the same order in both languages by dragging its rows (changing this value would give these words another row's link or icon)"
        : undefined);
    return spanish === value
      ? []
      : [
          `${file}: es.${field}: must be the same ${what} as the English (${value}), found ${spanish}${said ? `: ${said}` : ""}`,
        ];
  });
}

/**
 * The page's words in both languages; throws a ContentError listing every problem of the file.
 * `same`: what each item must show alike in both languages, checked after the schema.
 */
export function readCopy<S extends z.ZodType>(
  file: string,
  schema: S,
  data: unknown,
  values: PlaceholderValues = copyValues,
  same?: SameInBothLanguages<z.output<S>>,
): Bilingual<z.output<S>> {
  const problems = copyProblems(file, schema, data, values);
  if (problems.length > 0) throw new ContentError(`The content does not match its schema:\n${problems.join("\n")}`);
  const words = data as Record<Lang, unknown>;
  const inLang = (lang: Lang) => schema.parse(fillAll(words[lang], values(lang), file, lang)) as z.output<S>;
  const copy = { en: inLang("en"), es: inLang("es") };
  const different = same ? sameInBothProblems(file, copy, same) : [];
  if (different.length) throw new ContentError(different.join("\n"));
  return copy;
}
