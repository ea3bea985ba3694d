import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { servicePageContent, type TemplateServiceSlug } from "#app/content/index.ts";
import { serviceNames } from "#app/content/service-names.ts";
import { startedIslandsAttribute } from "#app/islands/with-site.tsx";
import { allPages, appPageKinds, type Lang, languages, notFoundPaths, pages } from "#app/lib/route-table.ts";

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

/** A service page as the specs use it: its paths, its name in the menus and its artwork's file name. */
export interface ServicePageUnderTest {
  slug: TemplateServiceSlug;
  id: `service/${TemplateServiceSlug}`;
  path: Record<Lang, string>;
  name: Record<Lang, string>;
  /** The built artwork's file name starts with it (`/content/pictures/payroll.webp` → `payroll`). */
  pictureName: string;
}

function servicePageUnderTest(slug: TemplateServiceSlug): ServicePageUnderTest {
  const page = pages.find((p) => p.service === slug);
  if (!page) throw new Error(`no service page ${slug}`);
  const artwork = servicePageContent[slug]?.en.artwork ?? "";
  return {
    slug,
    id: `service/${slug}`,
    path: page.path,
    name: { en: serviceNames.en[slug], es: serviceNames.es[slug] },
    pictureName: artwork.replace(/^.*\//, "").replace(/\.\w+$/, ""),
  };
}

/**
 * The service pages the specs try what every service page has on: the first and the last in menu
 * order, taken from the content files, so the firm may retire or add any page and the suite still
 * holds (tests/replay replays such edits). The QuickBooks courses page is a kind of its own.
 */
export const servicePagesUnderTest: readonly ServicePageUnderTest[] = pages.flatMap((page) =>
  page.kind === "service" && page.service ? [servicePageUnderTest(page.service as TemplateServiceSlug)] : [],
);
export const aServicePage = servicePagesUnderTest[0] as ServicePageUnderTest;
export const anotherServicePage = servicePagesUnderTest.at(-1) as ServicePageUnderTest;

/** Splits a list into `n` nearly equal parts, so a long walk can run in parallel tests. */
export function chunk<T>(items: readonly T[], n: number): T[][] {
  const size = Math.ceil(items.length / n);
  return Array.from({ length: n }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/** The two widths every island is tried at: a phone's and a desktop's. */
export const widths = [
  { name: "390 px", size: { width: 390, height: 844 } },
  { name: "1440 px", size: { width: 1440, height: 900 } },
] as const;

/**
 * Holds back every script the site serves from `/assets/` (an island's component, its renderer,
 * React, the shell's script) by a second, as a slow network would: a delay of the network, not
 * a wait in the test. What a visitor taps meanwhile must still count (docs/decisions/023).
 */
export async function delayScripts(page: Page, ms = 1000): Promise<void> {
  await page.route(/\/assets\/[^?]+\.js(\?.*)?$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fallback();
  });
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

/**
 * Waits until every CSS transition the page has started is over (a change of theme starts colour
 * transitions that last past the next frames, even under reduced motion), so what is read next is
 * the end state a visitor sees.
 */
export async function transitionsFinished(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (;;) {
      const running = document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState !== "finished");
      if (!running.length) return;
      await Promise.allSettled(running.map((a) => a.finished));
    }
  });
}

/** A form control by its label's visible text; a required field's label ends in an asterisk. */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
}

/**
 * Waits until the shell's script has started (it marks `<html data-shell="started">`), for the
 * header's and footer's enhancements (theme, language). Never for an island: a visitor does not
 * wait for hydration, so the tests tap an island's controls the moment they are visible, and
 * each of them must answer that first tap (docs/decisions/023).
 */
export async function scriptsStarted(page: Page): Promise<void> {
  await expect(page.locator("html[data-shell=started]")).toBeAttached();
}

/**
 * Waits until the island `name` has started (app/islands/with-site.tsx marks the document), first
 * bringing `near` into view for a `client:visible` one. Only for a test whose subject is the island's
 * own way (a form's validation, fetch and toasts), whose controls the "scripts a second late" tests
 * also tap before it starts (docs/decisions/023); never to make a first tap pass.
 */
export async function islandStarted(
  page: Page,
  name: "contact-form" | "services-directory" | "waitlist-form",
  near?: Locator,
): Promise<void> {
  await near?.scrollIntoViewIfNeeded();
  await expect(page.locator(`html[${startedIslandsAttribute}~="${name}"]`)).toBeAttached();
}

/**
 * Playwright's `test`, whose `page.goto` also waits for the shell's script to start (not for any
 * island). Pass `waitUntil` to wait for that alone (a page whose scripts are blocked on purpose).
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
