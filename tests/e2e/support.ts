import { test as base, expect, type Page } from "@playwright/test";
import { allPages, appPageKinds, languages, notFoundPaths, pages } from "#app/lib/route-table.ts";

/** Every page's path of the route table (the form-result pages apart), English and Spanish. */
export const allPaths = pages.flatMap((page) => languages.map((lang) => page.path[lang]));

/**
 * The document pages (docs/decisions/018-astro-renders-the-react-pages.md): every page but the app pages,
 * with the form-result pages and the not-found pages (at their prerendered paths).
 */
export const documentPaths = [
  ...allPages.filter((page) => !appPageKinds.has(page.kind)).flatMap((page) => languages.map((l) => page.path[l])),
  ...languages.map((lang) => notFoundPaths[lang]),
];

/** The 6 app pages: contact, the services directory and the QuickBooks courses page, in both languages. */
export const appPaths = pages
  .filter((page) => appPageKinds.has(page.kind))
  .flatMap((page) => languages.map((lang) => page.path[lang]));

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

/** Lets the browser run the frames it has scheduled (scroll and resize events, layout). */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** A form control by its label's visible text; a required field's label ends in an asterisk. */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

/**
 * Waits until the page's own scripts have started, as a visitor would before using what they
 * enhance: the shell's (it marks `<html data-shell="started">`) and an app page's islands (Astro
 * removes an island's `ssr` attribute once it has hydrated). An island hydrated `client:visible`
 * waits to be scrolled to: it is brought into view, as a visitor scrolling to it would, and the
 * page is put back where it was.
 */
export async function scriptsStarted(page: Page): Promise<void> {
  await expect(page.locator("html[data-shell=started]")).toBeAttached();
  const islands = page.locator("astro-island");
  if ((await page.locator("astro-island[ssr]").count()) === 0) return;
  const start = await page.evaluate(() => [scrollX, scrollY] as const);
  for (const island of await islands.all()) {
    if ((await island.getAttribute("ssr")) === null) continue;
    if ((await island.getAttribute("client")) === "visible") {
      await island.evaluate((element) =>
        element.firstElementChild?.scrollIntoView({ block: "center", behavior: "instant" }),
      );
    }
    await expect(island).not.toHaveAttribute("ssr");
  }
  await page.evaluate(([left, top]) => scrollTo({ left, top, behavior: "instant" }), start);
}

/**
 * Playwright's `test`, whose `page.goto` also waits for the page's scripts to start, as a visitor
 * would before using what they enhance. Pass `waitUntil` to wait for that alone (a page whose
 * scripts are blocked on purpose).
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (!options?.waitUntil) await scriptsStarted(page);
        return response;
      };
    }
    await use(page);
  },
});

export { expect };
