/**
 * On the first page of a visit the head script marks the document `font-later`: its text is painted
 * in the metric-matched fallback (app.css, decision 015) and the web font is not fetched before the
 * first paint, so the largest paint waits for neither (docs/decisions/024).
 *
 * Once the browser reports that paint, this loads Inter from the address app.css gives it and adds
 * it under the family that the mark's font stack names first, `laterFontFamily`, which nothing else
 * declares. The mark stays: a font arriving for a family already in use costs the browser one layout
 * of the text, whereas lifting the mark changed the font stack of every element and restyled them all
 * first, the longest task after the first paint (decision 024).
 */
export const fontLaterClass = "font-later";
export const laterFontFamily = "Inter Later";
/** The family of app.css's @font-face for Inter, whose address and ranges the later family reuses. */
const webFontFamily = "Inter Variable";

export function swapInWebFontAfterFirstPaint(): void {
  if (!document.documentElement.classList.contains(fontLaterClass)) return;
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    // No paint timing (older Safari): after the page's load, which follows its first paint.
    if (document.readyState === "complete") loadLaterFont();
    else addEventListener("load", loadLaterFont, { once: true });
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    loadLaterFont();
  });
  observer.observe({ type: "paint", buffered: true });
}

function loadLaterFont(): void {
  const rule = webFontRule();
  if (!rule) return;
  const descriptor = (name: string) => rule.style.getPropertyValue(name) || undefined;
  const face = new FontFace(laterFontFamily, rule.style.getPropertyValue("src"), {
    weight: descriptor("font-weight"),
    style: descriptor("font-style"),
    unicodeRange: descriptor("unicode-range"),
    display: "swap",
  });
  // Added once loaded, so that the browser swaps it in with one layout; a failed fetch leaves the fallback.
  face.load().then(
    () => document.fonts.add(face),
    () => {},
  );
}

/** app.css's @font-face rule for Inter (a top-level rule of a same-origin sheet). */
function webFontRule(): CSSFontFaceRule | undefined {
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
        return rule;
      }
    }
  }
  return undefined;
}
