import { counterpartPath } from "#app/i18n/language-switch.ts";
import { pages } from "#app/lib/route-table.ts";
import { chunk, expect, test, watchConsole } from "./support.ts";

const toggleName = { en: "Ver esta página en español", es: "View this page in English" } as const;

test.describe("language toggle", () => {
  // Each page's English toggle leads to its Spanish page, whose toggle leads back: one trip covers
  // the toggle of both paths. The walk is a visitor who prefers reduced motion: with motion, each
  // click first waits out the cross-fade between pages (about half the walk's time); where the
  // toggle leads is the same either way, and the 404 tests below click it with motion.
  for (const [i, group] of chunk(pages, 6).entries()) {
    test(`lands on the counterpart page and back, pages group ${i + 1}`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.emulateMedia({ reducedMotion: "reduce" });
      const logs = watchConsole(page);
      for (const { path } of group) {
        await page.goto(path.en);
        for (const from of ["en", "es"] as const) {
          const to = from === "en" ? "es" : "en";
          const toggle = page.getByRole("link", { name: toggleName[from] });
          await expect(toggle).toHaveText(to.toUpperCase());
          await toggle.click();
          await expect(page).toHaveURL(counterpartPath(path[from]));
          await expect(page.locator("html")).toHaveAttribute("lang", to);
        }
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

  test("on the Spanish 404 page of a path with slashes inside, the English link stays on the site", async ({
    page,
  }) => {
    // `//evil.example/login` would be another site's address; `\` is a slash to the browser.
    for (const path of ["/es//evil.example/login", "/es/\\evil.example/login"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada");
      await page.getByRole("link", { name: "View this page in English" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
      expect(new URL(page.url()).host, path).toBe(new URL(test.info().project.use.baseURL ?? "").host);
      expect(new URL(page.url()).pathname, path).toBe("/evil.example/login");
    }
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
