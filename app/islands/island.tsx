import { jsonForScript } from "./island-json.ts";
import type { IslandName } from "./island-names.ts";

/** An island rendered at build time: its HTML and the props its script hydrates it with. */
export interface IslandData<P = unknown> {
  name: IslandName;
  html: string;
  props: P;
}

/**
 * Places a prerendered island in the page: its HTML in a container the island's script hydrates,
 * and its props as JSON beside it. The page's root adds the island's script (root.tsx).
 */
export function Island({ island, className }: { island: IslandData; className?: string }) {
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: React's own render of the island, at build time */}
      <div data-island={island.name} className={className} dangerouslySetInnerHTML={{ __html: island.html }} />
      <script
        type="application/json"
        data-island-props={island.name}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, escaped by jsonForScript
        dangerouslySetInnerHTML={{ __html: jsonForScript(island.props) }}
      />
    </>
  );
}

/** The islands a route's loader data carries, under `islands`. */
export function islandsOf(loaderData: unknown): IslandData[] {
  if (!loaderData || typeof loaderData !== "object" || !("islands" in loaderData)) return [];
  return Object.values(loaderData.islands as Record<string, IslandData>);
}
