/**
 * The pictures of the firm's guide to the editor (docs/editing.md), retaken at 1440 px: docs/images/editor-*.png.
 * Usage: start the editor on a throwaway copy of the project (`E2E_PORT=4490 node tests/cms/serve-copy.ts`),
 * then `BASE_URL=http://127.0.0.1:4490 node scripts/make/editor-screenshots.ts`.
 * Nothing is saved: the one save tried is refused by the editor's checks (the list of problems).
 */
import { chromium, type Page } from "@playwright/test";
import { testBrowserLaunchOptions } from "../support/harness.ts";

const baseUrl = process.env.BASE_URL ?? "http://127.0.0.1:4490";
const folder = "docs/images";
const viewport = { width: 1440, height: 900 };

const browser = await chromium.launch(testBrowserLaunchOptions);
const page = await browser.newPage({ viewport });

/** Signs in to the local backend (the first time) and opens a content file by its label. */
async function openFile(label: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/`);
  const login = page.getByRole("button", { name: "Login" });
  const collections = page.getByRole("heading", { name: "Collections" });
  await login.or(collections).waitFor();
  if (await login.isVisible()) await login.click();
  const links = page.getByRole("link", { name: label, exact: true });
  await links.first().click();
  await links.nth(1).waitFor();
  await links.last().click();
  await page.getByText(`Writing in ${label} collection`).waitFor();
}

/** A closed row of a list, found by its summary, opened by its arrow. */
async function openRow(summary: string) {
  const row = page.getByText(summary, { exact: true }).first().locator("..");
  await row.getByRole("button").first().click();
  return row;
}

async function shot(name: string, target: Page = page): Promise<void> {
  await target.screenshot({ path: `${folder}/${name}.png` });
  console.log(`${folder}/${name}.png`);
}

// The list of files, with the way to the values still samples in the header.
await page.goto(`${baseUrl}/admin/`);
await page.getByRole("button", { name: "Login" }).click();
await page.getByRole("link", { name: "Values still samples" }).waitFor();
await page.waitForLoadState("networkidle");
await shot("editor-collections");

await openFile("The firm's details");
await shot("editor-firm-details");

// Decap's own check of a field as it is typed: a malformed phone number.
const phone = page.getByLabel("Phone number");
await phone.fill("555-12");
await page.getByRole("button", { name: "Publish", exact: true }).click();
await page.getByRole("menuitem", { name: "Publish now" }).click();
await page.getByText(/didn't match the pattern/i).waitFor();
await phone.scrollIntoViewIfNeeded();
await page.mouse.wheel(0, 150);
await shot("editor-refuses-a-wrong-phone");

// The yearly figures, each row named in words, a figure's values by period.
await openFile("Yearly tax figures");
const rate = await openRow("Additional Medicare Tax rate");
await openRow("Tax year 2026, from January 1: 0.9");
await rate.evaluate((element) => element.scrollIntoView({ block: "start" }));
await page.mouse.wheel(0, -330);
await shot("editor-tax-figures");

await openFile("Service page: Payroll Services");
await shot("editor-page-in-both-languages");

const picture = page.getByText("Picture", { exact: true }).first();
await picture.evaluate((element) => element.scrollIntoView({ block: "center" }));
await shot("editor-image");

// A save refused by the editor's checks: three mistakes the build would refuse, listed at once.
await page
  .getByLabel("Page title")
  .first()
  .fill("Payroll Services for Santa Maria Businesses ".repeat(6).slice(0, 255));
const answer = (await openRow("How much does your payroll service cost?")).getByLabel("Answer");
await answer.fill("Read [our price guide](page:service/no-such-page) before you call.");
// The English column's last question deleted (its row's ×): the Spanish column keeps six.
await page
  .getByText("I'm hiring my first employee. Where do I start?", { exact: true })
  .locator("..")
  .getByRole("button")
  .nth(2)
  .click();
await page.getByRole("button", { name: "Publish", exact: true }).click();
await page.getByRole("menuitem", { name: "Publish now" }).click();
await page.getByRole("alert", { name: /^Not saved/ }).waitFor();
await answer.evaluate((element) => element.scrollIntoView({ block: "start" }));
await page.mouse.wheel(0, -200);
await shot("editor-list-of-problems");

await openFile("Testimonials");
// A testimonial of a service page: its pages named as the menus name them, its words in both languages.
const testimonial = await openRow("Alicia M.");
await page.setViewportSize({ width: viewport.width, height: 1300 });
await testimonial.evaluate((element) => element.scrollIntoView({ block: "start" }));
await page.mouse.wheel(0, -90);
await shot("editor-testimonial");
await page.setViewportSize(viewport);

await page.goto(`${baseUrl}/admin/samples/`);
await shot("editor-samples");

await browser.close();
