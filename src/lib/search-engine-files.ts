import { languages, pages } from "#app/lib/route-table.ts";
import { absoluteUrl } from "#app/page-kinds/seo.ts";

/** sitemap.xml from the route table: every page in both languages, each with its alternates. */
export function sitemapXml(): string {
  const urls = pages.flatMap((page) =>
    languages.map((lang) => {
      const alternates = [
        ...languages.map(
          (l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${absoluteUrl(page.path[l])}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${absoluteUrl(page.path.en)}"/>`,
      ];
      return `  <url>\n    <loc>${absoluteUrl(page.path[lang])}</loc>\n${alternates.join("\n")}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
}

/** robots.txt: everything may be crawled; points to the sitemap. */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}
