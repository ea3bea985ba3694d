/**
 * A removal means gone (issue 44, docs/decisions/029): a picture is published only while a content
 * file names it, so a team member deleted in the editor takes her photo off the built site; every
 * uploaded picture is on the Media page, where deleting one removes it from the repository, and a
 * picture a page still shows is refused there, naming the page's file.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { openFile, pictureFile, publish, uploadPicture } from "./editor-steps.ts";
import { buildCopy, contentOf, copyRoot, putBackAsInProject } from "./project-copy.ts";

const team = "content/team.json";
const photo = "content/pictures/maria-de-la-cruz.png";

test.use({ viewport: { width: 1440, height: 1000 } });
test.beforeEach(() => putBackAsInProject([team], [photo]));
test.afterEach(() => putBackAsInProject([team], [photo]));

/** Every file of the built site whose name holds `name`. */
const builtFilesNamed = (name: string) =>
  readdirSync(join(copyRoot, "build/client"), { recursive: true, encoding: "utf8" }).filter((path) =>
    path.includes(name),
  );

/** Accepts the next question the page asks. */
function acceptNextQuestion(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once("dialog", async (dialog) => {
      await dialog.accept();
      resolve(dialog.message());
    });
  });
}

/** Signs in, opens the Media page and selects the picture named `name`. */
async function selectOnMediaPage(page: Page, name: string): Promise<void> {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("button", { name: "Media" }).click();
  await findOnMediaPage(page, name);
}

/** Types the picture's name in the Media page's search (its grid draws only the cards in view) and selects it. */
async function findOnMediaPage(page: Page, name: string): Promise<void> {
  await page.getByPlaceholder("Search...").fill(name);
  await page.getByText(name, { exact: true }).click();
  await expect(page.getByRole("button", { name: "Delete selected" })).toBeEnabled();
}

test("a team member deleted in the editor takes her photo off the built site; deleting it on the Media page removes the file", async ({
  page,
}) => {
  await openFile(page, "Team");
  const member = () => page.getByText("Maria de la Cruz", { exact: true }).first().locator("..");
  await member().getByRole("button").first().click();
  await uploadPicture(
    page,
    page.getByRole("button", { name: "Choose an image" }).last(),
    await pictureFile("maria-de-la-cruz.png", 900, 900, "#0f766e"),
  );
  await publish(page);
  await expect(page.getByText("Changes saved")).toBeVisible();
  await expect.poll(() => contentOf(team)).toContain(`/${photo}`);
  buildCopy();
  expect(builtFilesNamed("maria-de-la-cruz").length).toBeGreaterThan(0);
  // Only the WebP files the page draws are published, not the uploaded original, which no page shows.
  expect(builtFilesNamed("maria-de-la-cruz").filter((path) => !path.endsWith(".webp"))).toEqual([]);

  // She leaves the firm: her row is deleted (the file opened again, its rows closed), the question answered.
  await page.reload();
  await expect(page.getByText("Writing in Team collection")).toBeVisible({ timeout: 45_000 });
  const asked = acceptNextQuestion(page);
  await member().getByRole("button").last().click();
  expect(await asked).toMatch(/“Maria de la Cruz”/);
  await publish(page);
  await expect.poll(() => contentOf(team)).not.toContain("Maria de la Cruz");
  buildCopy();
  expect(builtFilesNamed("maria-de-la-cruz")).toEqual([]);
  const site = await page.context().newPage();
  await site.goto("/about-nais");
  await expect(site.getByText("Norma Alvarez").first()).toBeVisible();
  await expect(site.getByText("Maria de la Cruz")).toHaveCount(0);

  // The photo is still in the repository, listed on the Media page, and deleted there.
  expect(existsSync(join(copyRoot, photo))).toBe(true);
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Media" }).click();
  await findOnMediaPage(page, "maria-de-la-cruz.png");
  const deleting = acceptNextQuestion(page);
  await page.getByRole("button", { name: "Delete selected" }).click();
  await deleting;
  await expect.poll(() => existsSync(join(copyRoot, photo))).toBe(false);
});

test("a picture a page still shows is refused on the Media page, naming the page's file, and stays", async ({
  page,
}) => {
  await selectOnMediaPage(page, "payroll.webp");
  const deleting = acceptNextQuestion(page);
  await page.getByRole("button", { name: "Delete selected" }).click();
  await deleting;
  await expect(page.getByText(/still shown by content\/services\/payroll\.json/)).toBeVisible();
  expect(existsSync(join(copyRoot, "content/pictures/payroll.webp"))).toBe(true);
});
