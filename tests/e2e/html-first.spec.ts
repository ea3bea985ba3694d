import type { Page, Response } from "@playwright/test";
import { startedIslandsAttribute } from "#app/islands/with-site.tsx";
import { pageAssetUrls } from "../../scripts/support/page-assets.ts";
import { appPaths, aServicePage, documentPaths, expect, scriptsStarted, test, watchConsole } from "./support.ts";

/** Strings of React and React DOM that survive minification (scripts/support/page-assets.ts). */
const frameworkMarkers = ["react.transitional.element", "__reactFiber$"];

/**
 * The script files a page loads, by path. Their code is read (`Response.text()`) only by a test that
 * needs it, before it leaves the page: a page navigated away from keeps no bodies, and a read begun
 * on every response failed now and then on the next navigation.
 */
function recordScripts(page: Page): Map<string, Response> {
  const scripts = new Map<string, Response>();
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.set(new URL(response.url()).pathname, response);
  });
  return scripts;
}

test.describe("HTML first (docs/decisions/018-astro-renders-the-react-pages.md)", () => {
  test("each document page names one script, the shell, which imports nothing and holds no framework", async ({
    request,
  }) => {
    expect(documentPaths.length).toBeGreaterThan(0);
    const shells = new Set<string>();
    for (const path of documentPaths) {
      const html = await (await request.get(path)).text();
      const scripts = pageAssetUrls(html).scripts;
      expect(scripts, path).toEqual([expect.stringMatching(/^\/assets\/[\w.-]+\.js$/)]);
      shells.add(scripts[0] ?? "");
    }
    for (const shell of shells) {
      const code = await (await request.get(shell)).text();
      expect(code, "the shell imports nothing").not.toMatch(/\bimport\s*[({"']/);
      for (const marker of frameworkMarkers) expect(code, marker).not.toContain(marker);
    }
  });

  test("a document page loads one script in the browser, without the framework", async ({ page }) => {
    const logs = watchConsole(page);
    for (const path of ["/", aServicePage.path.es, "/nope"]) {
      const scripts = recordScripts(page);
      await page.goto(path);
      expect([...scripts.keys()], path).toHaveLength(1);
      const code = (await Promise.all([...scripts.values()].map((script) => script.text()))).join("");
      for (const marker of frameworkMarkers) expect(code, `${path}: ${marker}`).not.toContain(marker);
    }
    expect(logs.errors.filter((e) => !e.includes("status of 404"))).toEqual([]);
  });

  test("each of the 6 app pages starts its island with React", async ({ page }) => {
    expect(appPaths).toHaveLength(6);
    for (const path of appPaths) {
      const scripts = recordScripts(page);
      await page.goto(path);
      // The waitlist starts when it nears the screen (client:visible): go to the end, as a reader would.
      await page.keyboard.press("End");
      await expect(page.locator(`html[${startedIslandsAttribute}]`), path).toBeAttached();
      const code = (await Promise.all([...scripts.values()].map((script) => script.text()))).join("");
      expect(code, path).toContain("react.transitional.element");
    }
  });

  test("pages are prerendered by the browser on intent, and cross-fade only without reduced motion", async ({
    page,
  }) => {
    await page.goto(aServicePage.path.en);
    const rules = JSON.parse((await page.locator("script[type=speculationrules]").textContent()) ?? "{}");
    expect(rules.prerender).toEqual([
      expect.objectContaining({ eagerness: "moderate", where: expect.objectContaining({ and: expect.any(Array) }) }),
    ]);
    expect(JSON.stringify(rules)).toContain('"href_matches":"/*"');
    expect(await page.evaluate(() => HTMLScriptElement.supports("speculationrules"))).toBe(true);

    // The @view-transition rule sits in a media block that only matches without reduced motion.
    const transitionMedia = () =>
      page.evaluate(() => {
        for (const sheet of document.styleSheets) {
          for (const rule of sheet.cssRules) {
            if (!(rule instanceof CSSMediaRule)) continue;
            const inner = [...rule.cssRules].map((r) => r.cssText).join(" ");
            if (/@view-transition/.test(inner) && /navigation: auto/.test(inner)) {
              return { media: rule.conditionText, matches: matchMedia(rule.conditionText).matches };
            }
          }
        }
        return undefined;
      });
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(await transitionMedia()).toEqual({ media: "(prefers-reduced-motion: no-preference)", matches: true });
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await transitionMedia()).toEqual({ media: "(prefers-reduced-motion: no-preference)", matches: false });
  });

  test("files come precompressed as the request accepts: brotli, gzip or none", async ({ request }) => {
    const html = await (await request.get(aServicePage.path.es)).text();
    const [js = ""] = pageAssetUrls(html).scripts;
    // The real files the pages name: the shell, and the contact page's island's scripts (the
    // stylesheet is in each page, astro.config.ts).
    const island = pageAssetUrls(await (await request.get("/contact")).text()).scripts.filter((url) => url !== js);
    expect(js).toMatch(/\.js$/);
    expect(island.length).toBeGreaterThan(0);
    for (const path of [aServicePage.path.es, js, ...island, "/sitemap.xml", "/favicon.svg", "/nope"]) {
      const plain = await request.get(path, { headers: { "Accept-Encoding": "identity" } });
      expect(plain.headers()["content-encoding"], path).toBeUndefined();
      const identity = await plain.body();
      for (const encoding of ["br", "gzip"]) {
        const res = await request.get(path, { headers: { "Accept-Encoding": `${encoding}, deflate` } });
        expect(res.status(), path).toBe(plain.status());
        expect(res.headers()["content-encoding"], `${path} ${encoding}`).toBe(encoding);
        expect(res.headers().vary, path).toContain("Accept-Encoding");
        // Playwright decodes what it receives: the same bytes as the plain answer.
        expect((await res.body()).equals(identity), `${path} ${encoding}`).toBe(true);
      }
    }
    // Brotli where the client accepts both.
    const both = await request.get("/", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(both.headers()["content-encoding"]).toBe("br");
  });
});

test.describe("the shell on a document page, with no framework", () => {
  test("the theme toggle, the language choice and the first-visit redirect", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "light" });
    const page = await context.newPage();
    await page.goto("/about-nais");
    await scriptsStarted(page);
    const toggle = page.getByRole("button", { name: "Dark theme" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("link", { name: "Ver esta página en español" }).click();
    await expect(page).toHaveURL("/es/sobre-nais");
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("es");

    // A new visit (a new tab has a new session) that starts at / goes to /es, history replaced:
    // the tab's history holds its blank start page and /es, no /.
    const visit = await context.newPage();
    await visit.goto("/");
    await expect(visit).toHaveURL("/es");
    expect(await visit.evaluate(() => history.length)).toBe(2);
    // The visit has begun once the shell has started on its first page.
    await scriptsStarted(visit);
    // Later in the same visit, / is English.
    await visit.goto("/");
    await expect(visit).toHaveURL("/");
    await context.close();
  });

  test("the Spanish-browser banner speaks both languages and stays dismissed for the visit", async ({ browser }) => {
    const context = await browser.newContext({ locale: "es-MX" });
    const page = await context.newPage();
    await page.goto(aServicePage.path.en);
    const banner = page.getByRole("complementary", { name: "Ver en español" });
    await expect(banner).toContainText("¿Prefiere español?");
    await expect(banner).toContainText("Prefer Spanish?");
    await expect(banner.getByRole("link", { name: "Ver en español" })).toHaveAttribute("href", aServicePage.path.es);
    await banner.getByRole("button", { name: "No, gracias" }).click();
    await expect(banner).toBeHidden();
    await page.goto("/about-nais");
    await expect(page.getByRole("complementary", { name: "Ver en español" })).toBeHidden();
    // Spanish pages never offer it.
    await page.goto("/es");
    await expect(page.locator("[data-lang-banner]")).toHaveCount(0);
    await context.close();
  });

  test("with the banner above the header, the menus open below the header and its close button", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "es-MX", viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(aServicePage.path.en);
    await expect(page.getByRole("complementary", { name: "Ver en español" })).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    const headerBottom = await page.getByRole("banner").evaluate((header) => header.getBoundingClientRect().bottom);
    expect((await menu.boundingBox())?.y).toBeGreaterThanOrEqual(headerBottom - 1);
    // The button that opened it is still there to close it, under the visitor's finger.
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).click();
    const services = page.locator("#services-menu");
    await expect(services).toBeVisible();
    const desktopHeaderBottom = await page
      .getByRole("banner")
      .evaluate((header) => header.getBoundingClientRect().bottom);
    expect((await services.boundingBox())?.y).toBeGreaterThan(desktopHeaderBottom);
    await context.close();
  });

  test("the desktop Services menu closes when the focus leaves it, and on Escape", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
    const menu = page.locator("#services-menu");
    await button.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    // Into the menu, through its first column…
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Bookkeeping Services" })).toBeFocused();
    // …and out of it, backwards past the button.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" })).toBeFocused();
    await expect(menu).toBeHidden();
  });

  test("the carousel's arrows and the keyboard move between testimonials at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(aServicePage.path.es);
    const carousel = page.getByRole("region", { name: "Testimonios de clientes" });
    await carousel.scrollIntoViewIfNeeded();
    const previous = carousel.getByRole("button", { name: "Testimonio anterior" });
    const next = carousel.getByRole("button", { name: "Testimonio siguiente" });
    await expect(previous).toBeDisabled();
    await next.click();
    await expect(carousel.getByRole("button", { name: "Ver el testimonio 2" })).toHaveAttribute("aria-current", "true");
    await expect(previous).toBeEnabled();
    await next.click();
    await expect(next).toBeDisabled();
    // The scrolling row takes the focus and scrolls with the arrow keys, as a native scroller does.
    const track = carousel.locator("[data-carousel-track]");
    await track.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(carousel.getByRole("button", { name: "Ver el testimonio 2" })).toHaveAttribute("aria-current", "true");
  });
});
