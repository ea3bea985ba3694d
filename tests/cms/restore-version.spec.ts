/**
 * A page's history in the editor (docs/decisions/028): the versions of its file in the working
 * copy's git, with who and when; a version compared with the file now, field by field; "Restore
 * this version" writes that version's bytes back, or refuses a version the site would now refuse.
 */
import { execFileSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { whenInWords } from "#app/cms/file-history.ts";
import { openFile, payrollPage } from "./editor-steps.ts";
import { contentOf, copyRoot, putBackAsInProject } from "./project-copy.ts";

const { file, label } = payrollPage;

/** Commits the file as `text` in the copy's own repository, by `author` at `date`. */
function commit(text: string, author: string, date: string, subject: string): void {
  writeFileSync(join(copyRoot, file), text);
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", `user.name=${author}`, "-c", "user.email=office@example.com", ...args], {
      cwd: copyRoot,
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    });
  git("add", file);
  git("commit", "--quiet", "--message", subject);
}

/** The file with its English or Spanish title set to `title`, in the form the editor writes. */
function withTitle(text: string, lang: "en" | "es", title: string): string {
  const data = JSON.parse(text);
  data[lang].title = title;
  return `${JSON.stringify(data, null, 2)}\n`;
}

const broken = { author: "Ana Ruiz", date: "2026-03-01T08:00:00-08:00" };
const launched = { author: "Maria Lopez", date: "2026-03-02T09:15:00-08:00" };
const edited = { author: "James Carter", date: "2026-03-03T14:40:00-08:00" };
let launchedText: string;

test.beforeEach(() => {
  putBackAsInProject([file], []);
  rmSync(join(copyRoot, ".git"), { recursive: true, force: true });
  execFileSync("git", ["init", "--quiet"], { cwd: copyRoot });
  launchedText = contentOf(file);
  // Three versions: the oldest with its Spanish title emptied (the site refuses that today),
  // the page as launched, then yesterday's edit of its English title.
  commit(withTitle(launchedText, "es", ""), broken.author, broken.date, "Spanish title cleared by hand");
  commit(launchedText, launched.author, launched.date, "Payroll page as launched");
  commit(
    withTitle(launchedText, "en", "Payroll for Small Businesses"),
    edited.author,
    edited.date,
    "Editor: update services (content/services/payroll.json)",
  );
});

test.afterEach(() => {
  putBackAsInProject([file], []);
  rmSync(join(copyRoot, ".git"), { recursive: true, force: true });
});

/** Opens the page's file, then its History; the dialog. */
async function openHistory(page: Page) {
  await openFile(page, label);
  await page.getByRole("button", { name: "History", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `History of ${label}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

const version = (dialog: ReturnType<Page["getByRole"]>, { date }: { date: string }) =>
  dialog.getByRole("listitem").filter({ hasText: whenInWords(date) });

test("restores the version before yesterday's edit: the file is that version, byte for byte, and the editor shows it", async ({
  page,
}) => {
  const dialog = await openHistory(page);
  await expect(version(dialog, edited)).toContainText(`by ${edited.author} (the newest)`);
  await expect(version(dialog, launched)).toContainText(`by ${launched.author}`);
  await expect(version(dialog, launched)).toContainText("Payroll page as launched");

  await version(dialog, launched).getByRole("button", { name: "Compare with now" }).click();
  const compare = page.getByRole("dialog", { name: `The version of ${whenInWords(launched.date)}, and now` });
  const title = compare.getByRole("rowgroup", { name: "English › Page title" });
  await expect(title.getByRole("cell").first()).toHaveText("Payroll Services");
  await expect(title.getByRole("cell").last()).toHaveText("Payroll for Small Businesses");
  await expect(compare.getByRole("table")).toContainText("One value differs");

  await compare.getByRole("button", { name: "Restore this version" }).click();
  await expect.poll(() => contentOf(file)).toBe(launchedText);
  // The editor opens the file again, from the file as restored.
  await expect(page.getByLabel("Page title").first()).toHaveValue("Payroll Services", { timeout: 45_000 });
});

test("refuses a version the site would now refuse, naming the field, and writes nothing", async ({ page }) => {
  const before = contentOf(file);
  const dialog = await openHistory(page);
  await version(dialog, broken).getByRole("button", { name: "Compare with now" }).click();
  const compare = page.getByRole("dialog", { name: `The version of ${whenInWords(broken.date)}, and now` });
  const spanishTitle = compare.getByRole("rowgroup", { name: "Español › Page title" });
  await expect(spanishTitle.getByRole("cell").first()).toHaveText("(empty)");
  await compare.getByRole("button", { name: "Restore this version" }).click();
  const refusal = compare.getByRole("alert");
  await expect(refusal).toContainText("Not restored");
  await expect(refusal).toContainText("Español › Page title");
  expect(contentOf(file)).toBe(before);
});
