/**
 * Nothing the build would refuse is saved (docs/decisions/020): each mistake the firm's office
 * manager made, made again through the editor's own pages; the editor lists it under the field's
 * label and the file on disk is unchanged. (Every mistake is also planted in a file by
 * app/cms/save-checks.test.ts, which runs the same check the editor runs.)
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { openFile, pictureFile, publish, uploadPicture } from "./editor-steps.ts";
import { copyRoot } from "./project-copy.ts";

const contentOf = (file: string) => readFileSync(join(copyRoot, file), "utf8");

/** Publishes, then reads the editor's list of what stops the save. */
async function refused(page: Page, label: string, message: string | RegExp): Promise<void> {
  await publish(page);
  const problems = page.getByRole("alert", { name: /^Not saved/ });
  await expect(problems).toBeVisible();
  await expect(problems.getByRole("listitem").filter({ hasText: label })).toContainText(message);
}

test("a Spanish search description too short is refused, named in the Spanish column, and the file is unchanged", async ({
  page,
}) => {
  const file = "content/services/payroll.json";
  const before = contentOf(file);
  await openFile(page, "Service page: Payroll Services");
  await page.getByLabel("Search result text").nth(1).fill("Nómina en Santa Maria.");
  await refused(page, "Español › Search result text", "must be at least 140 characters");
  expect(contentOf(file)).toBe(before);
});

test("a 205-character search description is refused, with its message, and the file is unchanged", async ({ page }) => {
  const file = "content/services/payroll.json";
  const before = contentOf(file);
  await openFile(page, "Service page: Payroll Services");
  await page
    .getByLabel("Search result text")
    .first()
    .fill("Payroll for Santa Maria businesses. ".repeat(6).slice(0, 205));
  await refused(page, "English › Search result text", "must be at most 160 characters");
  expect(contentOf(file)).toBe(before);
});

test("a picture 400 pixels wide is refused by the editor before it is saved, and the page keeps its picture", async ({
  page,
}) => {
  const file = "content/services/bookkeeping.json";
  const before = JSON.parse(contentOf(file)).en.artwork;
  const upload = await pictureFile("narrow-bookkeeping.png", 400, 400, "#047857");
  await openFile(page, "Service page: Bookkeeping Services");
  await uploadPicture(page, page.getByRole("button", { name: "Choose different image" }).first(), upload);
  await refused(page, "English › Picture", "is 400 pixels wide; it must be at least 800 pixels wide");
  expect(JSON.parse(contentOf(file)).en.artwork).toBe(before);
});
