/**
 * "Find a value" searches every file (issue 44): an office's street, typed without its capitals,
 * is found in the firm's details, named as the editor names the field, and its link opens the file
 * at that field: its row opened, the cursor in it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { projectRoot } from "./project-copy.ts";

test("an office's street is found from the header, named by its field, and its link opens the firm's details at it", async ({
  page,
}) => {
  const street: string = JSON.parse(readFileSync(join(projectRoot, "content/site.json"), "utf8")).offices[1].street;
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("button", { name: "Find a value" }).click();
  await page.getByRole("searchbox", { name: /Words or a value/ }).fill(street.toLowerCase());
  await expect(page.getByRole("status")).toHaveText(/^1 found\.$/);
  const result = page.getByRole("link", { name: "The firm's details › Offices › 2 › Street address" });
  await expect(result).toBeVisible();
  await result.click();
  await expect(page.getByText("Writing in The firm's details collection")).toBeVisible({ timeout: 45_000 });
  await expect(page.locator(":focus")).toHaveValue(street);
});
