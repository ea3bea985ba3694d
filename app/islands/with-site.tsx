import type { ComponentType } from "react";
import { SiteProvider } from "#app/i18n/index.ts";
import type { Lang } from "#app/lib/route-table.ts";
import { islandSite } from "./island-site.ts";

/** What every island gets besides its own props: its page's language and path (JSON, like all props). */
export interface IslandPage {
  lang: Lang;
  path: string;
}

/**
 * An island for Astro's `client:` directives (docs/decisions/018): the component under its page's
 * site context (`islandSite`), so the build and the browser render the same tree.
 */
export function withSite<P extends object>(Component: ComponentType<P>) {
  function SiteIsland({ lang, path, ...props }: P & IslandPage) {
    return (
      <SiteProvider value={islandSite(lang, path)}>
        <Component {...(props as unknown as P)} />
      </SiteProvider>
    );
  }
  SiteIsland.displayName = `SiteIsland(${Component.displayName ?? Component.name})`;
  return SiteIsland;
}
