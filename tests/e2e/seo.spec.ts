import { readFileSync } from "node:fs";
import { servicePageFile } from "#app/content/service-pages/files.ts";
import { siteConfig } from "#app/content/site/index.ts";
import { findPage, languages, pages } from "#app/lib/route-table.ts";
import { allPaths, anotherServicePage, expect, servicePagesUnderTest, test } from "./support.ts";

/** The first service page one of whose answers names a yearly figure or a fact (`{{californiaMinimumWage}}`) in its file. */
const pageWithFigureInFaq = (() => {
  const found = servicePagesUnderTest.find((page) => {
    const file = JSON.parse(readFileSync(servicePageFile(page.slug), "utf8"));
    return JSON.stringify(file.en.faqs ?? []).includes("{{");
  });
  if (!found) throw new Error("no service page's questions name a figure");
  return found;
})();

/** Attributes of the first tag in `html` matching `pattern`. */
function attr(html: string, pattern: RegExp, name: string): string | undefined {
  const tag = html.match(pattern)?.[0];
  return tag?.match(new RegExp(`${name}="([^"]*)"`))?.[1];
}

test.describe("search engines and sharing", () => {
  test("every page has a 140-160 character description, a canonical URL, reciprocal hreflang and share tags", async ({
    request,
  }) => {
    const origin = "https://www.nais.example.com";
    const shareCards = new Set<string>();
    for (const path of allPaths) {
      const html = await (await request.get(path)).text();
      const found = findPage(path);
      const description = attr(html, /<meta name="description"[^>]*>/, "content") ?? "";
      const decoded = description
        .replace(/&amp;/g, "&")
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"');
      expect(decoded.length, `${path} description: ${decoded}`).toBeGreaterThanOrEqual(140);
      expect(decoded.length, `${path} description`).toBeLessThanOrEqual(160);

      const canonical = attr(html, /<link rel="canonical"[^>]*>/, "href");
      expect(canonical, path).toBe(`${origin}${path === "/" ? "/" : path}`);
      for (const lang of languages) {
        const href = attr(html, new RegExp(`<link rel="alternate" hrefLang="${lang}"[^>]*>`, "i"), "href");
        const other = found?.page.path[lang] ?? "";
        expect(href, `${path} hreflang ${lang}`).toBe(`${origin}${other === "/" ? "/" : other}`);
      }
      expect(attr(html, /<link rel="alternate" hrefLang="x-default"[^>]*>/i, "href"), path).toBe(
        `${origin}${found?.page.path.en === "/" ? "/" : found?.page.path.en}`,
      );
      expect(attr(html, /<meta property="og:locale"[^>]*>/, "content"), path).toBe(
        found?.lang === "es" ? "es_US" : "en_US",
      );
      // The section's share card, a file of the build with its hash in the name (app/page-kinds/seo.ts).
      const image = attr(html, /<meta property="og:image"[^>]*>/, "content") ?? "";
      expect(image, path).toMatch(
        /^https:\/\/.+\/assets\/(home|services|bookkeeping|tax|irs|business|quickbooks|about|contact)\.[\w-]+\.png$/,
      );
      shareCards.add(new URL(image).pathname);
      expect(html, path).toContain('name="twitter:card" content="summary_large_image"');
      for (const block of html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)) {
        expect(() => JSON.parse(block[1] as string), `${path} JSON-LD`).not.toThrow();
      }
    }
    // Each card is served, a 1200×630 PNG (its size is in the og:image:width and height tags).
    expect(shareCards.size).toBe(9);
    for (const card of shareCards) {
      const response = await request.get(card);
      expect(response.status(), card).toBe(200);
      expect(response.headers()["content-type"], card).toBe("image/png");
      const png = await response.body();
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], card).toEqual([1200, 630]);
    }
  });

  test("the hreflang pairs are reciprocal", async ({ request }) => {
    for (const page of pages) {
      const en = await (await request.get(page.path.en)).text();
      const es = await (await request.get(page.path.es)).text();
      const esFromEn = attr(en, /<link rel="alternate" hrefLang="es"[^>]*>/i, "href");
      const enFromEs = attr(es, /<link rel="alternate" hrefLang="en"[^>]*>/i, "href");
      expect(esFromEn?.endsWith(page.path.es), page.id).toBe(true);
      expect(enFromEs?.endsWith(page.path.en === "/" ? "/" : page.path.en), page.id).toBe(true);
    }
  });

  test("404 pages are noindex with no canonical or alternates", async ({ request }) => {
    for (const path of ["/nope", "/es/nope"]) {
      const html = await (await request.get(path)).text();
      expect(html).toContain('name="robots" content="noindex"');
      expect(html).not.toContain('rel="canonical"');
      expect(html).not.toMatch(/<link rel="alternate"/);
    }
  });

  test("the sitemap lists every page with its alternates, and robots.txt points to it", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("xml");
    const xml = await sitemap.text();
    expect(xml.match(/<loc>/g)).toHaveLength(allPaths.length);
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(allPaths.length);
    expect(xml).toContain(`<loc>https://www.nais.example.com${anotherServicePage.path.es}</loc>`);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: https://www.nais.example.com/sitemap.xml");
  });

  test("home, about and contact describe the firm and both offices; service pages carry breadcrumbs", async ({
    request,
  }) => {
    for (const path of ["/", "/es/sobre-nais", "/contact"]) {
      const html = await (await request.get(path)).text();
      const data = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) =>
        JSON.parse(m[1] as string),
      );
      const graph = data.flatMap((d) => d["@graph"] ?? []);
      expect(
        graph.filter((n: { "@type": string }) => n["@type"] === "AccountingService"),
        path,
      ).toHaveLength(siteConfig.offices.length);
      const office = graph.find((n: { "@type": string }) => n["@type"] === "AccountingService");
      expect(office.address.postalCode).toBe(siteConfig.offices[0]?.postalCode);
      // A day the offices are closed is left out (content/site.json's hours).
      expect(office.openingHoursSpecification).toHaveLength(
        Object.values(siteConfig.hours).filter((day) => !day.closed).length,
      );
    }
    const servicePage = pages.find((page) => page.kind === "service");
    if (!servicePage) throw new Error("the route table has no service page");
    const html = await (await request.get(servicePage.path.es)).text();
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  test("a service page's questions are in its structured data with the answers it shows, figures filled in", async ({
    page,
  }) => {
    for (const path of [pageWithFigureInFaq.path.en, pageWithFigureInFaq.path.es]) {
      await page.goto(path);
      const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) =>
          JSON.parse(text) as { "@type"?: string; mainEntity?: { name: string; acceptedAnswer: { text: string } }[] },
      );
      const questions = data.find((d) => d["@type"] === "FAQPage")?.mainEntity ?? [];
      const shown = page.locator("details summary");
      await expect(shown).toHaveCount(questions.length);
      await expect(shown.first()).toHaveText(questions[0]?.name ?? "(no question)");
      // The answers as the page says them: a figure's value (its digits), never its placeholder.
      const answers = questions.map((q) => q.acceptedAnswer.text).join("\n");
      expect(answers, path).toMatch(/\d/);
      expect(answers, path).not.toContain("{{");
    }
  });
});
