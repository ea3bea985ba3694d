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

/** Whether the page's text can be painted in Inter now: its file loaded under the family the document's font stack names first. */
const interReady = (page: Page) =>
  page.evaluate(() => {
    const family = document.documentElement.classList.contains("font-later") ? "Inter Later" : "Inter Variable";
    return [...document.fonts].some((face) => face.family.replaceAll('"', "") === family && face.status === "loaded");
  });

/** Paints the page in the fallback alone: the first page's mark, without the Inter file added under it. */
const showFallback = (page: Page) =>
  page.evaluate(() => {
    document.documentElement.classList.add("font-later");
    for (const face of document.fonts)
      if (face.family.replaceAll('"', "") === "Inter Later") document.fonts.delete(face);
  });

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
          (window as unknown as { footerAtStart: string }).footerAtStart = getComputedStyle(
            document.querySelector("footer") as Element,
          ).contentVisibility;
        });
      });
      await page.goto(lang === "en" ? "/" : "/es");
      // Inter arrives under the family that the mark's font stack names first, and the mark stays:
      // lifting it would restyle every element (decision 024).
      await expect(page.locator("html")).toHaveClass(/font-later/);
      await expect.poll(() => interReady(page)).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Later"/);
      // Until the swap, only the sections near the screen were drawn; after it, every section is as on
      // later pages: the footer's dark surface drawn whether near or not (decision 024).
      await expect(page.locator("html")).not.toHaveClass(/sections-after-font/);
      expect(await page.locator("footer").evaluate((footer) => getComputedStyle(footer).contentVisibility)).toBe(
        "visible",
      );
      expect(await page.evaluate(() => (window as unknown as { fontLaterAtStart: boolean }).fontLaterAtStart)).toBe(
        true,
      );
      expect(await page.evaluate(() => (window as unknown as { footerAtStart: string }).footerAtStart)).toBe("auto");
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
        await expect.poll(() => interReady(page)).toBe(true);
        const inInter = await headingBox(page);
        await showFallback(page);
        expect(await interReady(page), path).toBe(false);
        const inFallback = await headingBox(page);
        expect(inFallback?.height, path).toBe(inInter?.height);
        expect(inFallback?.y, path).toBe(inInter?.y);
      }
    });
  }
});
