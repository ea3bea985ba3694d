/**
 * The site's one script of its own (docs/decisions/018-astro-renders-the-react-pages.md), on every page: it
 * enhances what the prerendered HTML already does, found by data attributes, in the manner of
 * GOV.UK Frontend. Every page works without it; with it, the theme toggle, the language choice,
 * the menus' finer points, the carousel's pager, a filter's place in the address, the dialogs' buttons in older browsers, Back to top, the video, the pictures placed after the first paint and images' fallbacks
 * come alive. Listeners are delegated to the document where they can be, so an
 * island's re-render never loses them.
 */
import { enhanceCarousels } from "./carousel.ts";
import { keepChoicesInUrl } from "./choice-in-url.ts";
import { enableDialogCommands } from "./dialog-commands.ts";
import { fetchWebFontForNextPages } from "./font-later.ts";
import { enhanceImageFallbacks } from "./image-fallback.ts";
import { enhanceLanguage, startVisitAndOfferSpanish } from "./language.ts";
import { enhanceMenus } from "./menus.ts";
import { enhanceScrollToTop } from "./scroll-to-top.ts";
import { drawHeldSectionsAfterLoad } from "./sections-after-load.ts";
import { enhanceTheme } from "./theme.ts";
import { loadVideoExtrasWhenNear, playVideosInView } from "./video.ts";
import { showCurrentYear } from "./year.ts";

/**
 * What a visitor may use the moment the shell starts (the theme toggle's pressed state, the language
 * toggle, the menus, the dialogs' buttons, Back to top, a filter's place in the address): run
 * together in the shell's first task.
 */
const forFirstTaps = [
  enhanceTheme,
  enhanceLanguage,
  enhanceMenus,
  enableDialogCommands,
  enhanceScrollToTop,
  keepChoicesInUrl,
];

/**
 * The rest, each in a task of its own: all at once made the shell's start one long task of the page
 * (decision 024), and none of them is waited for by a tap.
 */
const eachInItsOwnTask = [
  startVisitAndOfferSpanish,
  enhanceImageFallbacks,
  enhanceCarousels,
  loadVideoExtrasWhenNear,
  playVideosInView,
  showCurrentYear,
  drawHeldSectionsAfterLoad,
  fetchWebFontForNextPages,
];

function run(enhance: () => void): void {
  try {
    enhance();
  } catch (error) {
    // One enhancement failing (an old browser missing an API) leaves the others working.
    reportError(error);
  }
}

/** Lets the browser run what waits (input first) before going on: `scheduler.yield` where there is one. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resume) => setTimeout(resume));
}

async function start(): Promise<void> {
  forFirstTaps.forEach(run);
  for (const enhance of eachInItsOwnTask) {
    await yieldToBrowser();
    run(enhance);
  }
  // Said on the document, for whoever must wait for the enhancements (end-to-end tests, tools).
  document.documentElement.dataset.shell = "started";
}

// A page the browser prerendered (speculation rules) starts when the visitor actually opens it,
// so it sees the theme, language choice and navigation of that moment.
if ((document as Document & { prerendering?: boolean }).prerendering) {
  document.addEventListener("prerenderingchange", () => void start(), { once: true });
} else {
  void start();
}
