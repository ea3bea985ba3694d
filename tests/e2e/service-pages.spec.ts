import type { Page } from "@playwright/test";
import { servicePageContent, type TemplateServiceSlug } from "#app/content/index.ts";
import { siteConfig } from "#app/content/site/index.ts";
import { pages } from "#app/lib/route-table.ts";
import { chunk, expect, test } from "./support.ts";

const templatePages = pages
  .filter((p) => p.kind === "service")
  .flatMap((p) =>
    (["en", "es"] as const).map((lang) => ({ path: p.path[lang], lang, slug: p.service as TemplateServiceSlug })),
  );

const names = {
  en: {
    features: "What's included",
    clients: "Who we help",
    process: "How it works",
    faq: "Frequently asked questions",
    testimonials: "What our clients say",
  },
  es: {
    features: "Qué incluye",
    clients: "A quién ayudamos",
    process: "Cómo funciona",
    faq: "Preguntas frecuentes",
    testimonials: "Lo que dicen nuestros clientes",
  },
};

/** The name the build gives a page's artwork: its uploaded file's (`/content/pictures/payroll.webp` → `payroll`). */
const pictureNameOf = (artwork: string) => artwork.replace(/^.*\//, "").replace(/\.\w+$/, "");

/**
 * The hero's artwork (made by astro:assets, src/lib/images.ts): AVIF first, WebP for the rest, in
 * several widths with `sizes`, its box reserved by width and height, eager and at high priority (it
 * is the largest element of a wide first screen). Returns the width it is drawn at.
 */
async function heroImageWidth(page: Page, pictureName: string): Promise<number> {
  const picture = page.locator("main section").first().locator("picture");
  const img = picture.locator("img");
  // Its markup, compared as a whole.
  await expect
    .poll(() =>
      picture.evaluate((element) => {
        const img = element.querySelector("img");
        const names = [
          "src",
          "srcset",
          "sizes",
          "width",
          "height",
          "loading",
          "fetchpriority",
          "alt",
          "aria-hidden",
          "draggable",
        ];
        return {
          source: element.querySelector("source[type='image/webp']")?.getAttribute("srcset"),
          ...Object.fromEntries(names.map((name) => [name, img?.getAttribute(name)])),
        };
      }),
    )
    .toEqual({
      source: expect.stringMatching(new RegExp(`^/assets/${pictureName}\\.[\\w-]+\\.webp 400w, .+ 800w$`)),
      src: expect.stringMatching(new RegExp(`^/assets/${pictureName}\\.[\\w-]+\\.webp$`)),
      srcset: expect.stringMatching(/\.webp 400w, .+ 800w$/),
      sizes: expect.stringMatching(/\(min-width: 48rem\)/),
      width: "800",
      height: "800",
      loading: "eager",
      fetchpriority: "high",
      alt: "",
      "aria-hidden": "true",
      draggable: "false",
    });
  // The first source's files, WebP (src/lib/images.ts).
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc)).toMatch(/\.webp$/);
  return img.evaluate((el) => el.getBoundingClientRect().width);
}

test.describe("service pages (each template page × 2 languages)", () => {
  expect(templatePages).toHaveLength(2 * Object.keys(servicePageContent).length);

  for (const [i, group] of chunk(templatePages, 6).entries()) {
    test(`template sections, FAQ, testimonials and hero sizes, group ${i + 1}`, async ({ page }) => {
      test.setTimeout(180_000);
      // Record layout shifts from the very start of each load (once: init scripts add up).
      await page.addInitScript(() => {
        (window as unknown as { __cls: number }).__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      for (const { path, lang, slug } of group) {
        const content = servicePageContent[slug]?.[lang];
        expect(content, path).toBeTruthy();
        const n = names[lang];
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(content?.title ?? "");
        await expect(page.getByRole("region", { name: n.features }).getByRole("listitem")).toHaveCount(6);
        await expect(page.getByRole("region", { name: n.clients }).getByRole("listitem")).toHaveCount(6);
        const steps = page.getByRole("region", { name: n.process }).getByRole("listitem");
        await expect(steps).toHaveCount(6);
        // Step n holds its number n, in order (the array form: one element for each entry).
        await expect(steps).toContainText(["1", "2", "3", "4", "5", "6"]);

        // Each question is a disclosure (a group holding its question and answer); one open at a time.
        const faq = page.getByRole("region", { name: n.faq });
        const items = faq.getByRole("group");
        const count = await items.count();
        expect(count, path).toBeGreaterThanOrEqual(5);
        expect(count, path).toBeLessThanOrEqual(6);
        const [first, second] = [content?.faqs[0]?.question ?? "", content?.faqs[1]?.question ?? ""];
        const answerOf = (i: number) => items.nth(i).locator("summary + *");
        await faq.getByText(first, { exact: true }).click();
        await expect(answerOf(0)).toBeVisible();
        await faq.getByText(second, { exact: true }).click();
        await expect(answerOf(1)).toBeVisible();
        await expect(answerOf(0)).toBeHidden();
        await faq.getByText(second, { exact: true }).click();
        await expect(answerOf(1)).toBeHidden();
        await expect(faq.locator("details[open]")).toHaveCount(0);

        // Three, or none on a page not yet given its testimonials (app/content/testimonials/rules.ts).
        await expect(page.getByRole("region", { name: n.testimonials }).locator("figure")).toHaveCount(
          content?.testimonials.length ?? 0,
        );
        await expect(page.locator(`main a[href='tel:${siteConfig.phone.e164}']`).first()).toBeVisible();

        const picture = pictureNameOf(content?.artwork ?? "");
        const wide = await heroImageWidth(page, picture);
        expect(wide, `${path} at 1440`).toBeLessThanOrEqual(500);
        expect(wide, `${path} at 1440`).toBeGreaterThan(300);
        await page.setViewportSize({ width: 390, height: 844 });
        const narrow = await heroImageWidth(page, picture);
        expect(narrow, `${path} at 390`).toBeLessThanOrEqual(400);
        const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
        expect(cls, `${path} layout shift`).toBeLessThan(0.02);
      }
    });
  }
});
