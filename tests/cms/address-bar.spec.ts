/**
 * Switching straight from one entry to another by the address bar shows the second entry's own
 * values (issue 44: Decap kept the first one's in the form).
 */
import { expect, test } from "@playwright/test";
import { openFile } from "./editor-steps.ts";

test("an entry opened from the address bar after another shows its own values", async ({ page }) => {
  await openFile(page, "Service page: Payroll Services");
  const menuName = page.getByRole("textbox", { name: "Name in the menus" }).first();
  await expect(menuName).toHaveValue("Payroll Services");
  await page.evaluate(() => {
    window.location.hash = "#/collections/services/entries/bookkeeping";
  });
  await expect(page.getByRole("textbox", { name: "Name in the menus" }).first()).toHaveValue(/Bookkeeping/, {
    timeout: 45_000,
  });
});
