import { compileHintBanner } from "#app/lib/build-defines.ts";
import { findPage } from "#app/lib/route-table.ts";
import { chunkImports, pageAssetUrls, resolveSpecifier } from "../../scripts/support/page-assets.ts";
import { allPaths, aServicePage, expect, test } from "./support.ts";

test.describe("prerendered HTML, before any script runs", () => {
  test("every page answers 200 with its language and a real title", async ({ request }) => {
    const titles = new Set<string>();
    for (const path of allPaths) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      expect(res.headers()["cache-control"], path).toBe("no-cache");
      const html = await res.text();
      const lang = findPage(path)?.lang;
      expect(html, path).toContain(`<html lang="${lang}"`);
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "";
      expect(title.length, path).toBeGreaterThan(5);
      expect(title, path).toContain("NAIS");
      titles.add(title);
      const h1s = html.match(/<h1[\s>]/g) ?? [];
      expect(h1s, `${path} has one h1`).toHaveLength(1);
    }
    expect(titles.size, "titles are unique").toBe(allPaths.length);
  });

  test("unknown paths answer 404 with the page in the right language", async ({ request }) => {
    const en = await request.get("/nope");
    expect(en.status()).toBe(404);
    const enHtml = await en.text();
    expect(enHtml).toContain('<html lang="en"');
    expect(enHtml).toContain("Page Not Found");
    expect(enHtml).toContain("Return to Homepage");
    expect(enHtml).toContain('name="robots" content="noindex"');

    const es = await request.get("/es/nope");
    expect(es.status()).toBe(404);
    const esHtml = await es.text();
    expect(esHtml).toContain('<html lang="es"');
    expect(esHtml).toContain("Página no encontrada");

    expect((await request.get("/services/not-a-service")).status()).toBe(404);
    expect((await request.get("/es/servicios/nada")).status()).toBe(404);
  });

  test("a trailing slash redirects permanently to the canonical path", async ({ request }) => {
    const res = await request.get(`${aServicePage.path.es}/?ref=x`, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe(`${aServicePage.path.es}?ref=x`);
    const home = await request.get("/", { maxRedirects: 0 });
    expect(home.status()).toBe(200);
  });

  test("hashed assets are immutable for a year and responses are compressed", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const [script] = pageAssetUrls(html).scripts;
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const res = await request.get(script as string, { headers: { "Accept-Encoding": "gzip" } });
    expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers()["content-encoding"]).toBe("gzip");
  });

  test("every script file a page loads starts with V8's compile hint", async ({ request }) => {
    // The shell's page and the three islands' pages; a chunk one imports is followed, as the browser does.
    const queue: string[] = [];
    for (const path of ["/", "/contact", "/services", "/services/quickbooks-courses"]) {
      queue.push(...pageAssetUrls(await (await request.get(path)).text()).scripts);
    }
    const seen = new Set<string>();
    for (let script = queue.shift(); script; script = queue.shift()) {
      if (seen.has(script)) continue;
      seen.add(script);
      const code = await (await request.get(script)).text();
      expect(code.split("\n", 1)[0], script).toBe(compileHintBanner);
      const { staticImports, dynamicImports } = chunkImports(code);
      for (const specifier of [...staticImports, ...dynamicImports]) queue.push(resolveSpecifier(specifier, script));
    }
    expect(seen.size).toBeGreaterThan(4);
  });
});
