import { counterpartPath } from "#app/i18n/language-switch.ts";
import { allPaths, chunk, expect, test, watchConsole } from "./support.ts";

test.describe("language toggle", () => {
  for (const [i, paths] of chunk(allPaths, 6).entries()) {
    test(`lands on the counterpart page and back, pages group ${i + 1}`, async ({ page }) => {
      test.setTimeout(180_000);
      const logs = watchConsole(page);
      for (const path of paths) {
        await page.goto(path);
        const isEnglish = !path.startsWith("/es");
        const toggle = page.getByRole("link", {
          name: isEnglish ? "Ver esta página en español" : "View this page in English",
        });
        await expect(toggle).toHaveText(isEnglish ? "ES" : "EN");
        await toggle.click();
        const target = counterpartPath(path);
        await expect(page).toHaveURL(target);
        await expect(page.locator("html")).toHaveAttribute("lang", isEnglish ? "es" : "en");
        await page
          .getByRole("link", { name: isEnglish ? "View this page in English" : "Ver esta página en español" })
          .click();
        await expect(page).toHaveURL(path);
      }
      expect(logs.errors, "no console errors while hydrating and navigating").toEqual([]);
    });
  }

  test("on the 404 page the toggle keeps the unknown path and swaps the prefix", async ({ page }) => {
    await page.goto("/some/missing-page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await page.getByRole("link", { name: "Ver esta página en español" }).click();
    await expect(page).toHaveURL("/es/some/missing-page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada");
    await page.getByRole("link", { name: "Volver al inicio" }).click();
    await expect(page).toHaveURL("/es");
  });

  test("a stored choice of Spanish sends a first visit of / to /es, replacing history", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("lang", "es"));
    await page.goto("/");
    await expect(page).toHaveURL("/es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  test("a Spanish browser with no stored choice is offered, not moved", async ({ browser }) => {
    const context = await browser.newContext({ locale: "es-MX" });
    const page = await context.newPage();
    await page.goto("/contact");
    const offer = page.getByRole("link", { name: "Ver en español" });
    await expect(offer).toBeVisible();
    await expect(page).toHaveURL("/contact");
    await offer.click();
    await expect(page).toHaveURL("/es/contacto");
    await context.close();
  });
});
