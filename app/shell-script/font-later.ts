/**
 * On the first page of a visit the head script marks the document `font-later`: its text is painted
 * in the metric-matched fallback (app.css, decision 015) and the web font is not fetched before the
 * first paint, so the largest paint waits for neither (docs/decisions/024). Once the browser reports
 * that paint, this lifts the mark: the browser fetches Inter and swaps it in without moving a line.
 */
export const fontLaterClass = "font-later";

export function swapInWebFontAfterFirstPaint(): void {
  const root = document.documentElement;
  if (!root.classList.contains(fontLaterClass)) return;
  const liftTheMark = () => root.classList.remove(fontLaterClass);
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    // No paint timing (older Safari): after the page's load, which follows its first paint.
    if (document.readyState === "complete") liftTheMark();
    else addEventListener("load", liftTheMark, { once: true });
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    liftTheMark();
  });
  observer.observe({ type: "paint", buffered: true });
}
