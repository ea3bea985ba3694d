import { sitemapXml } from "#app/lib/search-engine-files.ts";

/** sitemap.xml, built at prerender. */
export function loader() {
  return new Response(sitemapXml(), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
