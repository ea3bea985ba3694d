import { type ComponentType, useEffect } from "react";
import { SiteProvider } from "#app/i18n/index.ts";
import type { Lang } from "#app/lib/route-table.ts";
import { islandSite } from "./island-site.ts";

/** What every island gets besides its own props: its page's language and path (JSON, like all props). */
export interface IslandPage {
  lang: Lang;
  path: string;
}

/** The document's attribute that lists, by name, the islands that have started on the page. */
export const startedIslandsAttribute = "data-islands-started";

/**
 * An island for Astro's `client:` directives (docs/decisions/018): the component under its page's
 * site context (`islandSite`), so the build and the browser render the same tree. Once started it
 * adds `name` to the document's `data-islands-started`, for tests and tools whose subject is the
 * island's own work (its fetches, toasts); a visitor's first tap never waits for it (decision 023).
 */
export function withSite<P extends object>(Component: ComponentType<P>, name: string) {
  function SiteIsland({ lang, path, ...props }: P & IslandPage) {
    useEffect(() => {
      const root = document.documentElement;
      const started = new Set(root.getAttribute(startedIslandsAttribute)?.split(" ").filter(Boolean));
      root.setAttribute(startedIslandsAttribute, [...started.add(name)].join(" "));
    }, []);
    return (
      <SiteProvider value={islandSite(lang, path)}>
        <Component {...(props as unknown as P)} />
      </SiteProvider>
    );
  }
  SiteIsland.displayName = `SiteIsland(${name})`;
  return SiteIsland;
}
