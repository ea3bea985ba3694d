/**
 * Which page of the site a content file is the words of: the editor's "View Live" link opens that
 * page (Decap's `preview_path`), and its preview pane shows it. Files whose words are on many pages
 * (the firm's facts, the shared sentences, testimonials) have none: "View Live" opens the home page.
 */

import { servicePageFile, templateServiceSlugs } from "#app/content/service-pages/files.ts";
import { directoryFile } from "#app/content/services-directory/schema.ts";
import type { PageId } from "#app/lib/route-table.ts";

const pageOfFile = new Map<string, PageId>([
  ...templateServiceSlugs.map((slug) => [servicePageFile(slug), `service/${slug}`] as const),
  [directoryFile, "services"],
  ["content/pages/home.json", "home"],
  ["content/pages/about.json", "about"],
  ["content/pages/quickbooks.json", "service/quickbooks-courses"],
  ["content/pages/privacy.json", "privacy"],
  ["content/pages/terms.json", "terms"],
]);

/** The page a content file is the words of, or undefined for a file shared by many pages. */
export function pageOfContentFile(file: string): PageId | undefined {
  return pageOfFile.get(file);
}

/**
 * The files whose page the editor's preview pane shows (./editor-script/page-preview.tsx): every
 * file that is the words of one page. The files shared by many pages (the firm's facts, the shared
 * sentences, testimonials, figures) have none: Decap's own pane would show raw fields, not a page.
 */
export function hasPagePreview(file: string): boolean {
  return pageOfFile.has(file);
}
