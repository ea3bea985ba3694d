/**
 * The pictures a content file names, for the checks before a save (./editor-script/save-checks.ts)
 * and the build's check of every file (./content-problems.server.ts): found through the image
 * fields of the generated configuration, measured by each in its own way (the browser loads it,
 * the build reads its header), judged by one rule.
 */
import { minImageWidth } from "#app/content/schema/fields.ts";
import type { CmsField } from "./fields.ts";

/** Every image field's value in the data, with its place: `en.artwork`, `members[0].photo`. */
function picturesAt(fields: readonly CmsField[], data: unknown, path = ""): { field: string; value: string }[] {
  if (Array.isArray(data)) return data.flatMap((item, i) => picturesAt(fields, item, `${path}[${i}]`));
  if (!data || typeof data !== "object") return [];
  return fields.flatMap((f) => {
    const value = (data as Record<string, unknown>)[f.name];
    const here = path ? `${path}.${f.name}` : f.name;
    if (f.widget === "image") return typeof value === "string" && value ? [{ field: here, value }] : [];
    const inner = f.fields ?? (f.field ? [f.field] : undefined);
    if (inner) return picturesAt(inner, value, here);
    if (f.types && Array.isArray(value))
      return value.flatMap((item, i) => {
        const type = f.types?.find((t) => t.name === (item as Record<string, unknown>)?.[f.typeKey ?? "type"]);
        return type?.fields ? picturesAt(type.fields, item, `${here}[${i}]`) : [];
      });
    return [];
  });
}

/**
 * Every picture of a file's data with its place (`en.artwork`, `members[0].photo`). In a copy file
 * a picture is one for both languages (decision 020): found once, in English.
 */
export function picturesIn(fields: readonly CmsField[], data: unknown): { field: string; value: string }[] {
  const values = (data ?? {}) as Record<string, unknown>;
  return "en" in values && "es" in values ? picturesAt(fields, values.en, "en") : picturesAt(fields, data);
}

/** What is wrong with a picture this wide, or undefined when it is wide enough. */
export function pictureTooNarrow(path: string, width: number): string | undefined {
  return width < minImageWidth
    ? `the picture ${path} is ${width} pixels wide; it must be at least ${minImageWidth} pixels wide, or it looks blurred on phones`
    : undefined;
}
