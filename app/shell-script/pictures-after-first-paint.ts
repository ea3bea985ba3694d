import * as shellHooks from "#app/lib/shell-hook-names.ts";
import { hookSelector } from "#app/lib/shell-hooks.ts";
import { afterFirstPaint } from "./after-first-paint.ts";

/**
 * An empty image marked `data-after-first-paint` (ResponsiveImage's `afterFirstPaint`) gives its
 * place to the picture in the `<noscript>` after it, which a browser running scripts keeps as text.
 * The picture is requested once the page has painted its first content, not by the HTML, so a
 * phone paints its first screen without it; on a wide screen the head's preload has already
 * fetched it (docs/decisions/024).
 */
export function placePicturesAfterFirstPaint(): void {
  afterFirstPaint(placePictures);
}

function placePictures(): void {
  for (const stand of document.querySelectorAll(hookSelector(shellHooks.afterFirstPaint, "img"))) {
    const twin = stand.nextElementSibling;
    if (twin?.localName !== "noscript") continue;
    // Parsed in a template, whose images load only once they are in the document.
    const template = document.createElement("template");
    template.innerHTML = twin.textContent ?? "";
    stand.replaceWith(template.content);
  }
}
