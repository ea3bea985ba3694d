import { describe, expect, it } from "vitest";
import { allPages, appPageKinds, languages, prerenderPaths, seoFiles } from "#app/lib/route-table.ts";
import { builtPages, metaOf } from "./index.tsx";
import { pageKinds } from "./kinds.tsx";

describe("builtPages (the pages Astro writes, src/pages/[...path].astro)", () => {
  it("are every page the route table prerenders, and the not-found pages", () => {
    const paths = builtPages().map((page) => `/${page.param ?? ""}`);
    const prerendered = prerenderPaths().filter((path) => !(seoFiles as readonly string[]).includes(path));
    expect(paths.toSorted()).toEqual(prerendered.toSorted());
    // Every page of the route table in each language, and each language's not-found page.
    expect(paths).toHaveLength(languages.length * (allPages.length + 1));
  });

  it("each get a title and a description in the language of their path", () => {
    for (const { kind, site } of builtPages()) {
      const meta = metaOf(kind, site);
      const title = meta.find((m) => "title" in m);
      expect(title, site.path).toBeDefined();
      expect(
        meta.some((m) => "name" in m && m.name === "description"),
        site.path,
      ).toBe(true);
      expect(site.lang, site.path).toBe(site.path === "/es" || site.path.startsWith("/es/") ? "es" : "en");
    }
  });
});

describe("pageKinds (the table of kinds)", () => {
  it("gives an island to exactly the route table's app page kinds", () => {
    const withIsland = Object.entries(pageKinds).flatMap(([kind, row]) => (row.island ? [kind] : []));
    expect(withIsland.toSorted()).toEqual([...appPageKinds].toSorted());
  });

  it("gives each island its own name and slot", () => {
    const islands = Object.values(pageKinds).flatMap((row) => (row.island ? [row.island] : []));
    expect(new Set(islands.map((island) => island.name)).size).toBe(islands.length);
    expect(new Set(islands.map((island) => island.slot)).size).toBe(islands.length);
  });
});
