import { servicePages } from "#app/lib/route-table.ts";
import type { TemplateServiceSlug } from "./types.ts";

/** The service pages built from the template, in the route table's order: all but the QuickBooks courses page. */
export const templateServiceSlugs = servicePages
  .map((s) => s.slug)
  .filter((slug): slug is TemplateServiceSlug => slug !== "quickbooks-courses");

/** A template service page's words, both languages, from the project root (docs/decisions/019). */
export function servicePageFile(slug: TemplateServiceSlug): string {
  return `content/services/${slug}.json`;
}

/** The folder of the template service pages' files: one file per page, named by its English slug. */
export const serviceFolder = "content/services/";

/** The English slug a file of the folder is named by: `content/services/payroll.json` → `payroll`; undefined for any other file. */
export function serviceSlugOfFile(file: string): TemplateServiceSlug | undefined {
  const match = file.match(/^content\/services\/([^/]+)\.json$/);
  // A file not yet in the route table (a page being added) is read as one: its slug is only a name here.
  return match ? (match[1] as TemplateServiceSlug) : undefined;
}
