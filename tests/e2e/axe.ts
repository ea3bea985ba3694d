/**
 * axe-core run in the page itself: its source injected once per document, then `axe.run` for
 * each scan. `@axe-core/playwright`'s builder injects the source twice per scan and by default
 * finishes every scan in a new blank page, which only cross-origin frames need: about three times
 * the cost of the scan itself. The rules and results are axe's own either way (the builder's
 * legacy mode calls the same `axe.run`).
 */
import { expect, type Page } from "@playwright/test";
import axe from "axe-core";
import { sectionsAfterLoadClass } from "#app/shell-script/sections-after-load.ts";

type WithAxe = { axe: typeof axe };

/** axe's violations on the page as it is now, by the rules `runOnly` selects. */
export async function axeViolations(page: Page, runOnly: axe.RunOnly): Promise<axe.Result[]> {
  // A frame would be left out of the scan: the site has none, and must say so here if it gets one.
  if (page.frames().length > 1) throw new Error(`${page.url()} has frames: scan them with @axe-core/playwright`);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  await sectionsGivenBack(page);
  await drawEverySection(page);
  // `resultTypes`: axe works out every rule as before, but builds the selectors and HTML of every
  // node for the violations only (one node each for passes, incomplete and inapplicable, which are
  // not read here): axe's own advice for speed, the same violations found.
  return page.evaluate(
    (options) => (window as unknown as WithAxe).axe.run(document, options).then((results) => results.violations),
    { runOnly, resultTypes: ["violations"] } satisfies axe.RunOptions,
  );
}

/**
 * Until a page has loaded, the shell holds its sections after the hero, then gives them back one per
 * frame (decision 024, `sections-after-load`). A scan during that reads a page still changing under
 * it (the footer's colours failed axe's contrast rule now and then): scanned once it has settled.
 */
async function sectionsGivenBack(page: Page): Promise<void> {
  await expect(page.locator(`html:not(.${sectionsAfterLoadClass})`)).toBeAttached();
}

/**
 * Sections with `content-visibility: auto` (decision 024) are drawn when the visitor nears them;
 * until then they have no paint for axe to read colours from, and the carousel's script has not
 * measured its track. Drawn here as the visitor would find them, then two frames for the scripts
 * that answer a first layout.
 */
async function drawEverySection(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
    }
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}
