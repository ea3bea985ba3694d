import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { type SiteContextValue, SiteProvider } from "#app/i18n/index.ts";
import type { IslandData } from "./island.tsx";
import type { IslandName } from "./island-names.ts";

/**
 * Build time only (route loaders): renders an island on its own React root, exactly as its script
 * will hydrate it in the browser (app/islands/hydrate-island.tsx). A separate root gives the
 * island the same `useId` values on both sides; the page places the HTML with `<Island>`.
 */
export function renderIsland<P extends object>(
  name: IslandName,
  Component: ComponentType<P>,
  props: P,
  site: SiteContextValue,
): IslandData<P> {
  const html = renderToString(
    <SiteProvider value={site}>
      <Component {...props} />
    </SiteProvider>,
    { identifierPrefix: `${name}-` },
  );
  return { name, html, props };
}
