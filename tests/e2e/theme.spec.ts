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
});
