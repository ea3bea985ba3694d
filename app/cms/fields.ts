/**
 * A zod schema as the editor's fields (docs/decisions/020): the same schema the build checks the
 * files with gives Decap its widgets, labels, help text, required fields and patterns, so the
 * editor refuses what the build would refuse and nothing is written twice.
 */
import { z } from "zod";
import { imageFileNamePattern } from "#app/content/schema/fields.ts";

/** One field of Decap CMS's configuration (the part of its schema we use). */
export interface CmsField {
  name: string;
  label: string;
  widget: "string" | "text" | "number" | "boolean" | "select" | "list" | "object" | "hidden" | "image";
  hint?: string;
  required?: boolean;
  default?: unknown;
  pattern?: [string, string];
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  options?: (string | { label: string; value: string })[];
  multiple?: boolean;
  fields?: CmsField[];
  field?: CmsField;
  /** A list whose items are of several kinds (a paragraph or a bulleted list), told apart by `typeKey`. */
  types?: CmsField[];
  typeKey?: string;
  summary?: string;
  /** A list's name for one row: "Add value", "1 value". */
  label_singular?: string;
  /** A list of a fixed number of rows (the firm's two offices) has no Add and no × on its rows. */
  allow_add?: boolean;
  allow_remove?: boolean;
  collapsed?: boolean;
  /** `"duplicate"`: one value for both languages, written in English and shown, locked, in Spanish. */
  i18n?: boolean | "duplicate";
  /** An image's folder in the repository, from its root (`/content/pictures`): uploads land there. */
  media_folder?: string;
  /** The same folder, as the saved value begins with: `/content/pictures/payroll.webp`. */
  public_folder?: string;
  /** Pictures are uploaded into the repository, never linked from elsewhere. */
  choose_url?: boolean;
  /** Not a Decap option: the zod type this field has no widget for (removed from the configuration). */
  uneditable?: string;
}

interface Meta {
  title?: string;
  description?: string;
  /** An image field's folder (`imageFile` in app/content/schema/fields.ts). */
  imageFolder?: string;
  /** A select's options in words (`{ "service/payroll": "Payroll Services" }`): the value stays the code. */
  optionLabels?: Record<string, string>;
  /**
   * On a select in the rows of a list: the list's rows are named by it. Each value is fixed to its
   * row, so the list is one of kinds (Decap's variable types), each kind named by its option label.
   */
  namesRows?: boolean;
  /** A value with no language in a copy file (a category, a place in a list): written in English, copied into Spanish. */
  oneForBothLanguages?: boolean;
  /** On a list of objects: Decap's summary of each row, `{{fields.taxYear}}: {{fields.value}}`. */
  rowSummary?: string;
  /** On a list of objects: the name of one row ("value"), for Decap's "Add value" and "1 value". */
  rowName?: string;
}

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
type Check = { _zod: { def: Record<string, unknown> } };

/** A text longer than this in the data gets a multi-line box. */
const longText = 90;

function defOf(schema: z.core.$ZodType): Def {
  return schema._zod.def as Def;
}

function checksOf(schema: z.core.$ZodType): Record<string, unknown>[] {
  return ((defOf(schema).checks ?? []) as unknown as Check[]).map((check) => check._zod.def);
}

/** The message a check gives (its `error` as the field builders in app/content/schema/fields.ts set it). */
function messageOf(def: Record<string, unknown>, fallback: string): string {
  const error = def.error;
  const message = typeof error === "function" ? error({ code: "invalid_format", input: "" }) : error;
  return typeof message === "string" ? message : fallback;
}

/** Optional, default, nullable and pipe wrappers taken off, with the metadata found on the way (outermost first). */
function unwrap(schema: z.core.$ZodType) {
  let current = schema;
  let required = true;
  let defaultValue: unknown;
  const meta: Meta = {};
  for (;;) {
    const found = z.globalRegistry.get(current) as Meta | undefined;
    meta.title ??= found?.title;
    meta.description ??= found?.description;
    meta.imageFolder ??= found?.imageFolder;
    meta.optionLabels ??= found?.optionLabels;
    meta.namesRows ??= found?.namesRows;
    meta.oneForBothLanguages ??= found?.oneForBothLanguages;
    meta.rowSummary ??= found?.rowSummary;
    meta.rowName ??= found?.rowName;
    const def = defOf(current);
    if (def.type === "optional" || def.type === "nullable") {
      required = false;
      current = def.innerType as z.core.$ZodType;
    } else if (def.type === "default") {
      required = false;
      defaultValue = typeof def.defaultValue === "function" ? (def.defaultValue as () => unknown)() : def.defaultValue;
      current = def.innerType as z.core.$ZodType;
    } else if (def.type === "pipe") {
      // A transform after the value (rich text): the editor writes what goes in. A preprocess
      // before it (a cleared number box saved as ""): the editor writes the value it prepares.
      const input = def.in as z.core.$ZodType;
      current = defOf(input).type === "transform" ? (def.out as z.core.$ZodType) : input;
    } else return { schema: current, required, defaultValue, meta };
  }
}

/** An enum's values as a select's options, each in words where the schema names them (`optionLabels`). */
function selectOptions(schema: z.core.$ZodType, labels: Record<string, string> | undefined): CmsField["options"] {
  const values = Object.values(defOf(schema).entries as Record<string, string>);
  return labels ? values.map((value) => ({ value, label: labels[value] ?? value })) : values;
}

/** The field of an object's shape whose select names the rows (`namesRows`), with its options' labels. */
function rowNamer(schema: z.core.$ZodType) {
  const shape = (defOf(schema).shape ?? {}) as Record<string, z.core.$ZodType>;
  for (const [key, child] of Object.entries(shape)) {
    const { schema: inner, meta } = unwrap(child);
    if (meta.namesRows && defOf(inner).type === "enum") {
      const values = Object.values(defOf(inner).entries as Record<string, string>);
      return { key, names: values.map((value) => ({ value, label: meta.optionLabels?.[value] ?? humanize(value) })) };
    }
  }
  return undefined;
}

/** "insurancePartnerUrl" → "Insurance partner url", for a field with no title. */
function humanize(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The patterns a string's checks carry, as one Decap pattern (the first: Decap takes one). */
function stringPattern(schema: z.core.$ZodType): [string, string] | undefined {
  const def = defOf(schema);
  // A pattern added to a format (the site's address: https and nothing after the domain) says more than the format.
  const own = def.pattern instanceof RegExp && def.format !== "url" ? [def] : [];
  for (const check of [...checksOf(schema), ...own]) {
    if (check.pattern instanceof RegExp)
      return [check.pattern.source, messageOf(check, "is not written the expected way")];
  }
  if (def.format === "url" && def.protocol instanceof RegExp) {
    const protocol = def.protocol.source.replace(/^\^|\$$/g, "");
    return [`^${protocol}://\\S+$`, messageOf(def, "must be a web address")];
  }
  return undefined;
}

function minLength(schema: z.core.$ZodType): number {
  return Math.max(
    0,
    ...checksOf(schema).map((c) =>
      c.check === "min_length" || c.check === "length_equals" ? Number(c.minimum ?? c.length) : 0,
    ),
  );
}

function maxLength(schema: z.core.$ZodType): number | undefined {
  const limits = checksOf(schema)
    .filter((c) => c.check === "max_length" || c.check === "length_equals")
    .map((c) => Number(c.maximum ?? c.length));
  return limits.length ? Math.min(...limits) : undefined;
}

/**
 * Decap's `min` and `max` are inclusive. A bound the schema makes exclusive ("more than zero") is
 * given to Decap only where it has an inclusive twin: on a whole number, more than 0 is at least 1.
 * On a decimal there is none (0.9 is more than zero; "at least 1" would refuse it, and Decap
 * refuses 0.9 for "at least 0.000…1" no better), so the schema's own check refuses 0 on save.
 */
export function numberLimits(schema: z.core.$ZodType) {
  const checks = checksOf(schema);
  const int = checks.some((check) => check.check === "number_format" && String(check.format).includes("int"));
  const limits: { min?: number; max?: number; int: boolean } = { int };
  for (const check of checks) {
    const exact = Boolean(check.inclusive) || int;
    const step = check.inclusive ? 0 : 1;
    if (check.check === "greater_than" && exact) limits.min = Number(check.value) + step;
    if (check.check === "less_than" && exact) limits.max = Number(check.value) - step;
  }
  // z.int() carries its bounds as the safe-integer range: no limit a person needs to see.
  if (limits.min !== undefined && limits.min < -1e15) delete limits.min;
  if (limits.max !== undefined && limits.max > 1e15) delete limits.max;
  return limits;
}

function longestText(values: unknown[]): number {
  return Math.max(0, ...values.map((v) => (typeof v === "string" ? (v.includes("\n") ? Infinity : v.length) : 0)));
}

/**
 * The kinds of a discriminated union of objects (`z.discriminatedUnion("kind", […])`), each with
 * the literal that names it; none for any other shape.
 */
function kindsOf(schema: z.core.$ZodType) {
  const def = defOf(schema);
  if (def.type !== "union" || typeof def.discriminator !== "string") return undefined;
  const key = def.discriminator;
  const options = (def.options as z.core.$ZodType[]).map((option) => {
    const tag = (defOf(option).shape as Record<string, z.core.$ZodType> | undefined)?.[key];
    const values = tag && defOf(tag).type === "literal" ? (defOf(tag).values as unknown[]) : [];
    return { value: String(values[0]), schema: option };
  });
  return { key, options };
}

/**
 * An image (`imageFile`): Decap's image widget with the field's own folder, both starting with
 * "/": `media_folder` from the repository's root (not the content file's folder), so the upload
 * lands in `folder`; `public_folder` the same, so the value is `/content/pictures/payroll.webp`.
 * Decap shows a value starting with "/" from that address of the site, at once (a relative one it
 * loads from the repository, and its image widget never redraws once it has: an empty frame), so
 * the editor's server and the build serve the folder there (scripts/ops/cms.ts, scripts/build/write-editor.ts). A picture has no language:
 * in a copy file it is written once, in English, and Decap copies it into the Spanish
 * (`i18n: "duplicate"`; the loaders refuse two).
 */
function imageField(field: CmsField, schema: z.core.$ZodType, folder: string, options: FieldOptions): CmsField {
  // Decap's image widget checks its pattern against the file's name only; the folder is its own.
  const message = stringPattern(schema)?.[1] ?? "must be a picture";
  return {
    ...field,
    widget: "image",
    media_folder: `/${folder}`,
    public_folder: `/${folder}`,
    choose_url: false,
    pattern: [imageFileNamePattern.source, message],
    ...(options.i18n ? { i18n: "duplicate" as const } : {}),
  };
}

function optional(field: CmsField): CmsField {
  return { ...field, required: false, ...(field.fields ? { fields: field.fields.map(optional) } : {}) };
}

/** The keys of an object's sample list and of a list item's sample flag (app/content/data/samples.ts). */
const samplesKey = "samples";
const sampleFlagKey = "sample";
/** Decap shows Markdown links in help text: every sample's help leads to the one list of them. */
const samplesListLink = "[Every value still a sample](/admin/samples/)";

export interface FieldOptions {
  /** Copy files: every field is written in both languages. */
  i18n?: boolean;
}

/**
 * The Decap field for `key` of an object, from its zod schema. `values` are the values the
 * content files hold at this place now (every item of a list): a text longer than a line gets a
 * multi-line box.
 */
export function cmsField(
  key: string,
  schema: z.core.$ZodType,
  values: unknown[],
  options: FieldOptions = {},
): CmsField {
  const { schema: inner, required, defaultValue, meta } = unwrap(schema);
  const def = defOf(inner);
  const field: CmsField = { name: key, label: meta.title ?? humanize(key), widget: "string" };
  if (meta.description) field.hint = meta.description;
  if (!required) field.required = false;
  if (defaultValue !== undefined) field.default = defaultValue;
  // Decap copies such a value into Spanish at the top level only (a list's rows: each column its own).
  if (options.i18n) field.i18n = meta.oneForBothLanguages ? "duplicate" : true;

  switch (def.type) {
    case "string": {
      if (meta.imageFolder) return imageField(field, inner, meta.imageFolder, options);
      field.widget = longestText(values) > longText ? "text" : "string";
      const pattern = stringPattern(inner);
      if (pattern) field.pattern = pattern;
      return field;
    }
    case "number": {
      const { min, max, int } = numberLimits(inner);
      return { ...field, widget: "number", value_type: int ? "int" : "float", min, max };
    }
    case "boolean":
      // A checkbox always has a value.
      return { ...field, widget: "boolean", required: false };
    case "literal":
      return { ...field, widget: "hidden", default: (def.values as unknown[])[0] };
    case "enum":
      return { ...field, widget: "select", options: selectOptions(inner, meta.optionLabels) };
    case "array": {
      const { schema: element, meta: elementMeta } = unwrap(def.element as z.core.$ZodType);
      const min = minLength(inner);
      const max = maxLength(inner);
      // The number of rows is checked before a save with the schema's own words, in both languages
      // and in the list of problems (./editor-script/save-checks.ts); Decap's own check read the
      // English list only, in its words ("must have between 5 and 6 item(s)"). A fixed number of
      // rows (the two offices) gets neither Add nor ×.
      const limits = min === max ? { allow_add: false, allow_remove: false } : {};
      const items = values.flatMap((v) => (Array.isArray(v) ? v : []));
      if (defOf(element).type === "enum")
        return {
          ...field,
          widget: "select",
          multiple: true,
          options: selectOptions(element, elementMeta.optionLabels ?? meta.optionLabels),
          ...limits,
        };
      const kinds = kindsOf(element);
      if (kinds)
        return {
          ...field,
          widget: "list",
          collapsed: true,
          typeKey: kinds.key,
          types: kinds.options.map(({ value, schema: option }) => {
            const fields = objectFields(
              option,
              items.filter((item) => (item as Record<string, unknown> | null)?.[kinds.key] === value),
              options,
            ).filter((f) => f.name !== kinds.key);
            const first = fields.find((f) => f.widget === "string" || f.widget === "text");
            const meta = z.globalRegistry.get(option) as Meta | undefined;
            return {
              name: value,
              label: meta?.title ?? humanize(value),
              widget: "object" as const,
              ...(first ? { summary: `{{fields.${first.name}}}` } : {}),
              fields,
              ...(options.i18n ? { i18n: true } : {}),
            };
          }),
          ...limits,
        };
      const namer = defOf(element).type === "object" ? rowNamer(element) : undefined;
      if (namer) {
        // Each row is one kind, named in words ("Additional Medicare Tax rate"): Decap's summary
        // cannot look up a select's label, a kind's name it shows above the row and in its summary.
        const fields = objectFields(element, items, options).filter((f) => f.name !== namer.key);
        const first = fields.find((f) => f.widget === "string" || f.widget === "number");
        return {
          ...field,
          widget: "list",
          collapsed: true,
          typeKey: namer.key,
          types: namer.names.map(({ value, label }) => ({
            name: value,
            label,
            widget: "object" as const,
            summary: first ? `${label}: {{fields.${first.name}}}` : label,
            fields,
          })),
          ...limits,
        };
      }
      if (defOf(element).type === "object") {
        const fields = objectFields(element, items, options);
        const first = fields.find((f) => f.widget === "string");
        const summary = meta.rowSummary ?? (first ? `{{fields.${first.name}}}` : undefined);
        return {
          ...field,
          widget: "list",
          collapsed: true,
          ...(summary ? { summary } : {}),
          ...(meta.rowName ? { label_singular: meta.rowName } : {}),
          fields,
          ...limits,
        };
      }
      return {
        ...field,
        widget: "list",
        field: cmsField(key, def.element as z.core.$ZodType, items, options),
        ...limits,
      };
    }
    case "union": {
      const kinds = kindsOf(inner);
      if (!kinds) return { ...field, widget: "hidden", uneditable: def.type };
      const fields = flatKindFields(kinds, values, options);
      return { ...field, widget: "object", fields: required ? fields : fields.map(optional) };
    }
    case "object": {
      const fields = objectFields(inner, values, options);
      // Decap checks an optional object's required fields even when it is left out: they are
      // optional in the editor, and the build still refuses an object filled in by half.
      return { ...field, widget: "object", fields: required ? fields : fields.map(optional) };
    }
    default:
      // A shape Decap has no widget for (a union of text and an object of forms): kept as it is
      // on save, not editable here (`uneditableFields` lists them).
      return { ...field, widget: "hidden", uneditable: def.type };
  }
}

/**
 * A discriminated union of objects outside a list (a tax calendar rule's day) as one object: Decap
 * shows a union only as a list's kinds of row, so here the kind is a select, named by each kind's
 * title, followed by every kind's own fields, optional in the editor and marked with the kinds
 * they are for. The schema checks on save that the kind chosen has its fields (./editor-script/save-checks.ts).
 */
function flatKindFields(
  kinds: NonNullable<ReturnType<typeof kindsOf>>,
  values: unknown[],
  options: FieldOptions,
): CmsField[] {
  const titleOf = (schema: z.core.$ZodType, value: string) =>
    (z.globalRegistry.get(schema) as Meta | undefined)?.title ?? humanize(value);
  const firstTag = (defOf(kinds.options[0]?.schema ?? z.never()).shape as Record<string, z.core.$ZodType>)[kinds.key];
  const tag = firstTag ? unwrap(firstTag).meta : {};
  const select: CmsField = {
    name: kinds.key,
    label: tag.title ?? humanize(kinds.key),
    widget: "select",
    options: kinds.options.map(({ value, schema }) => ({ value, label: titleOf(schema, value) })),
    ...(tag.description ? { hint: tag.description } : {}),
  };
  const byName = new Map<string, { field: CmsField; kinds: string[] }>();
  for (const { value, schema } of kinds.options) {
    const own = values.filter((v) => (v as Record<string, unknown> | null)?.[kinds.key] === value);
    for (const f of objectFields(schema, own, options)) {
      if (f.name === kinds.key) continue;
      const seen = byName.get(f.name);
      if (seen) seen.kinds.push(titleOf(schema, value));
      else byName.set(f.name, { field: f, kinds: [titleOf(schema, value)] });
    }
  }
  const rest = [...byName.values()].map(({ field, kinds: forKinds }) => {
    const only = `Only for “${forKinds.join("” or “")}”.`;
    const loose = field.widget === "object" ? optional(field) : { ...field, required: false };
    return { ...loose, hint: field.hint ? `${only} ${field.hint}` : only };
  });
  return [select, ...rest];
}

/**
 * The fields of an object schema, in order. Its `samples` list (a select of the fields still
 * holding examples) names each option by that field's label, and comes last.
 */
export function objectFields(schema: z.core.$ZodType, values: unknown[], options: FieldOptions = {}): CmsField[] {
  const shape = defOf(schema).shape as Record<string, z.core.$ZodType>;
  const fields = Object.entries(shape).map(([key, child]) =>
    cmsField(
      key,
      child,
      values.map((v) => (v && typeof v === "object" ? (v as Record<string, unknown>)[key] : undefined)),
      options,
    ),
  );
  for (const f of fields)
    if ((f.name === samplesKey || f.name === sampleFlagKey) && f.hint) f.hint = `${f.hint} ${samplesListLink}`;
  const samples = fields.find((f) => f.name === samplesKey);
  if (samples?.options) {
    samples.options = samples.options.map((option) => {
      const value = typeof option === "string" ? option : option.value;
      return { value, label: fields.find((f) => f.name === value)?.label ?? humanize(value) };
    });
  }
  return [...fields.filter((f) => f !== samples), ...(samples ? [samples] : [])];
}

/** The fields kept out of the editor for want of a widget, as `path (zod type)`. */
export function uneditableFields(fields: readonly CmsField[], path = ""): string[] {
  return fields.flatMap((f) => {
    const here = path ? `${path}.${f.name}` : f.name;
    return [
      ...(f.uneditable ? [`${here} (${f.uneditable})`] : []),
      ...uneditableFields(f.fields ?? [], here),
      ...uneditableFields(f.field ? [f.field] : [], here),
      ...uneditableFields(f.types ?? [], here),
    ];
  });
}
