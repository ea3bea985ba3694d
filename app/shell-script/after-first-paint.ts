/**
 * Runs `run` once the page has painted its first content (the paint timing entry), or at once
 * where the browser reports no paints. A page the browser prerendered paints when it is shown.
 */
export function afterFirstPaint(run: () => void): void {
  const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint") || painted()) {
    run();
    return;
  }
  new PerformanceObserver((_entries, observer) => {
    if (!painted()) return;
    observer.disconnect();
    run();
  }).observe({ type: "paint", buffered: true });
}
