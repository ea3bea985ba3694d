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
/**
 * Also set by the head script on the first page of a visit: until Inter has been swapped in, every
 * section after the hero and the footer are drawn only when near (app.css), so the swap lays out the
 * first screen alone; lifted in the task after the swap's frame (decision 024, third round).
 */
export const sectionsAfterFontClass = "sections-after-font";
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
  if (!rule) {
    drawAllSectionsAfterNextPaint();
    return;
  }
  const descriptor = (name: string) => rule.style.getPropertyValue(name) || undefined;
  const face = new FontFace(laterFontFamily, rule.style.getPropertyValue("src"), {
    weight: descriptor("font-weight"),
    style: descriptor("font-style"),
    unicodeRange: descriptor("unicode-range"),
    display: "swap",
  });
  // Added once loaded, so that the browser swaps it in with one layout; a failed fetch leaves the fallback.
  face.load().then(() => {
    document.fonts.add(face);
    drawAllSectionsAfterNextPaint();
  }, drawAllSectionsAfterNextPaint);
}

/** The sections app.css holds back while the document has `sectionsAfterFontClass` (and the hero), in document order; none on app pages. */
const heldSections = "[data-sections-when-near] :is(main > section, main > [data-stagger] > section, footer)";

/**
 * The sections held back for the swap are given back one per frame, after the frame that painted the
 * swap (`data-drawn`, app.css): each one's first style and layout is a task of its own, where all at
 * once made one long task again. Given back, a section is what it was before the mark (app.css's rule
 * for `[data-sections-when-near]`): the footer, the dark sections and the carousel drawn, the others
 * drawn when near. Accessibility checkers judge an undrawn dark section's text against the page's
 * light background, so all are given back within a few frames of the swap.
 */
function drawAllSectionsAfterNextPaint(): void {
  const sections = [...document.querySelectorAll<HTMLElement>(heldSections)];
  const afterNextPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then));
  const giveBack = () => {
    const section = sections.shift();
    if (!section) {
      document.documentElement.classList.remove(sectionsAfterFontClass);
      return;
    }
    section.dataset.drawn = "";
    afterNextPaint(giveBack);
  };
  afterNextPaint(giveBack);
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
