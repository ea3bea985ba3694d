/**
 * A question before a row or a list is deleted (docs/decisions/020): the editor asks, naming the
 * row or the choices; Cancel keeps them, OK deletes them. Before a service page is deleted, it asks
 * what becomes of each testimonial shown on that page only (issue 44).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { openFile } from "./editor-steps.ts";
import { buildCopy, contentOf, copyRoot, putBackAsInProject } from "./project-copy.ts";

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

const salesTaxes = "content/services/sales-taxes.json";
const testimonialsFile = "content/testimonials.json";

const irsLiens = "content/services/irs-liens.json";

/** Opens a service page by its name and asks to delete it: the editor's question, a dialog. */
async function askToRetire(page: Page, name = "Sales Tax Services") {
  await openFile(page, `Service page: ${name}`);
  await page.getByRole("button", { name: "Delete entry" }).click();
  const question = page.getByRole("dialog", { name: `Delete the page “${name}”?` });
  await expect(question).toBeVisible();
  return question;
}
const askToRetireSalesTaxes = (page: Page) => askToRetire(page);

type Testimonials = { testimonials: { name: string; pages: string[] }[] };

/** Takes off the Bookkeeping page one testimonial shown there only, so the page shows 2 and has room for one more. */
function makeRoomOnBookkeeping(): void {
  const data = JSON.parse(contentOf(testimonialsFile)) as Testimonials;
  const i = data.testimonials.findIndex((t) => t.pages.join() === "service/bookkeeping");
  expect(i).toBeGreaterThanOrEqual(0);
  data.testimonials.splice(i, 1);
  writeFileSync(join(copyRoot, testimonialsFile), `${JSON.stringify(data, null, 2)}\n`);
}

test.describe("retiring a service page", () => {
  test.beforeEach(() => putBackAsInProject([salesTaxes, irsLiens, testimonialsFile], []));
  test.afterEach(() => putBackAsInProject([salesTaxes, irsLiens, testimonialsFile], []));

  test("asks first, with a choice for each testimonial left on no page: Cancel keeps the page", async ({ page }) => {
    const question = await askToRetireSalesTaxes(page);
    await expect(question).toContainText(
      "3 testimonials are shown on “Sales Tax Services” only. Choose for each: show it on another page, or delete it.",
    );
    const choices = question.getByRole("combobox", { name: /^The testimonial of / });
    await expect(choices).toHaveCount(3);
    // Nothing chosen: the firm decides each one.
    for (const choice of await choices.all()) await expect(choice).toHaveValue("");
    await expect(
      choices.first().getByRole("option", { name: "Show it on Bookkeeping Services (shows 3 now)" }),
    ).toHaveCount(1);
    await expect(choices.first().getByRole("option", { name: /Sales Tax Services/ })).toHaveCount(0);
    await question.getByRole("button", { name: "Cancel: keep the page" }).click();
    await expect(question).toBeHidden();
    // Cancelled: Decap's own question never came, and the page is still open and on disk.
    await expect(page.getByText("Writing in Service pages collection")).toBeVisible();
    expect(existsSync(join(copyRoot, salesTaxes))).toBe(true);
  });

  test("refuses a move that would give a page a fourth testimonial, naming the page", async ({ page }) => {
    const before = contentOf(testimonialsFile);
    const question = await askToRetire(page);
    const choices = question.getByRole("combobox", { name: /^The testimonial of / });
    await choices.first().selectOption({ label: "Show it on Bookkeeping Services (shows 3 now)" });
    await expect(question.getByRole("status")).toContainText(
      "Bookkeeping Services would show 4 testimonials. A page shows 3 or none, so this would not be saved",
    );
    for (const choice of (await choices.all()).slice(1)) await choice.selectOption({ label: "Delete it" });
    await question.getByRole("button", { name: "Delete the page" }).click();
    await expect(question.getByRole("alert")).toContainText(
      "Nothing was deleted: the testimonials would not be saved: Testimonials: Bookkeeping Services shows 4 testimonials; it needs 3 (or none)",
    );
    expect(contentOf(testimonialsFile)).toBe(before);
    expect(existsSync(join(copyRoot, salesTaxes))).toBe(true);
  });

  test("refuses to delete a page another page still links to, naming it", async ({ page }) => {
    const before = contentOf(testimonialsFile);
    // IRS Levies' answers link to IRS Tax Liens: its deletion waits for that link to change.
    const linked = await askToRetire(page, "IRS Tax Liens");
    await expect(linked).toContainText("A link or card to it remains in: Service page: IRS Levies.");
    for (const choice of await linked.getByRole("combobox", { name: /^The testimonial of / }).all())
      await choice.selectOption({ label: "Delete it" });
    await linked.getByRole("button", { name: "Delete the page" }).click();
    await expect(linked.getByRole("alert")).toContainText(
      "Nothing was deleted: Service page: IRS Levies still links to this page. Change that link and publish, then delete the page.",
    );
    expect(existsSync(join(copyRoot, irsLiens))).toBe(true);
    expect(contentOf(testimonialsFile)).toBe(before);
  });

  test("shows one testimonial on the page chosen, deletes the others, then deletes the page, and the site builds", async ({
    page,
  }) => {
    makeRoomOnBookkeeping();
    const before = JSON.parse(contentOf(testimonialsFile)) as Testimonials;
    const orphans = before.testimonials.filter((t) => t.pages.join() === "service/sales-taxes").map((t) => t.name);
    expect(orphans).toHaveLength(3);
    const [moved = "", ...deleted] = orphans;
    const question = await askToRetireSalesTaxes(page);

    // Nothing chosen yet: refused, naming each, and nothing written.
    await question.getByRole("button", { name: "Delete the page" }).click();
    await expect(question.getByRole("alert")).toContainText(
      `Choose what becomes of the testimonials of ${orphans.join(", ")}: show it on another page, or delete it. Nothing was deleted.`,
    );
    expect(JSON.parse(contentOf(testimonialsFile))).toEqual(before);

    await question.getByRole("combobox", { name: `The testimonial of ${moved}` }).selectOption({
      label: "Show it on Bookkeeping Services (shows 2 now)",
    });
    // Three on the page after the move: nothing to say.
    await expect(question.getByRole("status")).toHaveText("");
    for (const name of deleted)
      await question.getByRole("combobox", { name: `The testimonial of ${name}` }).selectOption({ label: "Delete it" });

    // Then Decap's own question, accepted.
    const decapAsked = answerNextQuestion(page, true);
    await question.getByRole("button", { name: "Delete the page" }).click();
    // The testimonials saved, the question closes (a refusal would stay in it, as an alert).
    await expect(question).toBeHidden({ timeout: 30_000 });
    await decapAsked;
    await expect.poll(() => existsSync(join(copyRoot, salesTaxes)), { timeout: 15_000 }).toBe(false);

    const after = JSON.parse(contentOf(testimonialsFile)) as typeof before;
    expect(after.testimonials.find((t) => t.name === moved)?.pages).toEqual(["service/bookkeeping"]);
    for (const name of deleted) expect(after.testimonials.map((t) => t.name)).not.toContain(name);
    // Every other testimonial as it was, and the file in the editor's own form.
    expect(after.testimonials.filter((t) => t.name !== moved)).toEqual(
      before.testimonials.filter((t) => !orphans.includes(t.name)),
    );
    expect(contentOf(testimonialsFile)).toBe(`${JSON.stringify(after, null, 2)}\n`);

    buildCopy();
    const built = (path: string) => readFileSync(join(copyRoot, "build/client", path, "index.html"), "utf8");
    expect(built("services/bookkeeping")).toContain(moved);
    expect(built("es/servicios/contabilidad")).toContain(moved);
    expect(existsSync(join(copyRoot, "build/client/services/sales-taxes/index.html"))).toBe(false);
    const everyPage = readdirSync(join(copyRoot, "build/client"), { recursive: true, encoding: "utf8" })
      .filter((path) => path.endsWith(".html"))
      .map((path) => readFileSync(join(copyRoot, "build/client", path), "utf8"))
      .join("\n");
    for (const name of deleted) expect(everyPage).not.toContain(name);
  });
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
