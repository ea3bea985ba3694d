/**
 * Every content file the firm edits, with its schema and what to supply for its samples: the one
 * list that check:launch, the production guard, the preview builds' sample notice, the editor's
 * configuration and the content tests read (docs/decisions/019). A new file under `content/` is
 * added here.
 */
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { en } from "#app/i18n/en.ts";
import { interfaceWordsSchema } from "#app/i18n/interface-words.ts";
import { aboutCopySchema } from "../about/schema.ts";
import { homeCopySchema } from "../home/schema.ts";
import { privacyStructure } from "../legal/privacy/structure.ts";
import { legalCopySchema } from "../legal/schema.ts";
import { termsStructure } from "../legal/terms/structure.ts";
import { quickbooksCopySchema } from "../quickbooks/schema.ts";
import { aboutTimelineSchema, aboutTimelineSupplies } from "../schema/about-timeline.ts";
import { bilingual } from "../schema/fields.ts";
import { representationCopySchema } from "../schema/representation.ts";
import { siteSchema, siteSupplies } from "../schema/site.ts";
import { taxFiguresSchema } from "../schema/tax-figures.ts";
import { teamSchema, teamSupplies } from "../schema/team.ts";
import { testimonialsSchema, testimonialsSupplies } from "../schema/testimonials.ts";
import { servicePageFile, templateServiceSlugs } from "../service-pages/files.ts";
import { servicePageCopySchema } from "../service-pages/schema.ts";
import { directoryCopySchema, directoryFile } from "../services-directory/schema.ts";
import { copyValues } from "./copy-values.ts";
import { type PlaceholderValues, readCopy } from "./page-copy.ts";
import { parseContent } from "./parse.ts";
import { fillAll } from "./placeholders.ts";
import { type SampleMarker, type Supplies, samplesIn } from "./samples.ts";
import { siteFactValues } from "./site-facts.ts";

export interface ContentFile {
  /** From the project root. */
  file: string;
  /** Its name in the editor, in plain words. */
  label: string;
  /**
   * Facts: the file's schema. Copy (`copy: true`): the schema of one language's words; the file
   * holds `{ "en": …, "es": … }` and is read with `readCopy` (placeholders, same shape).
   */
  schema: z.ZodType;
  copy?: true;
  /** Copy: what its placeholders stand for, when not every figure and fact (copy-values.ts). */
  placeholders?: PlaceholderValues;
  /** What to supply for its samples, by key (app/content/data/samples.ts). */
  supplies?: Supplies;
}

export const contentFiles: readonly ContentFile[] = [
  { file: "content/site.json", label: "The firm's details", schema: siteSchema, supplies: siteSupplies },
  { file: "content/team.json", label: "Team", schema: teamSchema, supplies: teamSupplies },
  {
    file: "content/testimonials.json",
    label: "Testimonials",
    schema: testimonialsSchema,
    supplies: testimonialsSupplies,
  },
  {
    file: "content/about-timeline.json",
    label: "Our story (about page)",
    schema: aboutTimelineSchema,
    supplies: aboutTimelineSupplies,
  },
  { file: "content/tax-figures.json", label: "Yearly tax figures", schema: taxFiguresSchema },
  {
    file: "content/representation.json",
    label: "California registration (CTEC) wording",
    schema: representationCopySchema,
    copy: true,
  },
  ...templateServiceSlugs.map((slug) => ({
    file: servicePageFile(slug),
    label: `Service page: ${en.serviceNames[slug]}`,
    schema: servicePageCopySchema,
    copy: true as const,
  })),
  { file: directoryFile, label: "Services directory: the cards", schema: directoryCopySchema, copy: true },
  { file: "content/pages/home.json", label: "Home page", schema: homeCopySchema, copy: true },
  { file: "content/pages/about.json", label: "About page", schema: aboutCopySchema, copy: true },
  { file: "content/pages/quickbooks.json", label: "QuickBooks courses page", schema: quickbooksCopySchema, copy: true },
  {
    file: "content/pages/privacy.json",
    label: "Privacy policy",
    schema: legalCopySchema(privacyStructure.sectionIds),
    copy: true,
  },
  {
    file: "content/pages/terms.json",
    label: "Terms of service",
    schema: legalCopySchema(termsStructure.sectionIds),
    copy: true,
  },
  {
    file: "content/pages/interface.json",
    label: "Sentences shared by pages (footer, contact page, forms, service pages' headings)",
    schema: interfaceWordsSchema,
    copy: true,
    // The dictionaries fill these sentences with the firm's facts alone (interface-words.ts).
    placeholders: siteFactValues,
  },
];

/** `content/site.json` → `site`, `content/services/payroll.json` → `servicesPayroll`: its collection's name in Astro and in the editor. */
export function collectionName(file: string): string {
  return file
    .replace(/^content\//, "")
    .replace(/\.json$/, "")
    .replace(/[/-](\w)/g, (_m, c: string) => c.toUpperCase());
}

/**
 * The schema a file's data as saved must match. Copy: both languages, each checked with its
 * placeholders filled, as `readCopy` checks it, so a length limit counts what visitors read
 * (`{{socialSecurityWageBase}}` is $184,500) and an unknown placeholder is refused by name.
 */
export function fileSchema(entry: ContentFile): z.ZodType {
  if (!entry.copy) return entry.schema;
  const values = entry.placeholders ?? copyValues;
  return z.preprocess((raw, context) => {
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) return raw;
    try {
      return Object.fromEntries(
        Object.entries(raw).map(([lang, words]) => [
          lang,
          lang === "en" || lang === "es" ? fillAll(words, values(lang), entry.file, lang) : words,
        ]),
      );
    } catch (error) {
      context.addIssue({ code: "custom", message: error instanceof Error ? error.message : String(error) });
      return raw;
    }
  }, bilingual(entry.schema));
}

/** A content file of the project at `root`, checked (a ContentError names every broken field). */
export function readContentFile(root: string, entry: ContentFile): unknown {
  const raw: unknown = JSON.parse(readFileSync(join(root, entry.file), "utf8"));
  return entry.copy
    ? readCopy(entry.file, entry.schema, raw, entry.placeholders)
    : parseContent(entry.file, entry.schema, raw);
}

/**
 * Each file's samples as last read, by path, kept while the file is unchanged: the build asks for
 * them once per page (the sample notice), and reading and checking every file each time costs
 * tens of milliseconds a page; `astro dev` still sees an edit at once.
 */
const samplesRead = new Map<string, { version: string; markers: SampleMarker[] }>();

/** Every sample still marked in the content files of the project at `root`, file by file. */
export function contentSamples(root: string): SampleMarker[] {
  return contentFiles.flatMap((entry) => {
    const path = join(root, entry.file);
    const { mtimeMs, size } = statSync(path);
    const version = `${mtimeMs}:${size}`;
    const known = samplesRead.get(path);
    if (known?.version === version) return known.markers;
    const markers = samplesIn(entry.file, readContentFile(root, entry), entry.supplies ?? {});
    samplesRead.set(path, { version, markers });
    return markers;
  });
}
