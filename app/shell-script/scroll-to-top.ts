import * as shellHooks from "#app/lib/shell-hook-names.ts";
import { hookSelector } from "#app/lib/shell-hooks.ts";
import { onClick } from "./events.ts";

/** The button appears once the page has scrolled more than this (the specification's threshold). */
export const scrollToTopThreshold = 200;

/** The Back to top button (`[data-scroll-to-top]`): shown past the threshold; it returns to the top and to the main content. */
export function enhanceScrollToTop(): void {
  const button = document.querySelector<HTMLElement>(hookSelector(shellHooks.scrollToTop));
  if (!button) return;
  const update = () => {
    button.hidden = scrollY <= scrollToTopThreshold;
  };
  update();
  addEventListener("scroll", update, { passive: true });
  onClick(hookSelector(shellHooks.scrollToTop), () => {
    scrollTo({ top: 0 });
    document.getElementById("main-content")?.focus({ preventScroll: true });
  });
}
