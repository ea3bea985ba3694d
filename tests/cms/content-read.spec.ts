/**
 * The editor reads every content file through its backend after sign-in (docs/decisions/034): its
 * scripts carry none. While it reads, a notice says so; a file it cannot read is named in words,
 * and once it is read again the editor is the usual one, its checks and preview ready.
 */
import { expect, test } from "@playwright/test";
import { payrollPage } from "./editor-steps.ts";
import { contentOf } from "./project-copy.ts";

/** Words of the payroll page the site shows: its English description, after its last placeholder. */
const payrollWords = () =>
  (
    (JSON.parse(contentOf(payrollPage.file)) as { en: { description: string } }).en.description.split("}}").at(-1) ?? ""
  ).trim();

test("a content file that cannot be read is named in words, and the editor starts once it is read", async ({
  page,
}) => {
  let refuse = true;
  await page.route("**/api/v1", async (route) => {
    const body = route.request().postDataJSON() as { action?: string; params?: { path?: string } };
    if (refuse && body.action === "getEntry" && body.params?.path === "content/tax-figures.json")
      return route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"the disk is busy"}' });
    return route.continue();
  });
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  const notice = page.getByRole("alert").filter({ hasText: "Some of the site's content could not be read" });
  await expect(notice).toContainText("Yearly tax figures (content/tax-figures.json): the disk is busy");
  await expect(page.getByRole("button", { name: "History" })).toHaveCount(0);

  refuse = false;
  await notice.getByRole("button", { name: "Try again" }).click();
  await expect(notice).toHaveCount(0);
  await page.getByRole("link", { name: "Service pages", exact: true }).click();
  await page.getByRole("link", { name: "Payroll Services", exact: true }).click();
  await expect(page.getByText("Writing in Service pages collection")).toBeVisible();
  await page.getByRole("button", { name: "Toggle preview" }).click();
  await expect(page.frameLocator("#preview-pane").getByRole("main")).toContainText(payrollWords());
  await expect(page.getByRole("button", { name: "History" })).toBeVisible();
});

test("the scripts of the editor carry no content file's words", async ({ page, request }) => {
  for (const script of ["/admin/editor.js", "/admin/editor-checks.js"]) {
    const text = await (await request.get(script)).text();
    expect(text, script).not.toContain(payrollWords());
  }
  await page.goto("/admin/");
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
});
