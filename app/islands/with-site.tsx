import type { ComponentType } from "react";
import { type SiteContextValue, SiteProvider } from "#app/i18n/index.ts";

/**
 * An island for Astro's `client:` directives (docs/decisions/016): the component under its page's
 * site context, which it gets as a JSON prop like every other, so the build and the browser
 * render the same tree.
 */
export function withSite<P extends object>(Component: ComponentType<P>) {
  function SiteIsland({ site, ...props }: P & { site: SiteContextValue }) {
    return (
      <SiteProvider value={site}>
        <Component {...(props as unknown as P)} />
      </SiteProvider>
    );
  }
  SiteIsland.displayName = `SiteIsland(${Component.displayName ?? Component.name})`;
  return SiteIsland;
}
