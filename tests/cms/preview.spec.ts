/**
 * Seeing a page before it goes live (docs/decisions/020): "View Live" opens the page the file is
 * the words of, and the preview pane shows that page with the words not yet saved.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { openFile } from "./editor-steps.ts";
import { copyRoot } from "./project-copy.ts";

const contentOf = (file: string) => readFileSync(join(copyRoot, file), "utf8");

for (const [label, path] of [
  ["Service page: Payroll Services", "/services/payroll"],
  ["Privacy policy", "/privacy-policy"],
  // The firm's facts are on every page: "View Live" opens the home page.
  ["The firm's details", "/"],
] as const) {
  test(`View Live from "${label}" opens ${path}`, async ({ page, baseURL }) => {
    await openFile(page, label);
    await expect(page.getByRole("link", { name: "View Live" })).toHaveAttribute(
      "href",
      `${baseURL}${path === "/" ? "" : path}`,
    );
  });
}

test.describe("the preview pane", () => {
  test.use({ viewport: { width: 1440, height: 1000 } });

  test("shows a service page with words not yet saved, in English then in Spanish, and nothing is written", async ({
    page,
  }) => {
    const file = "content/services/payroll.json";
    const before = contentOf(file);
    await openFile(page, "Service page: Payroll Services");
    await page.getByRole("button", { name: "Toggle preview" }).click();
    const preview = page.frameLocator("#preview-pane");

    await page.getByLabel("Page title").fill("Payroll for Farms and Small Businesses");
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Payroll for Farms and Small Businesses");
    // The site's own header and footer, in the page's language.
    await expect(preview.getByRole("contentinfo")).toContainText("NAIS");
    await expect(preview.getByRole("heading", { name: "Frequently asked questions" })).toBeVisible();
    await test.info().attach("preview-en.png", { body: await page.screenshot(), contentType: "image/png" });

    await page.getByRole("button", { name: "Writing in EN" }).click();
    await page.getByRole("menuitem", { name: "es" }).click();
    await page.getByLabel("Page title").fill("Nómina para Granjas y Pequeños Negocios");
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Nómina para Granjas y Pequeños Negocios");
    await expect(preview.getByRole("heading", { name: "Preguntas frecuentes" })).toBeVisible();
    await test.info().attach("preview-es.png", { body: await page.screenshot(), contentType: "image/png" });

    // Words the build would refuse: the pane names them instead of the page.
    await page.getByLabel("Page title").fill("");
    await expect(preview.getByRole("alert")).toContainText("Page title");
    expect(contentOf(file)).toBe(before);
  });
});
