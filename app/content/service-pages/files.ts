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
