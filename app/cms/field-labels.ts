/**
 * A value's place in a content file in the words the editor shows (docs/decisions/020):
 * `es.faqs[2].answer` → "Español › Questions and answers › 3 › Answer", from the labels of the
 * generated configuration, so the editor's list of problems and the build's message name a field
 * as the person sees it on the screen.
 */
import type { CmsField } from "./fields.ts";

const languageNames: Record<string, string> = { en: "English", es: "Español" };

/** `es.faqs[2].answer` → ["es", "faqs", 2, "answer"]. */
export function pathSegments(field: string): (string | number)[] {
  return [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) =>
    m[2] !== undefined ? Number(m[2]) : (m[1] as string),
  );
}

/**
 * The labels along `field` in a file whose fields are `fields`; `data` is the file's data (it says
 * which kind a row of a mixed list is). A row is named by its number, counted from 1 as people count.
 */
export function fieldLabels(fields: readonly CmsField[], field: string, data: unknown, copy = false): string[] {
  const segments = pathSegments(field);
  const labels: string[] = [];
  let value: unknown = data;
  let current: readonly CmsField[] | undefined = fields;
  let list: CmsField | undefined;
  if (copy && typeof segments[0] === "string" && segments[0] in languageNames) {
    const lang = segments.shift() as string;
    labels.push(languageNames[lang] as string);
    value = (value as Record<string, unknown> | undefined)?.[lang];
  }
  for (const segment of segments) {
    value = (value as Record<string | number, unknown> | undefined)?.[segment];
    if (typeof segment === "number") {
      labels.push(String(segment + 1));
      if (list?.types && list.typeKey) {
        const kind = (value as Record<string, unknown> | undefined)?.[list.typeKey];
        const type = list.types.find((t) => t.name === kind);
        if (type) labels.push(type.label);
        current = type?.fields;
      } else current = list?.fields ?? (list?.field ? [list.field] : undefined);
      list = undefined;
      continue;
    }
    const found = current?.find((f) => f.name === segment);
    labels.push(found?.label ?? segment);
    if (found?.widget === "list") {
      list = found;
      current = undefined;
    } else current = found?.fields;
  }
  return labels;
}

/** The labels joined as the editor's problem list and the build's message show them. */
export function fieldLabel(fields: readonly CmsField[], field: string, data: unknown, copy = false): string {
  return field ? fieldLabels(fields, field, data, copy).join(" › ") : "The whole file";
}
