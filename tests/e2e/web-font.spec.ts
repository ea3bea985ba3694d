import type { Page } from "@playwright/test";
import { expect, test } from "./support.ts";

/** When the page's first paint happened and when its web font was requested (Resource Timing). */
function fontRequestAndFirstPaint(page: Page) {
  return page.evaluate(() => ({
    fontRequested:
      performance.getEntriesByType("resource").find((entry) => entry.name.endsWith(".woff2"))?.startTime ?? null,
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
  }));
}

/** The h1's box, painted in whichever font the document uses now. */
const headingBox = (page: Page) => page.getByRole("heading", { level: 1 }).boundingBox();

test.describe("the web font (decision 024)", () => {
  for (const lang of ["en", "es"] as const) {
    test(`the first page of a visit paints before Inter is fetched, then shows it; the next page paints in it (${lang})`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        addEventListener("DOMContentLoaded", () => {
          (window as unknown as { fontLaterAtStart: boolean }).fontLaterAtStart =
            document.documentElement.classList.contains("font-later");
        });
      });
      await page.goto(lang === "en" ? "/" : "/es");
      const html = page.locator("html");
      await expect(html).not.toHaveClass(/font-later/);
      await expect.poll(() => page.evaluate(() => document.fonts.check('800 16px "Inter Variable"'))).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { fontLaterAtStart: boolean }).fontLaterAtStart)).toBe(
        true,
      );
      const first = await fontRequestAndFirstPaint(page);
      expect(first.firstPaint).not.toBeNull();
      expect(first.fontRequested).toBeGreaterThan(first.firstPaint ?? Infinity);

      // The next page of the same visit (same tab, so the same session).
      await page.goto(lang === "en" ? "/about-nais" : "/es/sobre-nais");
      expect(await page.evaluate(() => (window as unknown as { fontLaterAtStart: boolean }).fontLaterAtStart)).toBe(
        false,
      );
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
    });
  }

  for (const width of [390, 1440]) {
    test(`the swap from the fallback to Inter moves no line of the heading (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/", "/es", "/services/payroll", "/es/sobre-nais"]) {
        await page.goto(path);
        await expect(page.locator("html")).not.toHaveClass(/font-later/);
        await expect.poll(() => page.evaluate(() => document.fonts.check('800 16px "Inter Variable"'))).toBe(true);
        const inInter = await headingBox(page);
        await page.evaluate(() => document.documentElement.classList.add("font-later"));
        const inFallback = await headingBox(page);
        expect(inFallback?.height, path).toBe(inInter?.height);
        expect(inFallback?.y, path).toBe(inInter?.y);
      }
    });
  }
});
