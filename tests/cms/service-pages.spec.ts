/**
 * The firm adds a service page and retires one through the editor's own pages (docs/decisions/020,
 * "Adding or retiring a service page" in docs/editing.md): a page duplicated from another, its
 * addresses, names, title, card and picture changed, is built in both languages with its card and
 * its sitemap entries; a page the site opened with, deleted there, leaves no link, card or sitemap
 * entry behind and its addresses go to the services directory (app/lib/retired-service-addresses.ts);
 * the added page, deleted there, is gone. Two builds of the project's copy (tests/cms/project-copy.ts).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { openFile, pictureFile, publish, uploadPicture } from "./editor-steps.ts";
import { buildCopy, copyRoot, projectRoot, putBackAsInProject } from "./project-copy.ts";

// The first test saves twice and uploads before its build: longer than the suite's 180 s on a busy machine.
test.describe.configure({ mode: "serial", timeout: 360_000 });

const added = {
  en: { slug: "farm-payroll", name: "Farm Payroll", title: "Farm Payroll Services", card: "Farm Payroll" },
  es: {
    slug: "nomina-agricola",
    name: "Nómina agrícola",
    title: "Servicios de nómina agrícola",
    card: "Nómina agrícola",
  },
} as const;
const addedPath = { en: "/services/farm-payroll", es: "/es/servicios/nomina-agricola" } as const;
const addedFile = "content/services/farm-payroll.json";

/** A page the site opened with (no other page's words link to it), retired in the second step. */
const retiredName = "Sales Tax Services";
const retiredFile = "content/services/sales-taxes.json";
const retiredPath = { en: "/services/sales-taxes", es: "/es/servicios/impuestos-ventas" } as const;
const directoryPath = { en: "/services", es: "/es/servicios" } as const;
const languages = ["en", "es"] as const;

const addedPicture = "content/pictures/farm-payroll-picture.png";

// The retired page back, the added one gone, and any other page file an attempt wrote (a failed
// one must not leave the copy unbuildable for the specs after it, or for its own retry).
const copyAsTheProject = () => {
  const strays = readdirSync(join(copyRoot, "content/services"))
    .filter((name) => !existsSync(join(projectRoot, "content/services", name)))
    .map((name) => `content/services/${name}`);
  putBackAsInProject([retiredFile], [addedFile, addedPicture, ...strays]);
};
test.beforeAll(copyAsTheProject);
test.afterAll(copyAsTheProject);

async function sitemap(page: Page): Promise<string> {
  const response = await page.request.get("/sitemap.xml");
  expect(response.ok()).toBe(true);
  return response.text();
}

/** Every built page of the copy that links to `path`, by file. */
function pagesLinkingTo(path: string): string[] {
  const site = join(copyRoot, "build/client");
  return (readdirSync(site, { recursive: true }) as string[])
    .filter((file) => file.endsWith(".html"))
    .filter((file) => readFileSync(join(site, file), "utf8").includes(`href="${path}"`));
}

/** What the copy's own code sends a request for each path to: Netlify's `_redirects` as the post-build step writes it. */
function copysRedirectRules(): string {
  return execFileSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      'const { netlifyRedirects } = await import("./scripts/build/netlify-redirects.ts"); process.stdout.write(netlifyRedirects());',
    ],
    { cwd: copyRoot, encoding: "utf8" },
  );
}

/** Opens a service page by its name in the collection's list, from the editor's own link to the collection. */
async function openServicePage(page: Page, collectionLink: Locator, name: string): Promise<void> {
  await collectionLink.click();
  await page.getByRole("link", { name, exact: true }).click();
  await expectEntryOpen(page);
}

/** The open entry's way back to its collection: the toolbar's arrow. */
const backToCollection = (page: Page) => page.getByRole("link", { name: /Writing in Service pages collection/ });

/** Decap reads the entry through the local backend, then draws every field: longer than 15 s just after a build. */
async function expectEntryOpen(page: Page): Promise<void> {
  await expect(page.getByText("Writing in Service pages collection")).toBeVisible({ timeout: 60_000 });
}

/**
 * Deletes the open entry with Decap's own button, answering both questions: the editor's, naming
 * what the page leaves behind and asking what becomes of each testimonial shown only there
 * (app/cms/editor-script/retire-question.ts: here, deleted), then Decap's own.
 */
async function deleteEntry(page: Page): Promise<void> {
  await page.getByRole("button", { name: /^Delete (published )?entry$/ }).click();
  const question = page.getByRole("dialog", { name: /^Delete the page “.+”\?$/ });
  await expect(question).toContainText("It leaves the site in English and Spanish");
  for (const choice of await question.getByRole("combobox").all()) await choice.selectOption({ label: "Delete it" });
  const decapAsked = new Promise<string>((resolve) =>
    page.once("dialog", async (dialog) => {
      resolve(dialog.message());
      await dialog.accept();
    }),
  );
  await question.getByRole("button", { name: "Delete the page" }).click();
  expect(await decapAsked).toMatch(/delete this published entry/);
}

/** From the open payroll page, Decap's Duplicate, then the added page's addresses, names, title and card name in both columns. */
async function duplicateAsAdded(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Published" }).click();
  await page.getByRole("menuitem", { name: "Duplicate" }).click();
  // A new entry, the payroll page's values in both columns.
  await expect(page).toHaveURL(/\/collections\/services\/new/);
  for (const [label, field] of [
    ["Address", "slug"],
    ["Name in the menus", "name"],
    ["Page title", "title"],
  ] as const) {
    await page.getByLabel(label, { exact: true }).first().fill(added.en[field]);
    await page.getByLabel(label, { exact: true }).nth(1).fill(added.es[field]);
  }
  // The card's name: the only other field so labelled.
  await page.getByLabel("Name", { exact: true }).first().fill(added.en.card);
  await page.getByLabel("Name", { exact: true }).nth(1).fill(added.es.card);
}

test("a service page added in the editor and a launch page deleted there: the new one built in both languages with its card and sitemap entries, the old one's addresses sent to the directory", async ({
  page,
}) => {
  const upload = await pictureFile("farm-payroll-picture.png", 1000, 1000, "#15803d");
  await openFile(page, "Service page: Payroll Services");
  await duplicateAsAdded(page);
  await uploadPicture(page, page.getByRole("button", { name: "Choose different image" }).first(), upload);
  await publish(page);
  await expect(page.getByText("Changes saved")).toBeVisible();
  await expect
    .poll(() => {
      if (!existsSync(join(copyRoot, addedFile))) return undefined;
      const saved = JSON.parse(readFileSync(join(copyRoot, addedFile), "utf8"));
      return [saved.en.slug, saved.es.slug, saved.en.card.name, saved.es.artwork];
    })
    .toEqual([added.en.slug, added.es.slug, added.en.card, "/content/pictures/farm-payroll-picture.png"]);
  expect(existsSync(join(copyRoot, addedPicture))).toBe(true);
  // Saved, the new page is open at its own address, as Decap shows a page it has written.
  await expect(page).toHaveURL(/\/collections\/services\/entries\/farm-payroll$/);

  // Added again (as after a save the person did not see): refused, not written beside it as farm-payroll-1.json.
  await openServicePage(page, backToCollection(page), "Payroll Services");
  await duplicateAsAdded(page);
  await publish(page);
  const problems = page.getByRole("alert", { name: /^Not saved/ });
  await expect(problems.getByRole("listitem").filter({ hasText: "English › Address" })).toContainText(
    `${addedPath.en} is already the address of another page`,
  );
  await expect(problems.getByRole("listitem").filter({ hasText: "Español › Address" })).toContainText(
    `${addedPath.es} is already the address of another page`,
  );
  expect(readdirSync(join(copyRoot, "content/services")).filter((name) => name.startsWith("farm-payroll"))).toEqual([
    "farm-payroll.json",
  ]);

  // The refused page is left unsaved: Decap asks first.
  page.once("dialog", (dialog) => dialog.accept());
  await openServicePage(page, backToCollection(page), retiredName);
  await deleteEntry(page);
  await expect.poll(() => existsSync(join(copyRoot, retiredFile))).toBe(false);

  buildCopy();
  const map = await sitemap(page);
  const rules = copysRedirectRules();
  for (const lang of languages) {
    await page.goto(addedPath[lang]);
    await expect(page.getByRole("heading", { level: 1, name: added[lang].title })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    expect(map).toContain(`${addedPath[lang]}</loc>`);
    await page.goto(directoryPath[lang]);
    await expect(page.getByRole("link", { name: new RegExp(added[lang].card) }).first()).toHaveAttribute(
      "href",
      addedPath[lang],
    );

    expect(map).not.toContain(retiredPath[lang]);
    expect(pagesLinkingTo(retiredPath[lang])).toEqual([]);
    // No page at the old address in the build; the runtimes send it on (the Node server's own answer: server/app.test.ts).
    expect((await page.request.get(retiredPath[lang])).status()).toBe(404);
    expect(rules).toContain(`${retiredPath[lang]}  ${directoryPath[lang]}  301\n`);
  }
});

test("the added page deleted in the editor: its page, card and sitemap entries are gone, its addresses answer 404", async ({
  page,
}) => {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await openServicePage(page, page.getByRole("link", { name: "Service pages", exact: true }), added.en.name);
  await deleteEntry(page);
  await expect.poll(() => existsSync(join(copyRoot, addedFile))).toBe(false);

  buildCopy();
  const map = await sitemap(page);
  const rules = copysRedirectRules();
  for (const lang of languages) {
    expect((await page.goto(addedPath[lang]))?.status()).toBe(404);
    expect(map).not.toContain(addedPath[lang]);
    expect(pagesLinkingTo(addedPath[lang])).toEqual([]);
    // Not a launch page: nothing to send its addresses to.
    expect(rules).not.toContain(addedPath[lang]);
  }
});
