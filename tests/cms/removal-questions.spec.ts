/**
 * A question before a row or a list is deleted (docs/decisions/020): the editor asks, naming the
 * row or the choices; Cancel keeps them, OK deletes them.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { openFile } from "./editor-steps.ts";
import { copyRoot } from "./project-copy.ts";

/** Answers the next question the page asks, and gives its words. */
function answerNextQuestion(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once("dialog", async (dialog) => {
      expect(dialog.type()).toBe("confirm");
      await (accept ? dialog.accept() : dialog.dismiss());
      resolve(dialog.message());
    });
  });
}

test("deleting a question's row asks first: Cancel keeps the row, OK deletes it", async ({ page }) => {
  await openFile(page, "Service page: Sales Tax Services");
  const question = "How often do I have to file a sales tax return?";
  const row = page.getByText(question, { exact: true }).first().locator("..");
  const remove = row.getByRole("button").last();

  let asked = answerNextQuestion(page, false);
  await remove.click();
  expect(await asked).toMatch(/^Delete row 3 of “.+”: “How often do I have to file a sales tax return\?”\?/);
  // Counted as seen: Decap keeps a row's closed fields in the page, hidden, its question among them.
  await expect(page.getByText(question, { exact: true }).filter({ visible: true })).toHaveCount(1);

  asked = answerNextQuestion(page, true);
  await remove.click();
  await asked;
  await expect(page.getByText(question, { exact: true }).filter({ visible: true })).toHaveCount(0);
  await expect(page.getByText("UNSAVED CHANGES")).toBeVisible();
});

test("clearing the Still samples box asks first, naming the samples: Cancel keeps them, OK clears them", async ({
  page,
}) => {
  await openFile(page, "The firm's details");
  // The file's own box (each office's row, closed, has one too).
  const box = page.locator("[aria-label='select field']").filter({ hasText: "Still samples", visible: true }).first();
  const sample = box.getByRole("button", { name: /^Remove / }).first();
  await expect(sample).toBeVisible();
  const samples = await box.getByRole("button", { name: /^Remove / }).count();
  // react-select's "clear" indicator has no name: the first of the two at the box's end.
  const clear = box.locator("[class*='-indicatorContainer']").first();

  let asked = answerNextQuestion(page, false);
  await clear.click();
  expect(await asked).toMatch(/^Remove (“.+”|all \d+ choices \(.+\)) from “Still samples”\?/);
  await expect(box.getByRole("button", { name: /^Remove / })).toHaveCount(samples);

  asked = answerNextQuestion(page, true);
  await clear.click();
  await asked;
  await expect(box.getByRole("button", { name: /^Remove / })).toHaveCount(0);
});

test("deleting a service page asks first, naming its testimonials left on no page: Cancel keeps the page", async ({
  page,
}) => {
  await openFile(page, "Service page: Sales Tax Services");
  const asked = answerNextQuestion(page, false);
  await page.getByRole("button", { name: "Delete entry" }).click();
  const question = await asked;
  expect(question).toMatch(/^Delete the page “Sales Tax Services”, in English and Spanish\?/);
  expect(question).toMatch(/3 testimonials \(.+\) will show on no page/);
  // Cancelled: Decap's own question never came, and the page is still open and on disk.
  await expect(page.getByText("Writing in Service pages collection")).toBeVisible();
  expect(existsSync(join(copyRoot, "content/services/sales-taxes.json"))).toBe(true);
});

test("the firm's two offices can be neither added to nor deleted; the team's members can", async ({ page }) => {
  await openFile(page, "The firm's details");
  const offices = page.locator("[aria-label='list field']").filter({ hasText: "Offices" }).first();
  await expect(
    offices
      .getByText(/McClelland/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await expect(offices.getByRole("button", { name: /^Add/ })).toHaveCount(0);
  await page.goto("/admin/#/collections/team/entries/team");
  await expect(page.getByRole("button", { name: "Add team members" })).toBeVisible();
});
