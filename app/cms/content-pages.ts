/**
 * Which page of the site a content file is the words of: the editor's "View Live" link opens that
 * page (Decap's `preview_path`), and its preview pane shows it. Files whose words are on many pages
 * (the firm's facts, the shared sentences, testimonials) have none: "View Live" opens the home page.
 */
import { directoryFile } from "#app/content/services-directory/schema.ts";
import { servicePageFile, templateServiceSlugs } from "#app/content/service-pages/files.ts";
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
