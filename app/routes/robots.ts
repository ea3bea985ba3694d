import { absoluteUrl } from "#app/lib/seo.ts";

/** robots.txt: everything may be crawled; points to the sitemap. Built at prerender. */
export function loader() {
  const body = `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
