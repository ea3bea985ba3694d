import type { Locator, Page } from "@playwright/test";
import { mainMenu } from "#app/content/navigation.ts";
import { siteConfig } from "#app/content/site/index.ts";
import { dictionaries } from "#app/i18n/dictionaries.ts";
import { pageName } from "#app/i18n/page-names.ts";
import { aServicePage, expect, nextFrames, scriptsStarted, test } from "./support.ts";

/** One property of each element's computed style, in document order. */
const computedStyles = (elements: Locator, property: "animationDelay" | "animationDuration") =>
  elements.evaluateAll((all, name) => all.map((element) => getComputedStyle(element)[name]), property);

test.describe("keyboard", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the skip link comes first and every header control is reached in order with a visible focus ring", async ({
    page,
  }) => {
    await page.goto("/");
    const expected = [
      "Skip to main content",
      /^NAIS/,
      ...mainMenu.map((id) => pageName(dictionaries.en, id)),
      "Client portal",
      `Call us ${siteConfig.phone.display}`,
      "Dark theme",
      /^ES – Ver esta página en español$/,
      "Contact",
    ];
    for (const name of expected) {
      await page.keyboard.press("Tab");
      const focused = page.locator(":focus");
      await expect(focused).toHaveAccessibleName(name);
      const ring = await focused.evaluate((el) => {
        const style = getComputedStyle(el);
        return style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2;
      });
      expect(ring, `focus ring on ${String(name)}`).toBe(true);
    }
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/es/servicios");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Saltar al contenido principal" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
  });

  test("after following a link with Enter, the new page starts at its top: the skip link is the first Tab stop, with its ring", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/about-nais");
    await scriptsStarted(page);
    // A new document: the focus was not moved (docs/decisions/018).
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    expect(await skip.evaluate((el) => getComputedStyle(el).outlineStyle !== "none")).toBe(true);
  });
});

test.describe("pointer and touch", () => {
  /** No element of the page is focused with a visible ring, and the focus is where a new document starts it. */
  async function expectNoFocusRing(page: Page): Promise<void> {
    await expect(page.locator(":focus-visible")).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  }

  test("a tap on a link at 390 px leaves no focus ring on the new page", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto("/");
    await scriptsStarted(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).tap();
    await expect(page).toHaveURL("/about-nais");
    await scriptsStarted(page);
    await expectNoFocusRing(page);
    await context.close();
  });

  test("a click on a link at 1440 px leaves no focus ring on the new page", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL("/about-nais");
    await scriptsStarted(page);
    await expectNoFocusRing(page);
  });
});

test.describe("reduced motion", () => {
  test("no animation runs and the video does not play by itself", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/services/quickbooks-courses");
    const card = page.locator("#offerings li").first();
    const duration = await card.evaluate((el) => getComputedStyle(el).animationDuration);
    expect(Number.parseFloat(duration)).toBeLessThan(0.001);

    await page.goto("/");
    const video = page.locator("video").first();
    await video.scrollIntoViewIfNeeded();
    // Wait until the video is as far in view as autoplay asks (half of it), then a few frames more.
    await video.evaluate(
      (element) =>
        new Promise<void>((inView) => {
          new IntersectionObserver(([entry]) => entry?.isIntersecting && inView(), { threshold: 0.5 }).observe(element);
        }),
    );
    await nextFrames(page);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
  });

  test("without the preference, the offering cards fade in 0.2 s apart", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/services/quickbooks-courses");
    const delays = await computedStyles(page.locator("#offerings li"), "animationDelay");
    expect(delays.slice(0, 3)).toEqual(["0s", "0.2s", "0.4s"]);
  });

  test("without the preference, a service page's sections after the hero come in 0.15 s apart", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto(aServicePage.path.es);
    const sections = page.locator("main [data-stagger] > *");
    expect(await computedStyles(sections, "animationDelay")).toEqual([
      "0.1s",
      "0.25s",
      "0.4s",
      "0.55s",
      "0.7s",
      "0.85s",
    ]);
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const duration of await computedStyles(sections, "animationDuration"))
      expect(Number.parseFloat(duration)).toBeLessThan(0.001);
  });
});
