/**
 * The firm edits the tax calendar in the editor like every other content file (issue 46): a
 * deadline's day changed there is saved into content/tax-calendar.json and the built page and feed
 * show the new date; a deadline whose official source is emptied, or whose rule lacks a box its kind
 * needs, is refused under its field.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { openFile, openFileWatching, publish } from "./editor-steps.ts";
import { buildCopy, contentOf, putBackAsInProject } from "./project-copy.ts";

const calendar = { label: "Tax calendar: deadlines and postponements", file: "content/tax-calendar.json" };

test.use({ viewport: { width: 1440, height: 1000 } });
test.beforeEach(() => putBackAsInProject([calendar.file], []));
test.afterEach(() => putBackAsInProject([calendar.file], []));

/** A deadline's row, found by the summary Decap shows on it ("Form 1040 (form-1040)"), opened. */
async function openDeadline(page: Page, summary: string): Promise<Locator> {
  const row = page.getByText(summary, { exact: true }).locator("..");
  await row.getByRole("button").first().click();
  return row;
}

test("a deadline's day changed in the editor is saved, and the built page and feed show the new date", async ({
  page,
}) => {
  await openFile(page, calendar.label);
  const form1040 = await openDeadline(page, "Form 1040 (form-1040)");
  // The rule's kind, a select, and its own boxes, optional in the form and checked on save (app/cms/fields.ts).
  await expect(form1040.getByText("A day of a month of the tax year, or after it", { exact: true })).toBeVisible();
  await form1040.getByLabel("Day (optional)", { exact: true }).fill("20");
  await publish(page);
  await expect(page.getByText("Changes saved")).toBeVisible();
  const saved = JSON.parse(contentOf(calendar.file));
  expect(saved.rules.find((rule: { id: string }) => rule.id === "form-1040").rule).toEqual({
    kind: "taxYearMonth",
    counting: "afterTaxYearEnd",
    month: 4,
    day: 20,
  });

  // Built as on June 1, 2026: the return for 2026 is now due on Tuesday, April 20, 2027.
  buildCopy("2026-06-01");
  await page.goto("/tax-calendar");
  const entry = page.getByRole("listitem").filter({ hasText: "File your federal income tax return" });
  await expect(entry).toContainText("Tuesday, April 20");
  await page.goto("/es/calendario-de-impuestos");
  await expect(
    page.getByRole("listitem").filter({ hasText: "Presente su declaración de impuestos federal" }),
  ).toContainText("martes, 20 de abril", { ignoreCase: true });
  const feed = await (await page.request.get("/tax-calendar/individuals.ics")).text();
  expect(feed).toMatch(/UID:form-1040-2026@[^\r]*\r\nDTSTAMP:[^\r]*\r\nDTSTART;VALUE=DATE:20270420\r\n/);
});

test("a deadline whose source is emptied, or whose month is cleared, is refused under its field, and nothing is written", async ({
  page,
}) => {
  const expectNothingSaved = await openFileWatching(page, calendar);
  const form1040 = await openDeadline(page, "Form 1040 (form-1040)");
  const source = form1040.getByLabel("Official source");
  const address = await source.inputValue();
  await source.fill("");
  await publish(page);
  await expect(form1040.getByText("Official source is required.")).toBeVisible();
  expectNothingSaved();

  // A box of the rule's kind: optional in the form, refused by the schema's check on save.
  await source.fill(address);
  await form1040.getByLabel("Month (optional)", { exact: true }).fill("");
  await publish(page);
  const problems = page.getByRole("alert", { name: /^Not saved: Tax calendar/ });
  await expect(
    problems.getByRole("listitem").filter({ hasText: "Deadlines › 1 › When it is due › Month" }),
  ).toContainText("must be a month's number, 1 to 12");
  expectNothingSaved();
});
