import { afterFirstPaint } from "./after-first-paint.ts";
import { write } from "./storage.ts";
import { storageKeys } from "./storage-keys.ts";

/**
 * Until a page of this site has fetched Inter, the head script marks the document `font-later`: its
 * text is painted in the metric-matched fallback alone (app.css, decision 015) and nothing is swapped
 * in later, so the first paint waits for no font and no line moves after it (decision 024).
 * Once that page has loaded, this fetches Inter's file from the address app.css's @font-face
 * gives it, at low priority, into the browser's cache, and notes that it did
 * (`storageKeys.webFontCached`): the next pages paint in Inter from the start.
 */
export const fontLaterClass = "font-later";
/** The family of app.css's @font-face for Inter, whose address this fetches. */
const webFontFamily = "Inter Variable";

export function fetchWebFontForNextPages(): void {
  if (!document.documentElement.classList.contains(fontLaterClass)) return;
  const fetchFont = () => {
    const url = webFontUrl();
    if (!url) return;
    // A font is fetched in CORS mode; the same request as the @font-face's, so the next page finds it cached.
    fetch(url, { mode: "cors", credentials: "same-origin", priority: "low" } as RequestInit).then(
      (response) => {
        if (response.ok) write("local", storageKeys.webFontCached, "1");
      },
      () => {
        // Offline or blocked: the next page tries again.
      },
    );
  };
  // After the load event and the first paint: a small page can load before it paints.
  const whenLoaded = () => afterFirstPaint(fetchFont);
  if (document.readyState === "complete") whenLoaded();
  else addEventListener("load", whenLoaded, { once: true });
}

/** The address in app.css's @font-face rule for Inter (a top-level rule of a same-origin sheet). */
function webFontUrl(): string | undefined {
  for (const sheet of document.styleSheets) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // A sheet from another origin: not ours.
    }
    for (const rule of rules) {
      if (
        rule instanceof CSSFontFaceRule &&
        rule.style.getPropertyValue("font-family").replaceAll('"', "") === webFontFamily
      ) {
        const address = /url\(\s*["']?([^"')]+)/.exec(rule.style.getPropertyValue("src"))?.[1];
        return address && new URL(address, sheet.href ?? document.baseURI).href;
      }
    }
  }
  return undefined;
}
