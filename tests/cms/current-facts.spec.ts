/**
 * The editor's preview and its check before a save fill the sentences' placeholders with the facts
 * as they are now, not as they were when /admin was built (docs/decisions/020): a fact saved in the
 * editor is on a page's preview at once, and a fact that would push a page's sentence over its
 * limit is refused at its own save, naming that sentence.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { openFile, publish } from "./editor-steps.ts";
import { copyRoot } from "./project-copy.ts";

const siteFile = join(copyRoot, "content/site.json");
const contentOf = () => readFileSync(siteFile, "utf8");

test.use({ viewport: { width: 1440, height: 1000 } });

test("the representative's name saved in the firm's details is on a service page's preview, without reloading the editor", async ({
  page,
}) => {
  const before = contentOf();
  try {
    await openFile(page, "The firm's details");
    await page.getByLabel("Full name", { exact: true }).fill("Maria Lopez");
    await publish(page);
    await expect(page.getByText("Changes saved")).toBeVisible();
    await expect.poll(() => JSON.parse(contentOf()).representative.name).toBe("Maria Lopez");

    // Through the editor's own links: the page is not loaded again, so /admin's script is the one
    // made before the save.
    await page.getByRole("link", { name: /Writing in The firm's details collection/ }).click();
    await page.getByRole("link", { name: "Service pages", exact: true }).click();
    await page.getByRole("link", { name: "IRS Audit Representation", exact: true }).click();
    await expect(page.getByText("Writing in Service pages collection")).toBeVisible({ timeout: 45_000 });
    await page.getByRole("button", { name: "Toggle preview" }).click();
    const preview = page.frameLocator("#preview-pane");
    await expect(preview.getByText(/You sign Form 2848 naming Maria Lopez as your representative/)).toBeVisible();
    await expect(preview.getByText(/Robert Chen/)).toHaveCount(0);
  } finally {
    writeFileSync(siteFile, before);
  }
});

test("a short name that makes the contact page's search description too long is refused at its save, naming that sentence", async ({
  page,
}) => {
  const before = contentOf();
  await openFile(page, "The firm's details");
  await page
    .getByLabel("Short name", { exact: true })
    .fill("NAIS Bookkeeping, Payroll and Tax Services of the Central Coast");
  await publish(page);
  const problems = page.getByRole("alert", { name: /^Not saved: The firm's details/ });
  await expect(problems).toContainText(
    "Sentences shared by pages (footer, contact page, forms, service pages' headings) › English › Contact page › Description in search results: is 208 characters",
  );
  await expect(problems).toContainText("› Español › Contact page › Description in search results: is 218 characters");
  expect(contentOf()).toBe(before);
});

/**
 * A fact changed since /admin was built and not in this session (another editor's save, here the
 * copy's file written directly): the editor's script was made from the project's files, so the
 * preview can only have the new name through Decap's backend, which reads the copy.
 */
test("a representative's name changed outside this session is read through Decap's backend when a preview opens", async ({
  page,
}) => {
  const before = contentOf();
  try {
    const site = JSON.parse(before);
    writeFileSync(
      siteFile,
      `${JSON.stringify({ ...site, representative: { ...site.representative, name: "Ana Ruiz" } }, null, 2)}\n`,
    );
    await openFile(page, "Service page: IRS Audit Representation");
    await page.getByRole("button", { name: "Toggle preview" }).click();
    const preview = page.frameLocator("#preview-pane");
    await expect(preview.getByText(/You sign Form 2848 naming Ana Ruiz as your representative/)).toBeVisible();
  } finally {
    writeFileSync(siteFile, before);
  }
});
