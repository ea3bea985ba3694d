/**
 * Seeing a page before it goes live (docs/decisions/020): "View Live" opens the page the file is
 * the words of, and the preview pane shows that page with the words not yet saved.
 */
import { expect, type Page, test } from "@playwright/test";
import { openFile, openFileWatching, payrollPage, publish } from "./editor-steps.ts";
import { buildCopy, contentOf } from "./project-copy.ts";

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
    const expectNothingSaved = await openFileWatching(page, payrollPage);
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
    expectNothingSaved();
  });
});

test.describe("every page the firm edits", () => {
  test.use({ viewport: { width: 1440, height: 1000 } });

  /**
   * Every page the firm edits has its preview: the words typed in the left column's language are on
   * the page in the pane, as visitors will see it, and nothing is written.
   */
  for (const { label, file, field, english, spanish } of [
    {
      label: "Home page",
      file: "content/pages/home.json",
      field: (page: Page) => page.getByLabel("Headline", { exact: true }),
      english: "Bookkeeping and taxes for Central Coast families and businesses",
      spanish: "Contabilidad e impuestos para familias y negocios de la Costa Central",
    },
    {
      label: "About page",
      file: "content/pages/about.json",
      field: (page: Page) => page.getByLabel("Page title", { exact: true }),
      english: "About Our Santa Maria Office",
      spanish: "Sobre nuestra oficina en Santa Maria",
    },
    {
      label: "QuickBooks courses page",
      file: "content/pages/quickbooks.json",
      field: (page: Page) => page.getByLabel("Page title", { exact: true }),
      english: "QuickBooks Classes in Santa Maria",
      spanish: "Clases de QuickBooks en Santa Maria",
    },
    {
      label: "Services directory: the cards",
      file: "content/services-directory.json",
      // The first card this file holds: the self-employed return (a template page's card is in its own file).
      field: (page: Page) => page.getByLabel("Name", { exact: true }).first(),
      english: "Returns for the Self-Employed and Gig Workers",
      spanish: "Declaraciones para trabajadores independientes",
    },
  ] as const) {
    test(`the preview pane shows "${label}" with words not yet saved, in English then in Spanish, and nothing is written`, async ({
      page,
    }) => {
      const expectNothingSaved = await openFileWatching(page, { label, file });
      await page.getByRole("button", { name: "Toggle preview" }).click();
      const preview = page.frameLocator("#preview-pane");
      await field(page).fill(english);
      await expect(preview.getByText(english, { exact: true })).toBeVisible();
      await expect(preview.getByRole("contentinfo")).toContainText("NAIS");

      await page.getByRole("button", { name: "Writing in EN" }).click();
      await page.getByRole("menuitem", { name: "es" }).click();
      await field(page).fill(spanish);
      await expect(preview.getByText(spanish, { exact: true })).toBeVisible();
      // The site's header in Spanish: its line under the firm's name (the shared sentences' tagline).
      const tagline = JSON.parse(contentOf("content/pages/interface.json")).es.site.tagline as string;
      await expect(preview.getByText(tagline, { exact: true }).first()).toBeVisible();
      await test.info().attach(`preview-${file.replace(/\W+/g, "-")}-es.png`, {
        body: await page.screenshot(),
        contentType: "image/png",
      });
      expectNothingSaved();
    });
  }

  test("in local mode, a change is seen in the preview, not on the site, until it is published; then the build has it", async ({
    page,
  }) => {
    const headline = "Your books and taxes, done right in Santa Maria";
    buildCopy();
    await openFile(page, "Home page");
    await page.getByRole("button", { name: "Toggle preview" }).click();
    await page.getByLabel("Headline", { exact: true }).fill(headline);
    await expect(page.frameLocator("#preview-pane").getByRole("heading", { level: 1 })).toHaveText(headline);

    // Seen in the editor only: the site and the file are as they were.
    const site = await page.context().newPage();
    await site.goto("/");
    await expect(site.getByRole("heading", { level: 1 })).not.toHaveText(headline);
    expect(JSON.parse(contentOf("content/pages/home.json")).en.hero.headline).not.toBe(headline);

    await publish(page);
    await expect(page.getByText("Changes saved")).toBeVisible();
    await expect.poll(() => JSON.parse(contentOf("content/pages/home.json")).en.hero.headline).toBe(headline);
    buildCopy();
    await site.goto("/");
    await expect(site.getByRole("heading", { level: 1 })).toHaveText(headline);
  });
});

/**
 * Decap's search reads a file's top-level values (its `search` in decap-cms-core's backend takes a
 * files collection's top-level fields, each as a string, and matches letters in order): the phone
 * number is one; an office's street, inside a list, is not (docs/editing.md, "Finding a value").
 */
test("the search finds the firm's details by the digits of the phone number", async ({ page }) => {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("link", { name: "Contents" })).toBeVisible();
  // Decap's address for a search of every file (its box searches the open collection, when one is).
  await page.goto("/admin/#/search/1911");
  await expect(page.getByRole("heading", { level: 1, name: 'Search Results for "1911"' })).toBeVisible();
  // Each result is a card in the list, headed by its file's name.
  await expect(
    page.getByRole("listitem").getByRole("heading", { level: 2, name: "The firm's details", exact: true }).first(),
  ).toBeVisible();
});
