import type { SiteContextValue } from "#app/i18n/index.ts";
import { findPage, type Page } from "#app/lib/route-table.ts";

/**
 * What one kind of page is: the data it is rendered from, its head tags, and its body, a React
 * component. Data and head tags are plain functions of the page's site context, so the Astro
 * route only has to call them.
 */
export type { MetaDescriptor } from "./seo.ts";

/** The route-table row of the page a site context is for; throws for a path with no page. */
export function pageOfSite(site: SiteContextValue): Page {
  const found = findPage(site.path);
  if (!found) throw new Error(`page-kinds: no page at "${site.path}" in the route table`);
  return found.page;
}
