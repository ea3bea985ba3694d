/**
 * The last sample of a box unticked once its value is real (docs/launch.md): the editor saves it,
 * as the build accepts it (Decap saves the emptied box as `null`, read as no samples).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { openFile, publish } from "./editor-steps.ts";
import { copyRoot } from "./project-copy.ts";

const site = () => JSON.parse(readFileSync(join(copyRoot, "content/site.json"), "utf8"));

test("an office's street replaced and its last sample unticked is saved, and the street is no longer a sample", async ({
  page,
}) => {
  await openFile(page, "The firm's details");
  await page.getByText("100 S McClelland St", { exact: true }).locator("..").getByRole("button").first().click();
  await page.getByLabel("Street address").first().fill("301 E Main St");
  // The office's own box of samples, holding only its street.
  const box = page
    .locator("[aria-label='select field']")
    .filter({ hasText: "Still samples", visible: true })
    .filter({ hasText: "Street address" })
    .first();
  await box.getByRole("button", { name: "Remove Street address" }).click();
  await publish(page);
  await expect(page.getByText("Changes saved")).toBeVisible();
  await expect.poll(() => site().offices[0].street).toBe("301 E Main St");
  expect(site().offices[0].samples ?? []).toEqual([]);
});
