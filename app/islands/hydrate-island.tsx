import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { type SiteContextValue, SiteProvider } from "#app/i18n/index.ts";
import { readScriptJson } from "./island-json.ts";
import type { IslandName } from "./island-names.ts";

/**
 * In the browser: hydrates every container of island `name` with its props from the page, under
 * the page's site context (`#site-context`, written by the root). The tree must be the one
 * `renderIsland` rendered at build time.
 */
export function hydrateIsland<P extends object>(name: IslandName, Component: ComponentType<P>): void {
  const site = readScriptJson<SiteContextValue>(document.getElementById("site-context"));
  for (const container of document.querySelectorAll(`[data-island="${name}"]`)) {
    const props = readScriptJson<P>(container.nextElementSibling);
    hydrateRoot(
      container,
      <SiteProvider value={site}>
        <Component {...props} />
      </SiteProvider>,
      { identifierPrefix: `${name}-` },
    );
  }
}
