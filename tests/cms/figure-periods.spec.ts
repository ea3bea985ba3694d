/**
 * Tax figures by period, as the firm meets them (docs/decisions/026): in December the editor's
 * "Coming figure changes" names the yearly figures still without next year's value; next year's
 * minimum wage is added beside this year's through the editor's own fields and saved; the list then
 * shows the change on January 1; the preview shows each day's value; and the copy built for
 * December 31 and for January 1 shows each day's wage, on the page and in its structured data,
 * in English and in Spanish. The value is the test's own, in a throwaway copy of the project.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { publish } from "./editor-steps.ts";
import { buildCopy, contentOf, copyRoot, putBackAsInProject } from "./project-copy.ts";

const file = "content/tax-figures.json";
const wageValues = () =>
  (JSON.parse(contentOf(file)).figures as { id: string; values: { taxYear: number; value: number }[] }[]).find(
    (figure) => figure.id === "californiaMinimumWage",
  )?.values;

/** A page of the copy as built, and the words of its FAQPage structured data. */
function builtPage(path: string): { html: string; faqAnswers: string } {
  const html = readFileSync(join(copyRoot, "build/client", path, "index.html"), "utf8");
  const faqAnswers = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map(
      (match) =>
        JSON.parse(match[1] ?? "{}") as { "@type"?: string; mainEntity?: { acceptedAnswer: { text: string } }[] },
    )
    .filter((data) => data["@type"] === "FAQPage")
    .flatMap((data) => data.mainEntity?.map((entity) => entity.acceptedAnswer.text) ?? [])
    .join("\n");
  return { html, faqAnswers };
}

async function comingChanges(page: Page) {
  await page.getByRole("button", { name: /^Coming figure changes/ }).click();
  const list = page.getByRole("dialog", { name: "Coming tax figure changes" });
  await expect(list).toBeVisible();
  return list;
}

test.use({ viewport: { width: 1440, height: 1000 } });
test.beforeEach(() => putBackAsInProject([file], []));
test.afterEach(() => putBackAsInProject([file], []));

test("next year's minimum wage, added in December beside this year's, shows on January 1 in the preview and the built pages", async ({
  page,
}) => {
  // December 2, in California: the editor's day.
  await page.clock.setFixedTime(new Date("2026-12-02T18:00:00Z"));
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  let list = await comingChanges(page);
  await expect(list).toContainText(
    "California minimum wage, per hour: no value for tax year 2027 yet (the last is for 2026)",
  );
  await list.getByRole("button", { name: "Close" }).click();

  // The file, from the list of collections (signed in already), as openFile does after its sign-in.
  const links = page.getByRole("link", { name: "Yearly tax figures", exact: true });
  await links.first().click();
  await expect(links).toHaveCount(2);
  await links.last().click();
  await expect(page.getByText("Writing in Yearly tax figures collection")).toBeVisible({ timeout: 45_000 });
  const row = page.getByText("California minimum wage, per hour", { exact: true }).last().locator("..");
  await row.getByRole("button").first().click();
  await row.getByRole("button", { name: /^Add value/ }).click();
  await row.getByLabel("Tax year").last().fill("2027");
  await row.getByLabel("Value", { exact: true }).last().fill("17.5");
  await row.getByLabel("Official source").last().fill("https://www.dir.ca.gov/dlse/faq_minimumwage.htm");
  await publish(page);
  await expect(page.getByText("Changes saved")).toBeVisible();
  // Beside this year's, not instead of it.
  await expect
    .poll(wageValues)
    .toEqual([
      expect.objectContaining({ taxYear: 2026, value: 16.9 }),
      expect.objectContaining({ taxYear: 2027, value: 17.5 }),
    ]);

  // Through the editor's own links: the list is of the figures as this session saved them.
  await page.getByRole("link", { name: /Writing in Yearly tax figures collection/ }).click();
  list = await comingChanges(page);
  await expect(list).toContainText("January 1, 2027: California minimum wage, per hour: $16.90 → $17.50 (2027)");
  await expect(list).not.toContainText("California minimum wage, per hour: no value");
  await list.getByRole("button", { name: "Close" }).click();

  // The preview shows what a build started that day would publish.
  await page.getByRole("link", { name: "Service pages", exact: true }).click();
  await page.getByRole("link", { name: "Payroll Services", exact: true }).click();
  await expect(page.getByText("Writing in Service pages collection")).toBeVisible({ timeout: 45_000 });
  await page.getByRole("button", { name: "Toggle preview" }).click();
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.getByText(/minimum wage of \$16\.90 an hour in 2026/).first()).toBeAttached();
  await page.clock.setFixedTime(new Date("2027-01-01T18:00:00Z"));
  // A word typed redraws the pane, on the new day.
  await page.getByLabel("Page title").fill("Payroll Services for Employers");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Payroll Services for Employers");
  await expect(preview.getByText(/minimum wage of \$17\.50 an hour in 2027/).first()).toBeAttached();
  await expect(preview.getByText(/\$72,800 a year/).first()).toBeAttached();

  // The site built on each side of the day.
  buildCopy("2026-12-31");
  const december = builtPage("services/payroll");
  expect(december.html).toContain("minimum wage of $16.90 an hour in 2026");
  expect(december.faqAnswers).toContain("minimum wage of $16.90 an hour in 2026");
  expect(december.faqAnswers).toContain("$70,304 a year");

  buildCopy("2027-01-01");
  const january = builtPage("services/payroll");
  expect(january.html).toContain("minimum wage of $17.50 an hour in 2027");
  expect(january.faqAnswers).toContain("minimum wage of $17.50 an hour in 2027");
  expect(january.faqAnswers).toContain("$72,800 a year");
  const spanish = builtPage("es/servicios/nominas");
  expect(spanish.html).toContain("$17.50 la hora en 2027");
  expect(spanish.faqAnswers).toContain("$17.50 la hora en 2027");
});
