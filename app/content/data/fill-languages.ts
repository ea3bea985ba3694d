/**
 * Lists of things with words (testimonials, the timeline) hold `{ "en": …, "es": … }` at each text
 * (docs/decisions/019): each language's placeholders are filled with that language's values, so
 * `{{portal.withEncryption}}` reads " with 256-bit encryption" in English and " con cifrado de
 * 256 bits" in Spanish. An unknown name throws, naming the file and the field.
 */
import type { z } from "zod";
import type { Lang } from "#app/lib/route-table.ts";
import { copyValues } from "./copy-values.ts";
import { parseContent } from "./parse.ts";
import { fillAll } from "./placeholders.ts";

const languages: readonly Lang[] = ["en", "es"];

function isBilingual(value: object): value is Record<Lang, unknown> {
  const keys = Object.keys(value);
  return keys.length === 2 && languages.every((lang) => keys.includes(lang));
}

/** A copy of the data with every `{ en, es }` filled, each in its own language; everything else untouched. */
export function fillLanguages<T>(data: T, file: string, path = ""): T {
  if (Array.isArray(data)) return data.map((item, i) => fillLanguages(item, file, `${path}[${i}]`)) as T;
  if (!data || typeof data !== "object") return data;
  const at = (key: string) => (path ? `${path}.${key}` : key);
  if (isBilingual(data))
    return Object.fromEntries(
      languages.map((lang) => [lang, fillAll(data[lang], copyValues(lang), file, at(lang))]),
    ) as T;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, fillLanguages(value, file, at(key))]),
  ) as T;
}

/** A bilingual list's file, checked against its schema after its placeholders are filled in each language. */
export function parseBilingualContent<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  return parseContent(file, schema, fillLanguages(data, file));
}
