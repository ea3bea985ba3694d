/**
 * Seeing a page before it goes live (docs/decisions/020): "View Live" opens the page the file is
 * the words of, and the preview pane shows that page with the words not yet saved.
 */
import { expect, test } from "@playwright/test";
import { openFile } from "./editor-steps.ts";

for (const [label, path] of [
  ["Service page: Payroll Services", "/services/payroll"],
  ["Privacy policy", "/privacy-policy"],
  // The firm's facts are on every page: "View Live" opens the home page.
  ["The firm's details", "/"],
] as const) {
  test(`View Live from "${label}" opens ${path}`, async ({ page, baseURL }) => {
    await openFile(page, label);
    await expect(page.getByRole("link", { name: "View Live" })).toHaveAttribute("href", `${baseURL}${path}`);
  });
}
