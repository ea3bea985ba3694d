import { expect, type Page } from "@playwright/test";
import { languages, pages } from "../../app/lib/route-table.ts";

/** All 66 page paths, English and Spanish. */
export const allPaths = pages.flatMap((page) => languages.map((lang) => page.path[lang]));

/** Splits a list into `n` nearly equal parts, so a long walk can run in parallel tests. */
export function chunk<T>(items: readonly T[], n: number): T[][] {
  const size = Math.ceil(items.length / n);
  return Array.from({ length: n }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/** Collects console errors and uncaught exceptions (hydration mismatches show up here). */
export function watchConsole(page: Page): { errors: string[] } {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return { errors };
}

/** Waits until React has hydrated the page (the root marks it), so clicks reach React. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/** A form control by its label's visible text; a required field's label ends in an asterisk. */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}
