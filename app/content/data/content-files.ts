/**
 * Every content file the firm edits, with its schema and what to supply for its samples: the one
 * list that check:launch, the production guard, the preview builds' sample notice, the editor's
 * configuration and the content tests read (docs/decisions/019). A new file under `content/` is
 * added here.
 */
import { z } from "zod";
import { aboutTimelineSchema, aboutTimelineSupplies } from "#app/content/about-timeline/schema.ts";
import { interfaceWordsSchema } from "#app/content/interface/schema.ts";
import { representationCopySchema } from "#app/content/representation/schema.ts";
import { serviceNames } from "#app/content/service-names.ts";
import { testimonialsSchema, testimonialsSupplies } from "#app/content/testimonials/schema.ts";
import { aboutCopySchema } from "../about/schema.ts";
import { homeCopySchema } from "../home/schema.ts";
import { legalCopySchema } from "../legal/schema.ts";
import { quickbooksCopySchema } from "../quickbooks/schema.ts";
import { bilingual } from "../schema/fields.ts";
import { servicePageFile, templateServiceSlugs } from "../service-pages/files.ts";
import { servicePageCopySchema } from "../service-pages/schema.ts";
import { directoryCopySchema, directoryFile } from "../services-directory/schema.ts";
import { taxCalendarSchema } from "../tax-calendar/schema.ts";
import { placeholderValues } from "./copy-values.ts";
import { type ContentFile, siteFile, taxFiguresFile, teamFile } from "./foundation-files.ts";
import { fillAll } from "./placeholders.ts";

export type { ContentFile };

export const contentFiles: readonly ContentFile[] = [
  siteFile,
  teamFile,
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
  taxFiguresFile,
  {
    file: "content/tax-calendar.json",
    label: "Tax calendar: deadlines and postponements",
    schema: taxCalendarSchema,
  },
  {
    file: "content/representation.json",
    label: "California registration (CTEC) wording",
    schema: representationCopySchema,
    copy: true,
  },
  ...templateServiceSlugs.map((slug) => ({
    file: servicePageFile(slug),
    label: `Service page: ${serviceNames.en[slug]}`,
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
    schema: legalCopySchema(),
    copy: true,
  },
  {
    file: "content/pages/terms.json",
    label: "Terms of service",
    schema: legalCopySchema(),
    copy: true,
  },
  {
    file: "content/pages/interface.json",
    label: "Sentences shared by pages (footer, contact page, forms, service pages' headings)",
    schema: interfaceWordsSchema,
    copy: true,
    // The dictionaries fill these sentences with the firm's facts alone (app/content/interface/schema.ts).
    placeholders: "siteFacts",
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
  const values = placeholderValues(entry.placeholders);
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
