/**
 * A save in the editor changes only the lines of the field changed (docs/decisions/020): the
 * content files are kept in the form the editor writes (`npm run format:content`), so the
 * repository's history shows each edit as it was made.
 */
import { execFileSync } from "node:child_process";
import { cpSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { openFile, publish } from "./editor-steps.ts";
import { copyRoot, projectRoot } from "./project-copy.ts";

const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Editor test", "-c", "user.email=editor@example.com", ...args], {
    cwd: copyRoot,
    encoding: "utf8",
  });

/** The copy's content/ as the repository holds it, committed in a repository of its own. */
function commitTheRepositorysContent(): void {
  cpSync(join(projectRoot, "content"), join(copyRoot, "content"), { recursive: true });
  git("init", "--quiet");
  git("add", "content");
  git("commit", "--quiet", "--allow-empty", "--message", "The repository's content");
}

/** `git diff --numstat` of the copy since that commit: "added<TAB>removed<TAB>file" a line. */
const changedLines = () => git("diff", "--numstat").trim();

const savedJson = (file: string) => JSON.parse(readFileSync(join(copyRoot, file), "utf8"));

test.beforeEach(commitTheRepositorysContent);

test("a phone number changed in the editor is one line changed in content/site.json", async ({ page }) => {
  await openFile(page, "The firm's details");
  await page.getByLabel("Phone number").fill("(805) 922-0147");
  await publish(page);
  await expect(page.getByText("Changes saved")).toBeVisible();
  await expect.poll(() => savedJson("content/site.json").phone).toBe("(805) 922-0147");
  expect(changedLines()).toBe("1\t1\tcontent/site.json");
});

test("a service page's Spanish title changed in the editor is one line changed in its file", async ({ page }) => {
  await openFile(page, "Service page: Payroll Services");
  // The Spanish column is the second.
  await page.getByLabel("Page title").nth(1).fill("Nómina para Pequeños Negocios");
  await publish(page);
  await expect(page.getByText("Changes saved")).toBeVisible();
  await expect.poll(() => savedJson("content/services/payroll.json").es.title).toBe("Nómina para Pequeños Negocios");
  expect(changedLines()).toBe("1\t1\tcontent/services/payroll.json");
});
