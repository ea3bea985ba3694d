/** What a person does in the editor at /admin, for the editor's end-to-end tests. */
import { expect, type Page } from "@playwright/test";

/** Signs in to the local backend (no account) and opens a content file by its label, as staff would. */
export async function openFile(page: Page, label: string): Promise<void> {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  // The file's name in the list of collections, then its card in that collection (the second link so named).
  const links = page.getByRole("link", { name: label, exact: true });
  await links.first().click();
  await expect(links).toHaveCount(2);
  await links.last().click();
  await expect(page.getByText(`Writing in ${label} collection`)).toBeVisible();
}

export async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}
