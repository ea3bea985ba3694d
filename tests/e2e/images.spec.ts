import type { Page } from "@playwright/test";
import { languages, pages, pathOf } from "#app/lib/route-table.ts";
import { aServicePage, expect, test } from "./support.ts";

/** One page of every kind, in both languages: the kinds share their layout. */
const samplePaths = [...new Map(pages.map((page) => [page.kind, page])).values()].flatMap((page) =>
  languages.map((lang) => page.path[lang]),
);

/** Every `<img>` of the page with its place in the first screen and how it loads. */
function images(page: Page) {
  return page.locator("img").evaluateAll((elements: HTMLImageElement[]) =>
    elements.map((img) => ({
      src: img.currentSrc || img.src,
      inFirstScreen: img.getBoundingClientRect().top < window.innerHeight,
      loading: img.getAttribute("loading"),
      fetchPriority: img.getAttribute("fetchpriority"),
    })),
  );
}

test.describe("images load as the first screen needs them", () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`none in the first screen loads lazily, and the largest element is fetched first (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        const w = window as unknown as { __lcp?: Element | null };
        new PerformanceObserver((list) => {
          // A LargestContentfulPaint entry: the element painted (null once it left the page).
          w.__lcp =
            (list.getEntries().at(-1) as (PerformanceEntry & { element: Element | null }) | undefined)?.element ?? null;
        }).observe({ type: "largest-contentful-paint", buffered: true });
      });
      for (const path of samplePaths) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        for (const image of await images(page)) {
          if (image.inFirstScreen) expect(image.loading, `${path}: ${image.src}`).not.toBe("lazy");
        }
        // The largest contentful paint, once every image of the first screen has loaded.
        await expect
          .poll(() =>
            page
              .locator("img")
              .evaluateAll((all: HTMLImageElement[]) =>
                all.every((img) => img.complete || img.getBoundingClientRect().top >= window.innerHeight),
              ),
          )
          .toBe(true);
        const lcp = await page.evaluate(() => {
          const element = (window as unknown as { __lcp?: Element | null }).__lcp;
          return element instanceof HTMLImageElement
            ? {
                tag: "img",
                loading: element.getAttribute("loading"),
                fetchPriority: element.getAttribute("fetchpriority"),
              }
            : { tag: element?.tagName.toLowerCase() ?? "none" };
        });
        if (lcp.tag === "img")
          expect(lcp, `${path}: the largest element is an image`).toEqual({
            tag: "img",
            loading: "eager",
            fetchPriority: "high",
          });
      }
    });
  }
});

/**
 * When the file a picture shows was requested, against the first contentful paint: `property` is
 * where the element names its file once the shell has named it (`currentSrc`, a video's `poster`).
 */
async function requestedAgainstFirstPaint(page: Page, selector: string, property: "currentSrc" | "poster") {
  const picture = page.locator("main").locator(selector).first();
  const file = () => picture.evaluate((element, name) => String(element[name as keyof Element] ?? ""), property);
  await expect.poll(file).toMatch(/\/assets\/.+\.(avif|webp)$/);
  return picture.evaluate((element, name) => {
    const url = String(element[name as keyof Element]);
    return {
      requested: performance.getEntriesByName(url)[0]?.startTime ?? Number.NaN,
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    };
  }, property);
}

test.describe("a picture of a wide first screen is preloaded on a wide screen; the about page's poster waits on a phone", () => {
  // The service pages' artwork (in the page, eager) and the about page's video poster (decision 024).
  const pictures = [
    ...languages.map((lang) => ({
      path: aServicePage.path[lang],
      selector: "picture img",
      property: "currentSrc" as const,
    })),
    ...languages.map((lang) => ({ path: pathOf("about", lang), selector: "video", property: "poster" as const })),
  ];
  for (const { path, selector, property } of pictures) {
    if (property === "poster")
      test(`${path} at 390 px: after the first paint`, async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(path);
        const { requested, firstPaint } = await requestedAgainstFirstPaint(page, selector, property);
        expect(requested).toBeGreaterThan(firstPaint);
      });
    test(`${path} at 1440 px: before the first paint`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path);
      const { requested, firstPaint } = await requestedAgainstFirstPaint(page, selector, property);
      expect(requested).toBeLessThan(firstPaint);
    });
  }
});

test("the images astro:assets built are served with their type and cached for a year", async ({ request }) => {
  const service = await (await request.get(aServicePage.path.es)).text();
  const home = await (await request.get("/")).text();
  const files = [
    service.match(/<source type="image\/webp" srcSet="([^" ]+)/)?.[1],
    service.match(/<img src="(\/assets\/[^"]+\.webp)"/)?.[1],
    home.match(/<meta property="og:image" content="https?:\/\/[^/]+(\/assets\/[^"]+\.png)"/)?.[1],
    home.match(/<video[^>]* data-poster="(\/assets\/[^"]+\.webp)"/)?.[1],
  ];
  expect(files).toEqual([
    expect.stringMatching(/\.webp$/),
    expect.stringMatching(/\.webp$/),
    expect.stringMatching(/\.png$/),
    expect.stringMatching(/\.webp$/),
  ]);
  for (const file of files as string[]) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()["content-type"], file).toBe(`image/${file.split(".").at(-1)}`);
    expect(response.headers()["cache-control"], file).toBe("public, max-age=31536000, immutable");
  }
});
