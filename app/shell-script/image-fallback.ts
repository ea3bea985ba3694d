import * as shellHooks from "#app/lib/shell-hook-names.ts";
import { hookSelector } from "#app/lib/shell-hooks.ts";
/**
 * An image falls back to an alternate source when loading fails. An
 * `<img data-fallback-src>` switches to that source once; no inline `onerror` (the CSP forbids it).
 * An image that failed before this script ran is caught by its state.
 */
export function enhanceImageFallbacks(): void {
  const showFallback = (image: HTMLImageElement) => {
    const fallback = image.getAttribute(shellHooks.fallbackSrc);
    if (!fallback || image.getAttribute("src") === fallback) return;
    // A `<picture>`'s sources and the image's srcset win over its src, and an image (or its
    // clone) keeps the density of the candidate it picked (Chromium): a new image with the same
    // attributes but srcset and sizes takes the picture's place, so the fallback has its own size.
    const copy = document.createElement("img");
    for (const { name, value } of image.attributes) {
      if (name !== "srcset" && name !== "sizes") copy.setAttribute(name, value);
    }
    copy.src = fallback;
    (image.parentElement instanceof HTMLPictureElement ? image.parentElement : image).replaceWith(copy);
  };
  // Load errors do not bubble; the document sees them in the capture phase.
  document.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement) showFallback(event.target);
    },
    true,
  );
  for (const image of document.querySelectorAll<HTMLImageElement>(hookSelector(shellHooks.fallbackSrc, "img"))) {
    if (image.complete && image.naturalWidth === 0) showFallback(image);
  }
}
