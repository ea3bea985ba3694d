import type { Page } from "@playwright/test";
import { directoryCards } from "#app/content/services-directory/index.ts";
import { en } from "#app/i18n/en.ts";
import { type Lang, type ServiceCategory, serviceCategories } from "#app/lib/route-table.ts";
import { anotherServicePage, delayScripts, expect, test, widths } from "./support.ts";

/** The cards and messages under the directory's bar. */
const results = (page: Page) => page.locator("[data-directory-results]");

/** How many cards the directory's content gives a category (all of them without one): the firm adds and retires pages. */
const cardCount = (lang: Lang, category?: ServiceCategory) =>
  directoryCards[lang].filter((card) => !category || card.category === category).length;

test.describe("services directory", () => {
  test("shows every card, narrows by tab and by search, and says so when nothing matches", async ({ page }) => {
    await page.goto("/services");
    const panel = results(page);
    const cards = panel.getByRole("listitem");
    await expect(cards).toHaveCount(cardCount("en"));
    const categories = serviceCategories.filter((category) => cardCount("en", category) > 0);
    for (const category of categories) {
      const section = en.directory.sections[category];
      await expect(panel.getByRole("heading", { name: section, exact: true })).toBeVisible();
    }

    for (const category of categories) {
      await page.getByRole("radio", { name: en.directory.tabs[category], exact: true }).click();
      await expect(results(page).getByRole("listitem")).toHaveCount(cardCount("en", category));
    }

    await page.getByRole("radio", { name: "All" }).click();
    const search = page.getByRole("searchbox", { name: "Search services" });
    // A page's name in capitals finds it.
    await search.fill(anotherServicePage.name.en.toUpperCase());
    await expect(results(page).getByRole("link", { name: anotherServicePage.name.en, exact: true })).toBeVisible();

    await search.fill("payroll");
    await page.getByRole("radio", { name: "QuickBooks" }).click();
    await expect(results(page)).toHaveText("No QuickBooks services match your search criteria");

    await search.fill("zzzz");
    await page.getByRole("radio", { name: "All" }).click();
    await expect(results(page)).toHaveText("No services match your search criteria");

    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(results(page).getByRole("listitem")).toHaveCount(cardCount("en"));
    await page.getByRole("link", { name: anotherServicePage.name.en, exact: true }).click();
    await expect(page).toHaveURL(anotherServicePage.path.en);
  });

  test("works in Spanish, accents optional, and the filter bar sticks under the header", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/es/servicios");
    await page.getByRole("searchbox", { name: "Buscar servicios" }).fill("nomina");
    await expect(results(page).getByRole("link", { name: "Nómina", exact: true })).toBeVisible();
    await page.getByRole("searchbox", { name: "Buscar servicios" }).fill("embargo");
    await page.getByRole("radio", { name: "Negocios" }).click();
    await expect(results(page)).toHaveText("No hay servicios de Negocios que coincidan con su búsqueda");
    await page.getByRole("searchbox", { name: "Buscar servicios" }).fill("");
    await page.mouse.wheel(0, 1500);
    await expect
      .poll(async () => (await page.getByRole("group", { name: "Filtrar servicios" }).boundingBox())?.y ?? -1)
      .toBeGreaterThanOrEqual(64);
    await expect
      .poll(async () => (await page.getByRole("group", { name: "Filtrar servicios" }).boundingBox())?.y ?? 999)
      .toBeLessThan(100);
  });

  for (const [i, width] of widths.entries()) {
    // One language at each width: the two widths and the two languages are both covered.
    const lang = i === 0 ? "es" : "en";
    test(`${width.name}, scripts a second late (${lang}): a category and a search chosen at once both count`, async ({
      page,
    }) => {
      const s = {
        en: { path: "/services", category: "IRS", search: "Search services", words: "levies", card: "IRS Levies" },
        es: {
          path: "/es/servicios",
          category: "IRS",
          search: "Buscar servicios",
          words: "embargo",
          card: "Embargos del IRS",
        },
      }[lang];
      await page.setViewportSize(width.size);
      await delayScripts(page);
      await page.goto(s.path, { waitUntil: "commit" });
      await page.getByRole("radio", { name: s.category, exact: true }).check();
      await expect(results(page).getByRole("listitem")).toHaveCount(cardCount(lang, "irs"));
      await page.getByRole("searchbox", { name: s.search }).fill(s.words);
      await expect(results(page).getByRole("listitem")).toHaveCount(1);
      await expect(results(page).getByRole("link", { name: s.card })).toBeVisible();
    });
  }
});
