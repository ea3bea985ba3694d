import type { ClientDirective } from "astro";

/**
 * `client:painted` (registered in astro.config.ts): hydrates an island once the page has painted
 * its first text, then when the browser is next idle. Astro's `client:idle` can fire earlier: the
 * main thread is idle while the first paint waits for the stylesheet, and the island's chunks
 * (React among them) would then compete with the stylesheet and the font for the network. Nothing
 * of ours loads before the first paint (docs/decisions/018-astro-renders-the-react-pages.md).
 * A browser that does not report paints hydrates after the load event. A page prerendered by the
 * browser paints, and so hydrates, when it is shown.
 */
const painted: ClientDirective = (load) => {
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    const run = async () => (await load())();
    if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
  };
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      hydrate();
    }).observe({ type: "paint", buffered: true });
  } else if (document.readyState === "complete") hydrate();
  else addEventListener("load", hydrate, { once: true });
};

export default painted;

declare module "astro" {
  interface AstroClientDirectives {
    "client:painted"?: boolean;
  }
}
