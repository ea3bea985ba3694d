/**
 * The preview pane as a phone shows the page (docs/decisions/020): a control above the page draws
 * it 390 pixels wide, the site's own layout for phones, and back at the pane's width; the pane's
 * document is in the language shown.
 */
import { expect, test } from "@playwright/test";
import { openFile } from "./editor-steps.ts";
import { buildCopy } from "./project-copy.ts";

test.use({ viewport: { width: 1440, height: 1000 } });

test("the preview shows a page at a phone's width, in the site's phone layout, and back at full width, in English and Spanish", async ({
  page,
}) => {
  // The pane is dressed with the built site's stylesheet, whose layout for phones this is about.
  buildCopy();
  await openFile(page, "Service page: Payroll Services");
  await page.getByRole("button", { name: "Toggle preview" }).click();
  const preview = page.frameLocator("#preview-pane");
  const documentWidth = () => preview.locator("html").evaluate((html) => html.ownerDocument.defaultView?.innerWidth);
  const shot = async (name: string) =>
    test
      .info()
      .attach(name, { body: await page.screenshot({ path: test.info().outputPath(name) }), contentType: "image/png" });

  await expect(preview.locator("html")).toHaveAttribute("lang", "en");
  await expect(preview.getByRole("heading", { level: 1 })).toBeVisible();
  // Dressed in the site's stylesheet (written into every built page, served to the editor as /admin/site.css).
  await expect(preview.getByRole("heading", { level: 1 })).toHaveCSS("font-family", /Inter/);
  // The pane's width (half the editor's, beside the fields), wider than a phone.
  await expect.poll(documentWidth).toBeGreaterThan(600);
  await shot("preview-en-full.png");

  await preview.getByRole("button", { name: "Phone (390 px)" }).click();
  await expect(preview.getByRole("button", { name: "Phone (390 px)" })).toHaveAttribute("aria-pressed", "true");
  await expect.poll(documentWidth).toBe(390);
  await expect(preview.getByRole("button", { name: "Open menu" })).toBeVisible();
  await shot("preview-en-390.png");

  // The Spanish column: the same width, the page and its document in Spanish.
  await page.getByRole("button", { name: "Writing in EN" }).click();
  await page.getByRole("menuitem", { name: "es" }).click();
  await expect(preview.locator("html")).toHaveAttribute("lang", "es");
  await expect(preview.getByRole("button", { name: "Abrir menú" })).toBeVisible();
  await expect.poll(documentWidth).toBe(390);
  await shot("preview-es-390.png");

  await preview.getByRole("button", { name: "Full width" }).click();
  await expect.poll(documentWidth).toBeGreaterThan(600);
  await shot("preview-es-full.png");
});
