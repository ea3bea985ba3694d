import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { buildCopy, copyRoot } from "./project-copy.ts";

const contentOf = (file: string) => readFileSync(join(copyRoot, file), "utf8");

/** Signs in to the local backend (no account) and opens a content file by its label, as staff would. */
async function openFile(page: Page, label: string): Promise<void> {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  // The file's name in the list of collections, then its card in that collection (the second link so named).
  const links = page.getByRole("link", { name: label, exact: true });
  await links.first().click();
  await expect(links).toHaveCount(2);
  await links.last().click();
  await expect(page.getByText(`Writing in ${label} collection`)).toBeVisible();
}

async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

test("the phone number changed in the editor is on the English and Spanish pages after the build", async ({ page }) => {
  await openFile(page, "The firm's details");
  const phone = page.getByLabel("Phone number");
  await expect(phone).toHaveValue("1-877-737-1911");
  await phone.fill("(805) 555-0147");
  await publish(page);
  await expect(page.getByText("Changes saved")).toBeVisible();
  await expect.poll(() => JSON.parse(contentOf("content/site.json")).phone).toBe("(805) 555-0147");

  buildCopy();
  await page.goto("/");
  await expect(page.getByRole("link", { name: /\(805\) 555-0147/ }).first()).toBeVisible();
  await page.goto("/es");
  await expect(page.getByRole("link", { name: /\(805\) 555-0147/ }).first()).toBeVisible();
});

test("a testimonial's words changed in the editor are on its page after the build, in both languages", async ({
  page,
}) => {
  await openFile(page, "Testimonials");
  // Each testimonial is a closed row named by the client; its first button opens it (Decap's
  // buttons there have an icon and no name).
  await page.getByText("Rosa M.", { exact: true }).locator("..").getByRole("button").first().click();
  // The row holds the client's role, then their words, each in English and Spanish.
  const quoteEnglish = page.getByRole("textbox", { name: "English" }).nth(1);
  const quoteSpanish = page.getByRole("textbox", { name: "Español" }).nth(1);
  await expect(quoteEnglish).toHaveValue(/^For years I did my own books in a notebook/);
  await expect(quoteSpanish).toHaveValue(/^Por años llevé mis cuentas en un cuaderno/);
  const english = "NAIS closed our books every month on time and explained each report to us in plain words.";
  const spanish = "NAIS cerró nuestras cuentas cada mes a tiempo y nos explicó cada reporte con palabras claras.";
  await quoteEnglish.fill(english);
  await quoteSpanish.fill(spanish);
  await publish(page);
  await expect(page.getByText("Changes saved")).toBeVisible();
  await expect.poll(() => JSON.parse(contentOf("content/testimonials.json")).testimonials[0].quote.en).toBe(english);

  buildCopy();
  await page.goto("/");
  await expect(page.getByText(english)).toBeVisible();
  await page.goto("/es");
  await expect(page.getByText(spanish)).toBeVisible();
});

test("a page's words are edited in English and Spanish side by side and reach both pages after the build", async ({
  page,
}) => {
  await openFile(page, "Service page: Payroll Services");
  await expect(page.getByRole("button", { name: "Writing in EN" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Writing in ES" })).toBeVisible();
  const [english, spanish] = [page.getByLabel("Page title").first(), page.getByLabel("Page title").nth(1)];
  await expect(english).toHaveValue("Payroll Services");
  await expect(spanish).toHaveValue("Servicios de Nómina");
  await english.fill("Payroll for Small Businesses");
  await spanish.fill("Nómina para Pequeños Negocios");
  await publish(page);
  await expect(page.getByText("Changes saved")).toBeVisible();
  await expect
    .poll(() => {
      const saved = JSON.parse(contentOf("content/services/payroll.json"));
      return [Object.keys(saved), saved.en.title, saved.es.title];
    })
    .toEqual([["en", "es"], "Payroll for Small Businesses", "Nómina para Pequeños Negocios"]);

  buildCopy();
  await page.goto("/services/payroll");
  await expect(page.getByRole("heading", { level: 1, name: "Payroll for Small Businesses" })).toBeVisible();
  await page.goto("/es/servicios/nominas");
  await expect(page.getByRole("heading", { level: 1, name: "Nómina para Pequeños Negocios" })).toBeVisible();
});

test("the editor refuses to save an empty required field or a malformed phone number, with its message", async ({
  page,
}) => {
  await openFile(page, "The firm's details");
  const before = contentOf("content/site.json");

  await page.getByLabel("Short name").fill("");
  await publish(page);
  await expect(page.getByText("Short name is required.")).toBeVisible();
  await page.getByLabel("Short name").fill("NAIS");

  await page.getByLabel("Phone number").fill("555-12");
  await publish(page);
  await expect(page.getByText("must be a US phone number, e.g. 1-877-737-1911 or (805) 555-0123")).toBeVisible();
  expect(contentOf("content/site.json")).toBe(before);
});
