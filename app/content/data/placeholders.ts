/**
 * Copy refers to a value written once elsewhere (a yearly tax figure, the representative's name, a
 * price) by a placeholder in double braces: `{{socialSecurityWageBase}}`, `{{socialSecurityWageBase.year}}`,
 * `{{rep.named}}`. Single braces (`{count}`) stay the interface strings' run-time values.
 * An unknown name is an error that names the file and the field, so copy never shows a raw brace.
 */
import { ContentError } from "./parse.ts";

/**
 * What a placeholder's entry starts with when its figure has no value for the period the site
 * shows (copy-values.ts): the reason follows, and the page that uses it fails its build.
 */
export const noValuePrefix = "\u0000no value: ";

const placeholder = /\{\{\s*([\w.]+)\s*\}\}/g;

/** The names a text refers to, in order. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(placeholder)].map((match) => match[1] as string);
}

/** Every string in a piece of data, with its field path, for checking and filling. */
export function* stringsIn(data: unknown, path = ""): Generator<[path: string, text: string]> {
  if (typeof data === "string") yield [path, data];
  else if (Array.isArray(data)) for (const [i, item] of data.entries()) yield* stringsIn(item, `${path}[${i}]`);
  else if (data && typeof data === "object")
    for (const [key, value] of Object.entries(data)) yield* stringsIn(value, path ? `${path}.${key}` : key);
}

/** A text with its placeholders filled; an unknown one throws, naming the file and the field. */
export function fillPlaceholders(
  text: string,
  values: Readonly<Record<string, string>>,
  where: { file: string; field: string },
): string {
  return text.replace(placeholder, (_whole, name: string) => {
    const value = values[name];
    if (value?.startsWith(noValuePrefix))
      throw new ContentError(
        `${where.file}: ${where.field}: {{${name}}} ${value.slice(noValuePrefix.length)}: add its value under "Yearly tax figures" (content/tax-figures.json)`,
      );
    if (value === undefined)
      throw new ContentError(
        `${where.file}: ${where.field}: {{${name}}} is not a known figure or fact: the figures are listed under "Yearly tax figures" in the editor`,
      );
    return value;
  });
}

/** A copy of the data with every string's placeholders filled (structure and non-strings untouched). */
export function fillAll<T>(data: T, values: Readonly<Record<string, string>>, file: string, path = ""): T {
  if (typeof data === "string") return fillPlaceholders(data, values, { file, field: path || "(text)" }) as T;
  if (Array.isArray(data)) return data.map((item, i) => fillAll(item, values, file, `${path}[${i}]`)) as T;
  if (data && typeof data === "object")
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, fillAll(value, values, file, path ? `${path}.${key}` : key)]),
    ) as T;
  return data;
}
