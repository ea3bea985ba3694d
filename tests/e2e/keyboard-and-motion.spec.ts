import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support.ts";

test.describe("keyboard", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the skip link comes first and every header control is reached in order with a visible focus ring", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const expected = [
      "Skip to main content",
      /^NAIS/,
      "Home",
      "Services",
      "About Us",
      "Call us 1-877-737-1911",
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
    await gotoHydrated(page, "/es/servicios");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Saltar al contenido principal" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main-content")).toBeFocused();
  });

  test("after a navigation, focus lands on the new page's main heading", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL("/about-nais");
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });
});

test.describe("reduced motion", () => {
  test("no animation runs and the video does not play by itself", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/services/quickbooks-courses");
    const card = page.locator("#offerings li").first();
    const duration = await card.evaluate((el) => getComputedStyle(el).animationDuration);
    expect(Number.parseFloat(duration)).toBeLessThan(0.001);

    await gotoHydrated(page, "/");
    const video = page.locator("video").first();
    await video.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1500);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
  });

  test("without the preference, the offering cards fade in 0.2 s apart", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await gotoHydrated(page, "/services/quickbooks-courses");
    const delays = await page
      .locator("#offerings li")
      .evaluateAll((cards) => cards.map((el) => getComputedStyle(el).animationDelay));
    expect(delays.slice(0, 3)).toEqual(["0s", "0.2s", "0.4s"]);
  });
});
