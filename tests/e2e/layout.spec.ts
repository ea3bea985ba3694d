import { siteConfig } from "#app/content/site/index.ts";
import { anotherServicePage, aServicePage, expect, nextFrames, test } from "./support.ts";

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens at most 80vh high with the services submenu closed, and closes by each rule", async ({ page }) => {
    await page.goto("/");
    const openButton = page.getByRole("button", { name: "Open menu" });
    await openButton.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.height ?? 0).toBeLessThanOrEqual(844 * 0.8 + 1);

    // The services submenu starts closed; open it, then close the menu with Escape.
    const services = menu.getByRole("button", { name: "Services" });
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await services.click();
    await expect(menu.getByRole("link", { name: "IRS Levies" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(openButton).toBeFocused();

    // Reopening starts with the submenu closed again.
    await openButton.click();
    await expect(page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Services" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );

    // A click on the overlay closes it.
    await page.getByTestId("mobile-menu-overlay").click({ position: { x: 20, y: 700 } });
    await expect(page.getByRole("dialog")).toBeHidden();

    // A link click navigates and closes it.
    await openButton.click();
    await page.getByRole("dialog").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL("/about-nais");
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("a keyboard opens the menu, and the focus starts on its Services button", async ({ page }) => {
    await page.goto(aServicePage.path.en);
    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("button", { name: "Services" })).toBeFocused();
  });

  test("the menu scrolls inside when the services list is longer than the screen", async ({ page }) => {
    await page.goto("/es");
    await page.getByRole("button", { name: "Abrir menú" }).click();
    const menu = page.getByRole("dialog", { name: "Menú" });
    await menu.getByRole("button", { name: "Servicios" }).click();
    const { scrollHeight, clientHeight } = await menu.evaluate((el) => ({
      scrollHeight: el.scrollHeight,
      clientHeight: el.clientHeight,
    }));
    expect(scrollHeight).toBeGreaterThan(clientHeight);
    const link = menu.getByRole("link", { name: "Cursos de QuickBooks" });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL("/es/servicios/cursos-quickbooks");
  });
});

test.describe("desktop navigation at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the services mega-menu lists every category, with Insurance opening a new tab", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).click();
    // The closed mobile menu holds the same labels, hidden: the visible one is the mega-menu's.
    for (const category of ["Bookkeeping", "Tax", "IRS and Audit", "Business", "QuickBooks", "Insurance"]) {
      await expect(page.getByText(category, { exact: true }).filter({ visible: true })).toBeVisible();
    }
    const insurance = page.getByRole("link", { name: /Business & Personal Insurance/ });
    await expect(insurance).toHaveAttribute("target", "_blank");
    await expect(insurance).toHaveAttribute("rel", "noopener noreferrer");
    await page.getByRole("link", { name: anotherServicePage.name.en, exact: true }).click();
    await expect(page).toHaveURL(anotherServicePage.path.en);
  });

  test("header has the phone link and the contact button", async ({ page }) => {
    await page.goto("/es");
    await expect(page.getByRole("link", { name: `Llámenos ${siteConfig.phone.display}` })).toHaveAttribute(
      "href",
      `tel:${siteConfig.phone.e164}`,
    );
    await page.getByRole("banner").getByRole("link", { name: "Contacto" }).click();
    await expect(page).toHaveURL("/es/contacto");
  });
});

test.describe("scroll to top", () => {
  test("appears past 200 px of scrolling and not before", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto(aServicePage.path.en);
    const button = page.getByRole("button", { name: "Back to top" });
    await expect(button).toBeHidden();
    // After each scroll, the frames in which the browser reports it to the page.
    await page.evaluate(() => window.scrollTo(0, 150));
    await nextFrames(page);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 200));
    await nextFrames(page);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 260));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});
