import type { Page } from "@playwright/test";
import { aServicePage, expect, test } from "./support.ts";

/** When the page's first paint happened and when its web font was requested (Resource Timing). */
function fontRequestAndTimes(page: Page) {
  return page.evaluate(() => ({
    fontRequested:
      performance.getEntriesByType("resource").find((entry) => entry.name.endsWith(".woff2"))?.startTime ?? null,
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    loaded:
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd ?? null,
  }));
}

/** The family the body's text is set in, first of its stack. */
const bodyFamily = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily.split(",")[0]);

/** Whether Inter's file is loaded for the document's text. */
const interLoaded = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts].some(
      (face) => face.family.replaceAll('"', "") === "Inter Variable" && face.status === "loaded",
    ),
  );

/** The h1's box, painted in whichever font the document uses now. */
const headingBox = (page: Page) => page.getByRole("heading", { level: 1 }).boundingBox();

test.describe("the web font (decision 024)", () => {
  for (const lang of ["en", "es"] as const) {
    test(`a visitor's first page is painted in the fallback alone and fetches Inter once loaded; the next page paints in Inter (${lang})`, async ({
      page,
    }) => {
      await page.goto(lang === "en" ? "/" : "/es");
      await expect(page.locator("html")).toHaveClass(/font-later/);
      expect(await bodyFamily(page)).toBe('"Inter Fallback"');
      const before = await headingBox(page);
      // Fetched after the page's load, for the next pages; nothing is swapped in here, so nothing moves.
      await expect.poll(async () => (await fontRequestAndTimes(page)).fontRequested).not.toBeNull();
      const first = await fontRequestAndTimes(page);
      expect(first.fontRequested).toBeGreaterThan(first.firstPaint ?? Infinity);
      expect(first.fontRequested).toBeGreaterThanOrEqual(first.loaded ?? Infinity);
      await expect.poll(() => page.evaluate(() => localStorage.getItem("web-font-cached"))).toBe("1");
      expect(await interLoaded(page)).toBe(false);
      expect(await bodyFamily(page)).toBe('"Inter Fallback"');
      expect(await headingBox(page)).toEqual(before);

      // The next page, as on a later visit: Inter from the cache (nothing transferred), from the first paint.
      await page.goto(lang === "en" ? "/about-nais" : "/es/sobre-nais");
      await expect(page.locator("html")).not.toHaveClass(/font-later/);
      expect(await bodyFamily(page)).toBe('"Inter Variable"');
      await expect.poll(() => interLoaded(page)).toBe(true);
      const fontTransfer = await page.evaluate(
        () =>
          (
            performance.getEntriesByType("resource").find((entry) => entry.name.endsWith(".woff2")) as
              | PerformanceResourceTiming
              | undefined
          )?.transferSize,
      );
      expect(fontTransfer).toBe(0);
    });
  }

  for (const width of [390, 1440]) {
    test(`the fallback is Inter's size: the heading's lines are where Inter puts them (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/", "/es", aServicePage.path.en, "/es/sobre-nais"]) {
        await page.goto(path);
        const inFallback = await headingBox(page);
        await page.evaluate(async () => {
          document.documentElement.classList.remove("font-later");
          await document.fonts.load('800 16px "Inter Variable"');
        });
        await expect.poll(() => interLoaded(page)).toBe(true);
        const inInter = await headingBox(page);
        expect(inFallback?.height, path).toBe(inInter?.height);
        expect(inFallback?.y, path).toBe(inInter?.y);
        await page.evaluate(() => localStorage.clear());
      }
    });
  }
});
