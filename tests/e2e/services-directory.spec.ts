import { expect, test } from "./support.ts";

test.describe("services directory", () => {
  test("shows every card, narrows by tab and by search, and says so when nothing matches", async ({ page }) => {
    await page.goto("/services");
    const panel = page.getByRole("tabpanel");
    const cards = panel.getByRole("listitem");
    await expect(cards).toHaveCount(28);
    for (const section of [
      "Bookkeeping Services",
      "Tax Services",
      "IRS & Audit Services",
      "Business Services",
      "QuickBooks Expertise",
    ]) {
      await expect(panel.getByRole("heading", { name: section, exact: true })).toBeVisible();
    }

    const expected = { Bookkeeping: 4, Tax: 6, IRS: 10, Business: 5, QuickBooks: 3 };
    for (const [tab, count] of Object.entries(expected)) {
      await page.getByRole("tab", { name: tab, exact: true }).click();
      await expect(page.getByRole("tabpanel").getByRole("listitem")).toHaveCount(count);
    }

    await page.getByRole("tab", { name: "All" }).click();
    const search = page.getByRole("searchbox", { name: "Search services" });
    await search.fill("LEVIES");
    await expect(page.getByRole("tabpanel").getByRole("listitem")).toHaveCount(1);
    await expect(page.getByRole("tabpanel").getByRole("link", { name: "IRS Levies" })).toBeVisible();

    await search.fill("payroll");
    await page.getByRole("tab", { name: "QuickBooks" }).click();
    await expect(page.getByRole("tabpanel")).toHaveText("No QuickBooks services match your search criteria");

    await search.fill("zzzz");
    await page.getByRole("tab", { name: "All" }).click();
    await expect(page.getByRole("tabpanel")).toHaveText("No services match your search criteria");

    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(page.getByRole("tabpanel").getByRole("listitem")).toHaveCount(28);
    await page.getByRole("link", { name: "Offer in Compromise" }).click();
    await expect(page).toHaveURL("/services/offer-in-compromise");
  });

  test("works in Spanish, accents optional, and the filter bar sticks under the header", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/es/servicios");
    await page.getByRole("searchbox", { name: "Buscar servicios" }).fill("nomina");
    await expect(page.getByRole("tabpanel").getByRole("link", { name: "Nómina", exact: true })).toBeVisible();
    await page.getByRole("searchbox", { name: "Buscar servicios" }).fill("embargo");
    await page.getByRole("tab", { name: "Negocios" }).click();
    await expect(page.getByRole("tabpanel")).toHaveText("No hay servicios de Negocios que coincidan con su búsqueda");
    await page.getByRole("searchbox", { name: "Buscar servicios" }).fill("");
    await page.mouse.wheel(0, 1500);
    await expect.poll(async () => (await page.getByRole("tablist").boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(64);
    await expect.poll(async () => (await page.getByRole("tablist").boundingBox())?.y ?? 999).toBeLessThan(100);
  });
});
