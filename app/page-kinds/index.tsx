import type { ReactNode } from "react";
import { PageShell } from "#app/components/shell/page-shell.tsx";
import { type SiteContextValue, SiteProvider } from "#app/i18n/index.ts";
import { siteContextAt } from "#app/i18n/site-context.server.ts";
import { siteContextId, siteContextJson } from "#app/islands/island-site.ts";
import { allPages, languages, notFoundPaths } from "#app/lib/route-table.ts";
import { type IslandRow, pageKinds } from "./kinds.tsx";
import type { MetaDescriptor, PageImages, RenderedKind } from "./page-kind.ts";

export { firstScreenPreloads, type ImagePreload } from "./first-screen-preloads.ts";
export type { PageImages, RenderedKind } from "./page-kind.ts";

/**
 * What the Astro files call, build time only: the pages to write, and for each its head tags, its
 * island and its body (the table of kinds, ./kinds.tsx). Each is its own React root, so each gets
 * the site context as a prop.
 */

export interface BuiltPage {
  /** The path Astro writes, without the leading slash; undefined for the home page `/`. */
  param: string | undefined;
  kind: RenderedKind;
  site: SiteContextValue;
}

/** Every page the build writes: all pages of the route table in both languages, and the not-found pages. */
export function builtPages(): BuiltPage[] {
  const pageAt = (path: string, kind: RenderedKind): BuiltPage => ({
    param: path === "/" ? undefined : path.slice(1),
    kind,
    site: siteContextAt(path),
  });
  return [
    ...allPages.flatMap((page) => languages.map((lang) => pageAt(page.path[lang], page.kind))),
    ...languages.map((lang) => pageAt(notFoundPaths[lang], "not-found")),
  ];
}

/** The page's head tags: title, description, canonical, alternates, Open Graph, JSON-LD. */
export function metaOf(kind: RenderedKind, site: SiteContextValue): MetaDescriptor[] {
  const row = pageKinds[kind];
  return row.meta(row.data(site), site);
}

/** The page's island, if its kind has one, with all its props: the page's language and path first. */
export function islandOf(kind: RenderedKind, site: SiteContextValue) {
  const island: IslandRow | undefined = pageKinds[kind].island;
  return island && { ...island, props: { lang: site.lang, path: site.path, ...island.props(site) } };
}

/**
 * The page's own content, inside `<main>`. A page with an island first carries its site context
 * once, as JSON, for it (app/islands/island-site.ts); the island comes in its named slot.
 */
export function PageBody({
  kind,
  site,
  images = {},
  ...slots
}: {
  kind: RenderedKind;
  site: SiteContextValue;
  images?: PageImages;
  [slot: string]: unknown;
}) {
  const { Body, data, island } = pageKinds[kind];
  return (
    <SiteProvider value={site}>
      {island && (
        <script
          type="application/json"
          id={siteContextId}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, escaped by siteContextJson
          dangerouslySetInnerHTML={{ __html: siteContextJson(site) }}
        />
      )}
      <Body data={data(site)} images={images} island={island && (slots[island.slot] as ReactNode)} />
    </SiteProvider>
  );
}

/** The shell of every page (skip link, header, menus, `<main>` around `children`, footer). */
export function SiteShell({ site, children }: { site: SiteContextValue; children?: ReactNode }) {
  return (
    <SiteProvider value={site}>
      <PageShell>{children}</PageShell>
    </SiteProvider>
  );
}

/** Whether a path is one of the not-found pages (the body is marked for the shell's script). */
export const isNotFoundPath = (path: string) => Object.values(notFoundPaths).includes(path);
