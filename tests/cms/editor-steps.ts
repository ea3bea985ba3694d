/** The steps staff take in the editor, shared by the editor's end-to-end tests. */
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { contentOf } from "./project-copy.ts";

/**
 * Signs in to the local backend (no account) and opens a content file by its label, as staff would.
 * A service page ("Service page: Payroll Services") is an entry of the one "Service pages"
 * collection, found by its name.
 */
export async function openFile(page: Page, label: string): Promise<void> {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  const service = label.match(/^Service page: (.+)$/)?.[1];
  if (service) {
    await page.getByRole("link", { name: "Service pages", exact: true }).click();
    await page.getByRole("link", { name: service, exact: true }).click();
    await expect(page.getByText("Writing in Service pages collection")).toBeVisible();
    return;
  }
  // The file's name in the list of collections, then its card in that collection (the second link so named).
  const links = page.getByRole("link", { name: label, exact: true });
  await links.first().click();
  await expect(links).toHaveCount(2);
  await links.last().click();
  // Decap reads the entry through the local backend, then draws every field: longer than the
  // suite's 15 s on a busy machine for the largest files.
  await expect(page.getByText(`Writing in ${label} collection`)).toBeVisible({ timeout: 45_000 });
}

/** A content file as staff find it in the editor (`label`) and as the local backend saves it (`file`, in the copy). */
export interface ContentFile {
  label: string;
  file: string;
}

/** The page most of the editor's tests change: the payroll service page. */
export const payrollPage: ContentFile = {
  label: "Service page: Payroll Services",
  file: "content/services/payroll.json",
};

/**
 * Opens a content file by its label, as `openFile` does, and returns a check that its file still
 * reads as it did then: that nothing was saved.
 */
export async function openFileWatching(page: Page, { label, file }: ContentFile): Promise<() => void> {
  const before = contentOf(file);
  await openFile(page, label);
  return () => expect(contentOf(file), `${file} as it was`).toBe(before);
}

export async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

/** A picture as staff would upload one: `width` × `height` pixels of one colour, with a lighter band, as a PNG. */
export async function pictureFile(name: string, width: number, height: number, colour: string): Promise<string> {
  const file = join(tmpdir(), name);
  const band = await sharp({
    create: { width, height: Math.round(height / 4), channels: 3, background: "#ffffff" },
  })
    .png()
    .toBuffer();
  await sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([{ input: band, top: Math.round(height / 3), left: 0 }])
    .png()
    .toFile(file);
  return file;
}

/** Uploads `file` through the image field's button (`choose`) and Decap's media library, and chooses it. */
export async function uploadPicture(page: Page, choose: Locator, file: string): Promise<void> {
  await choose.click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByText("Upload", { exact: true }).click();
  await (await chooser).setFiles(file);
  await page.getByRole("button", { name: "Choose selected" }).click();
}
