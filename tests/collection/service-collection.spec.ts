/**
 * A service page is one content file (app/content/README.md, "Adding a service page"): a page added
 * as `content/services/<english-slug>.json` (copied from another page's, under a new slug pair) and
 * its picture, with no other file touched, is built into both languages, with its card in the
 * directory, its entries in the sitemap and its link in the menu; with the file removed, all of
 * them are gone. On a copy of the project (tests/cms/project-copy.ts), built by Astro as
 * `npm run build` builds it (the generated route rows first: scripts/build/service-collection.ts).
 */
import { copyFileSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { en } from "#app/i18n/en.ts";
import { es } from "#app/i18n/es.ts";
import { buildCopy, copyRoot } from "../cms/project-copy.ts";

test.describe.configure({ mode: "serial" });

const file = join(copyRoot, "content/services/farm-payroll.json");
const added = {
  en: {
    slug: "farm-payroll",
    name: "Farm Payroll",
    title: "Farm Payroll Services",
    card: "Farm Payroll",
    path: "/services/farm-payroll",
  },
  es: {
    slug: "nomina-agricola",
    name: "Nómina agrícola",
    title: "Servicios de nómina agrícola",
    card: "Nómina agrícola",
    path: "/es/servicios/nomina-agricola",
  },
} as const;
const directoryPath = { en: "/services", es: "/es/servicios" } as const;
const dictionaries = { en, es } as const;

/** The payroll page's file under the new slug pair, names and picture: what a person copying a file writes. */
function addPage(): void {
  const payroll = JSON.parse(readFileSync(join(copyRoot, "content/services/payroll.json"), "utf8"));
  copyFileSync(join(copyRoot, "content/pictures/payroll.webp"), join(copyRoot, "content/pictures/farm-payroll.webp"));
  for (const lang of ["en", "es"] as const) {
    const words = added[lang];
    Object.assign(payroll[lang], {
      slug: words.slug,
      name: words.name,
      title: words.title,
      card: { ...payroll[lang].card, name: words.card },
      artwork: "/content/pictures/farm-payroll.webp",
      menuOrder: 99,
      directoryOrder: 99,
    });
  }
  writeFileSync(file, `${JSON.stringify(payroll, null, 2)}\n`);
}

async function sitemap(page: Page): Promise<string> {
  const response = await page.request.get("/sitemap.xml");
  expect(response.ok()).toBe(true);
  return response.text();
}

function menuLink(page: Page, lang: "en" | "es") {
  return page
    .getByRole("navigation", { name: dictionaries[lang].nav.mainLabel })
    .first()
    .getByRole("link", { name: added[lang].name, exact: true, includeHidden: true });
}

test("a page added as one file is built in both languages, with its card, its sitemap entries and its menu link", async ({
  page,
}) => {
  addPage();
  buildCopy();
  const map = await sitemap(page);
  for (const lang of ["en", "es"] as const) {
    const words = added[lang];
    await page.goto(words.path);
    await expect(page.getByRole("heading", { level: 1, name: words.title })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(menuLink(page, lang)).toHaveAttribute("href", words.path);
    expect(map).toContain(`${words.path}</loc>`);

    await page.goto(directoryPath[lang]);
    await expect(page.getByRole("link", { name: new RegExp(words.card) }).first()).toHaveAttribute("href", words.path);
  }
});

test("with its file removed, the page, its card, its sitemap entries and its menu link are gone", async ({ page }) => {
  rmSync(file, { force: true });
  buildCopy();
  const map = await sitemap(page);
  for (const lang of ["en", "es"] as const) {
    const words = added[lang];
    expect((await page.goto(words.path))?.status()).toBe(404);
    expect(map).not.toContain(words.path);
    await page.goto(directoryPath[lang]);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(menuLink(page, lang)).toHaveCount(0);
    await expect(page.locator(`a[href="${words.path}"]`)).toHaveCount(0);
  }
});
