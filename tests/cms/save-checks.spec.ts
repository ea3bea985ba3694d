/**
 * Nothing the build would refuse is saved (docs/decisions/020): each mistake the firm's office
 * manager made, made again through the editor's own pages; the editor lists it under the field's
 * label and the file on disk is unchanged. (Every mistake is also planted in a file by
 * app/cms/save-checks.test.ts, which runs the same check the editor runs.)
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { openFile, openFileWatching, payrollPage, pictureFile, publish, uploadPicture } from "./editor-steps.ts";
import { contentOf } from "./project-copy.ts";

/** Publishes, then reads the editor's list of what stops the save. */
async function refused(page: Page, label: string, message: string | RegExp): Promise<void> {
  await publish(page);
  const problems = page.getByRole("alert", { name: /^Not saved/ });
  await expect(problems).toBeVisible();
  await expect(problems.getByRole("listitem").filter({ hasText: label })).toContainText(message);
  // Decap's own notice says it in words too, with no code ("Failed to persist entry: Error:").
  await expect(page.getByText(/^Not saved: (one value needs|\d+ values need) correcting/)).toBeVisible();
  await expect(page.getByText(/Failed to persist|Error:/)).toHaveCount(0);
}

/**
 * A closed row of a list, found by the summary Decap shows on it, opened by its first button (the
 * arrow; Decap's buttons there have an icon and no name). `column` counts the summaries so written
 * (the English column's first in a copy file).
 */
async function openRow(page: Page, summary: string, column = 0): Promise<Locator> {
  const row = page.getByText(summary, { exact: true }).nth(column).locator("..");
  await row.getByRole("button").first().click();
  return row;
}

test("a yearly figure with a decimal value (the Additional Medicare Tax rate, 0.9) is saved, found by its name in words and its value's period", async ({
  page,
}) => {
  const file = "content/tax-figures.json";
  const value = () =>
    (JSON.parse(contentOf(file)).figures as { id: string; values: { value: number; note?: string }[] }[]).find(
      (f) => f.id === "additionalMedicareTaxRate",
    )?.values[0];
  await openFile(page, "Yearly tax figures");
  await openRow(page, "Additional Medicare Tax rate");
  // Its one value, named by its period and value.
  const period = await openRow(page, "Tax year 2026, from January 1: 0.9");
  await expect(period.getByLabel("Value", { exact: true })).toHaveValue("0.9");
  const note = "Paid by the employee alone, with no employer match, on wages above the threshold.";
  await period.getByLabel("Note").fill(note);
  await publish(page);
  await expect(page.getByText("Changes saved")).toBeVisible();
  await expect.poll(() => value()?.note).toBe(note);
  expect(value()?.value).toBe(0.9);
});

test("a 60-letter word in a Spanish page title is refused under its field, in words, and the file is unchanged", async ({
  page,
}) => {
  const expectNothingSaved = await openFileWatching(page, payrollPage);
  // The Spanish column's title: the second so labelled, the English on the left.
  await page.getByLabel("Page title").last().fill("Contabilidadparapequenosnegociosdelacostacentraldecalifornia");
  await refused(
    page,
    "Español › Page title",
    /has a word of 60 letters .*; a page title must have no word longer than 24 letters, so it fits a phone's screen/,
  );
  expectNothingSaved();
});

test("signed consent ticked without its date is refused, named under the testimonial, and the file is unchanged", async ({
  page,
}) => {
  const expectNothingSaved = await openFileWatching(page, { label: "Testimonials", file: "content/testimonials.json" });
  const row = await openRow(page, "Rosa M.");
  await row.getByRole("switch", { name: /Signed consent on file/ }).click();
  await refused(page, "Testimonials › 1 › Consent › Date signed", "is needed once signed consent is ticked");
  expectNothingSaved();
});

test("a link to a page the site does not have, in a question's answer, is refused and the file is unchanged", async ({
  page,
}) => {
  const expectNothingSaved = await openFileWatching(page, payrollPage);
  const row = await openRow(page, "How much does your payroll service cost?");
  await row.getByLabel("Answer").fill("Read [our price guide](page:service/no-such-page) before you call.");
  await refused(page, "English › Frequently asked questions › 1 › Answer", /service\/no-such-page/);
  expectNothingSaved();
});

test("Saturday opening at 14:00 and closing at 09:00 is refused under Opening hours, and the file is unchanged", async ({
  page,
}) => {
  const expectNothingSaved = await openFileWatching(page, { label: "The firm's details", file: "content/site.json" });
  // Saturday's box (its label's field): its own Opens and Closes, not the weekdays' or Sunday's.
  const saturday = page.getByText("Saturday", { exact: true }).locator("xpath=../..");
  await saturday.getByLabel("Opens").fill("14:00");
  await saturday.getByLabel("Closes").fill("09:00");
  await refused(page, "Opening hours › Saturday › Closes", "is 09:00, not after the opening time 14:00");
  expectNothingSaved();
});

test("an English question deleted, leaving more questions in Spanish, is refused and the file is unchanged", async ({
  page,
}) => {
  const expectNothingSaved = await openFileWatching(page, payrollPage);
  const english = page.getByText("How much does your payroll service cost?", { exact: true }).locator("..");
  // The row's top bar: its arrow, its handle for dragging, then × (delete), which asks first.
  page.once("dialog", (question) => question.accept());
  await english.getByRole("button").nth(2).click();
  await expect(page.getByText("How much does your payroll service cost?", { exact: true })).toHaveCount(0);
  // Deleting in the English column leaves the Spanish column's rows as they were (each language is its own list).
  await expect(page.getByText("6 frequently asked questions")).toBeVisible();
  await expect(page.getByText("5 frequently asked questions")).toBeVisible();
  await refused(page, "Español › Frequently asked questions", "6 entries in Spanish, 5 in English");
  expectNothingSaved();
});

/** Words too long or too short for a field of the payroll page (`column` 1 is the Spanish one), with the limit named. */
for (const { title, field, column, words, problem, limit } of [
  {
    title: "a 255-character page title is refused, with the longest the design takes, and the file is unchanged",
    field: "Page title",
    column: 0,
    words: "Payroll Services for Santa Maria Businesses ".repeat(6).slice(0, 255),
    problem: "English › Page title",
    limit: "is 255 characters; a page title must be at most 70",
  },
  {
    title: "a Spanish search description too short is refused, named in the Spanish column, and the file is unchanged",
    field: "Search result text",
    column: 1,
    words: "Nómina en Santa Maria.",
    problem: "Español › Search result text",
    limit: "must be at least 140 characters",
  },
  {
    title: "a 205-character search description is refused, with its message, and the file is unchanged",
    field: "Search result text",
    column: 0,
    words: "Payroll for Santa Maria businesses. ".repeat(6).slice(0, 205),
    problem: "English › Search result text",
    limit: "must be at most 160 characters",
  },
])
  test(title, async ({ page }) => {
    const expectNothingSaved = await openFileWatching(page, payrollPage);
    await page.getByLabel(field).nth(column).fill(words);
    await refused(page, problem, limit);
    expectNothingSaved();
  });

test("a picture 400 pixels wide is refused by the editor before it is saved, and the page keeps its picture", async ({
  page,
}) => {
  const file = "content/services/bookkeeping.json";
  const before = JSON.parse(contentOf(file)).en.artwork;
  const upload = await pictureFile("narrow-bookkeeping.png", 400, 400, "#047857");
  // As on GitHub, where a new upload is in no commit before the save: the picture's site address
  // has nothing, so the editor measures the file chosen.
  await page.route("**/content/pictures/narrow-bookkeeping.png", (route) => route.fulfill({ status: 404 }));
  await openFile(page, "Service page: Bookkeeping Services");
  await uploadPicture(page, page.getByRole("button", { name: "Choose different image" }).first(), upload);
  await refused(page, "English › Picture", "is 400 pixels wide; it must be at least 800 pixels wide");
  expect(JSON.parse(contentOf(file)).en.artwork).toBe(before);
});
