import type { Page } from "@playwright/test";
import { delayScripts, expect, test } from "./support.ts";

test.describe("theme", () => {
  test("the toggle switches to dark and the choice survives a reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/services");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/dark/);
    const toggle = page.getByRole("button", { name: "Dark theme" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(html).toHaveClass(/dark/);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    // Colours change at once on the toggle's frame only: the buttons' transitions come back after it.
    await expect(html).not.toHaveClass(/theme-switching/);
    await expect(toggle).toHaveCSS("transition-duration", "0.15s");
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await expect(page.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Dark theme" }).click();
    await page.reload();
    await expect(html).not.toHaveClass(/dark/);
  });

  test("a tap on the toggle as soon as it shows counts, with the shell's script a second late (decision 023)", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await delayScripts(page);
    await page.goto("/es/sobre-nais", { waitUntil: "commit" });
    const toggle = page.getByRole("button", { name: "Tema oscuro" });
    await toggle.click();
    // The shell has not started yet: the head script answered the tap.
    expect(await page.locator("html").getAttribute("data-shell")).toBeNull();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
  });

  test("the raw HTML applies the stored theme before any module script runs", async ({ page }) => {
    // Block every script file: only the inline head script can set the theme now.
    await page.route("**/*.js", (route) => route.abort());
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await page.goto("/es", { waitUntil: "load" });
    await expect(page.locator("html")).toHaveClass(/dark/);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe("rgb(255, 255, 255)");
  });

  test("with no stored choice the system preference decides", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/dark/);
  });

  // Each restyles the whole page in one frame (a theme; a modal dialog makes the rest inert).
  for (const { what, path, find } of [
    {
      what: "the theme toggle",
      path: "/",
      find: (page: Page) => page.getByRole("button", { name: "Dark theme" }),
    },
    {
      what: "a sheet's opening",
      path: "/services/quickbooks-courses",
      find: (page: Page) => page.getByRole("button", { name: /View Details/ }).first(),
    },
  ]) {
    test(`${what} moves nothing on the page, scrolled halfway down`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: "light" });
      await page.goto(path);
      // Halfway down the page, or the sheet's button in the middle of the window: sections above
      // and below, on screen and off. The toggle is in the sticky header, always in view.
      await find(page).evaluate((control) =>
        control.closest("header")
          ? window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: "instant" })
          : control.scrollIntoView({ block: "center", behavior: "instant" }),
      );
      const where = () =>
        // Where the window is: a section below it may still grow as it comes near (drawn when near),
        // which moves nothing the visitor sees; what does is the layout shift counted below.
        page.evaluate(() => ({ scroll: Math.round(scrollY) }));
      // Settled: the held sections are given back one per frame after the load, each at its height.
      let last = await where();
      await expect
        .poll(async () => {
          const now = await where();
          const same = JSON.stringify(now) === JSON.stringify(last);
          last = now;
          return same;
        })
        .toBe(true);
      const before = await where();
      await page.evaluate(() => {
        const shifts = window as Window & { shifted?: number; skipped?: { top: number; bottom: number }[] };
        shifts.shifted = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            shifts.shifted = (shifts.shifted ?? 0) + entry.value;
        }).observe({ type: "layout-shift" });
        // Where each block skipped for the frame was (offscreen-blocks.ts): a skipped block keeps its size.
        shifts.skipped = [];
        new MutationObserver((records) => {
          for (const { target } of records)
            if (target instanceof HTMLElement && target.style.contentVisibility === "hidden") {
              const { top, bottom } = target.getBoundingClientRect();
              shifts.skipped?.push({ top, bottom });
            }
        }).observe(document.body, { subtree: true, attributeFilter: ["style"] });
      });
      const box = await find(page).boundingBox();
      if (!box) throw new Error(`${what}: its control is not shown`);
      // The browser's own click at the control, so that nothing scrolls it into view first.
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(page.locator("html")).not.toHaveClass(/theme-switching/);
      expect(await where()).toEqual(before);
      expect(await page.evaluate(() => (window as Window & { shifted?: number }).shifted)).toBe(0);
      // The frame skipped only what was wholly off screen, and gave it all back once painted.
      const { skipped, height } = await page.evaluate(() => ({
        skipped: (window as Window & { skipped?: { top: number; bottom: number }[] }).skipped ?? [],
        height: innerHeight,
      }));
      expect(skipped.length).toBeGreaterThan(0);
      for (const block of skipped) expect(block.bottom <= 0 || block.top >= height, JSON.stringify(block)).toBe(true);
      await expect(page.locator("[style*='content-visibility']")).toHaveCount(0);
    });
  }
});
