import type { ResponsiveImageData } from "#app/components/ui/responsive-image.tsx";
import type { SiteContextValue } from "#app/i18n/index.ts";
import { findPage, type Page, type PageKind } from "#app/lib/route-table.ts";

/** What the kinds' modules share: the kinds a page is rendered as, its images, its head tags' type. */
export type { MetaDescriptor } from "./seo.ts";

/** What a page is rendered as: a kind of the route table, or the not-found page. */
export type RenderedKind = PageKind | "not-found";

/** What astro:assets made for the page in the route (src/lib/images.ts): a service page's artwork, the team's photos. */
export interface PageImages {
  artwork?: ResponsiveImageData;
  /** By the photo's path in `content/team.json`. */
  teamPhotos?: Record<string, ResponsiveImageData>;
}

/** The route-table row of the page a site context is for; throws for a path with no page. */
export function pageOfSite(site: SiteContextValue): Page {
  const found = findPage(site.path);
  if (!found) throw new Error(`page-kinds: no page at "${site.path}" in the route table`);
  return found.page;
}
