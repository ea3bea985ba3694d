/**
 * A problem inside a closed row is shown, not only listed (docs/decisions/020): the editor opens
 * the row and puts the cursor in the field, and the problem's entry in the list opens it again.
 */
import { expect, type Page, test } from "@playwright/test";
import { openFileWatching, payrollPage, publish } from "./editor-steps.ts";

/** The closed row whose summary is `summary` (the `column`th so written), opened or closed by its arrow. */
const rowArrow = (page: Page, summary: string, column = 0) =>
  page.getByText(summary, { exact: true }).nth(column).locator("..").getByRole("button").first();

test("signed consent ticked in a row then closed: the save opens the row at its date, and the list's entry opens it again", async ({
  page,
}) => {
  const expectNothingSaved = await openFileWatching(page, { label: "Testimonials", file: "content/testimonials.json" });
  await rowArrow(page, "Rosa M.").click();
  await page
    .getByRole("switch", { name: /Signed consent on file/ })
    .first()
    .click();
  const date = page.getByLabel("Date signed").first();
  await expect(date).toBeVisible();
  await rowArrow(page, "Rosa M.").click();
  await expect(date).toBeHidden();

  await publish(page);
  const problems = page.getByRole("alert", { name: /^Not saved/ });
  await expect(problems).toBeVisible();
  await expect(date).toBeVisible();
  await expect(date).toBeFocused();

  await rowArrow(page, "Rosa M.").click();
  await expect(date).toBeHidden();
  await problems.getByRole("button", { name: "Testimonials › 1 › Consent › Date signed" }).click();
  await expect(date).toBeVisible();
  await expect(date).toBeFocused();
  expectNothingSaved();
});

test("a Spanish answer emptied in a row then closed: the save opens that row in the Spanish column", async ({
  page,
}) => {
  const question = "¿Pueden pagarles a mis trabajadores del campo?";
  const expectNothingSaved = await openFileWatching(page, payrollPage);
  await rowArrow(page, question).click();
  // The one answer box shown, that row's; held by its id, as its label is every row's.
  const id = await page.getByRole("textbox", { name: "Answer", exact: true }).getAttribute("id");
  const answer = page.locator(`[id="${id}"]`);
  await answer.fill("");
  await rowArrow(page, question).click();
  await expect(answer).toBeHidden();

  await publish(page);
  await expect(page.getByRole("alert", { name: /^Not saved/ })).toContainText(
    "Español › Frequently asked questions › 4 › Answer",
  );
  await expect(answer).toBeVisible();
  await expect(answer).toBeFocused();
  expectNothingSaved();
});
