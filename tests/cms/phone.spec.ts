/**
 * The editor on a phone (docs/decisions/020): at 390 × 844 the firm opens a file, changes a value
 * in English and in Spanish and publishes, with nothing off screen to the side.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { openFile, publish } from "./editor-steps.ts";
import { buildCopy, copyRoot } from "./project-copy.ts";

const phone = { width: 390, height: 844 };
test.use({ viewport: phone, hasTouch: true, isMobile: true });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Whether the element lies within the screen's width (it may be further down). */
async function expectWithinWidth(element: Locator): Promise<void> {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(phone.width);
}

test("on a 390-pixel phone a page is edited in English and Spanish and published with no sideways scrolling", async ({
  page,
}) => {
  await openFile(page, "Service page: Sales Tax Services");
  expect(await pageWidth(page)).toBeLessThanOrEqual(phone.width);

  // English above Spanish, each the screen's width.
  const [english, spanish] = [page.getByLabel("Page title").first(), page.getByLabel("Page title").nth(1)];
  await expect(english).toHaveValue("Sales Tax Services");
  await expect(spanish).toHaveValue("Servicios de impuesto sobre las ventas");
  await expectWithinWidth(english);
  await spanish.scrollIntoViewIfNeeded();
  await expectWithinWidth(spanish);
  expect((await spanish.boundingBox())?.y).toBeGreaterThan((await english.boundingBox())?.y ?? 0);

  await english.fill("Sales Tax Help");
  await spanish.fill("Ayuda con el Impuesto sobre las Ventas");
  await expectWithinWidth(page.getByRole("button", { name: "Publish", exact: true }));
  await publish(page);
  await expect(page.getByText("Changes saved")).toBeVisible();
  await expect
    .poll(() => {
      const saved = JSON.parse(readFileSync(join(copyRoot, "content/services/sales-taxes.json"), "utf8"));
      return [saved.en.title, saved.es.title];
    })
    .toEqual(["Sales Tax Help", "Ayuda con el Impuesto sobre las Ventas"]);
  expect(await pageWidth(page)).toBeLessThanOrEqual(phone.width);
});

test("on a phone the preview is one tap away: the Spanish page below its fields, as wide as the screen", async ({
  page,
}) => {
  // The preview is dressed with the built site's stylesheet.
  buildCopy();
  await openFile(page, "Service page: Payroll Services");
  await page.getByRole("button", { name: "Toggle preview" }).tap();
  await page.getByRole("button", { name: "Writing in EN" }).tap();
  await page.getByRole("menuitem", { name: "es" }).tap();
  const title = page.getByLabel("Page title");
  await title.fill("Servicios de nómina en Santa Maria");
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.locator("html")).toHaveAttribute("lang", "es");
  const heading = preview.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Servicios de nómina en Santa Maria");
  await heading.scrollIntoViewIfNeeded();
  await expectWithinWidth(page.locator("#preview-pane"));
  expect(await pageWidth(page)).toBeLessThanOrEqual(phone.width);
  await test.info().attach("phone-preview-es.png", {
    body: await page.screenshot({ path: test.info().outputPath("phone-preview-es.png") }),
    contentType: "image/png",
  });
});
