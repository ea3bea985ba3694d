/**
 * The one route table: every page of the site, once, with its English and Spanish path.
 * Astro's page route, the prerender list, the language switch, the menus and the sitemap all
 * derive from it. Adding a page means adding one row here (and its copy in the dictionaries); a
 * service page is its content file alone (`servicePages` below).
 *
 * Plain TypeScript importing only its siblings `language-path.ts`, `service-categories.ts` and the
 * generated `service-rows.ts`, because the Node server and the scripts load it too. The islands do not: a path they link to
 * comes in their props, computed at build time, so the table stays out of their code.
 */

import { canonicalPath, type Lang, langOfPath, languages } from "./language-path.ts";
import { type ServiceCategory, serviceCategories } from "./service-categories.ts";
import { templateServiceRows } from "./service-rows.ts";

export { canonicalPath, type Lang, langOfPath, languages, type ServiceCategory, serviceCategories };

/**
 * The QuickBooks courses page: a service page with its own kind (its layout and island,
 * app/page-kinds/kinds.tsx) and its own content file (`content/pages/quickbooks.json`), so its row is
 * written here, not generated.
 */
const quickbooksCoursesRow = {
  slug: "quickbooks-courses",
  es: "cursos-quickbooks",
  category: "quickbooks",
  menuOrder: 25,
  kind: "quickbooks",
} as const;

type ServiceRow = (typeof templateServiceRows)[number] | typeof quickbooksCoursesRow;

/**
 * One row per service page, in menu order: its English and Spanish slug, the menu category it sits
 * in and its place (its name: app/content/service-names.ts). The template pages' rows come from their content files,
 * `content/services/<slug>.json`, through the generated `service-rows.ts` (`npm run generate:services`).
 */
export const servicePages: readonly ServiceRow[] = [...templateServiceRows, quickbooksCoursesRow].sort(
  (a, b) => a.menuOrder - b.menuOrder,
) satisfies readonly { slug: string; es: string; category: ServiceCategory }[];

export type ServiceSlug = (typeof servicePages)[number]["slug"];

/** Which kind of page it is: each kind is one row of `app/page-kinds/kinds.tsx`. */
export type PageKind =
  | "home"
  | "about"
  | "contact"
  | "services"
  | "legal"
  | "service"
  | "quickbooks"
  | "tax-calendar"
  | "form-result";

/**
 * How a page reaches the browser (docs/decisions/018-astro-renders-the-react-pages.md): a *document* page is
 * HTML and CSS plus the shell's small script; an *app* page (a form or a filter) also hydrates its
 * island. These kinds are app pages, the kinds with an island in app/page-kinds/kinds.tsx (a test
 * holds the two together), for the scripts and tests that cannot load React.
 */
export const appPageKinds: ReadonlySet<PageKind> = new Set<PageKind>(["contact", "services", "quickbooks"]);

interface PageRow {
  id: string;
  kind: PageKind;
  path: Record<Lang, string>;
}

const sitePages = [
  { id: "home", kind: "home", path: { en: "/", es: "/es" } },
  { id: "about", kind: "about", path: { en: "/about-nais", es: "/es/sobre-nais" } },
  { id: "services", kind: "services", path: { en: "/services", es: "/es/servicios" } },
  { id: "contact", kind: "contact", path: { en: "/contact", es: "/es/contacto" } },
  { id: "tax-calendar", kind: "tax-calendar", path: { en: "/tax-calendar", es: "/es/calendario-de-impuestos" } },
  {
    id: "privacy",
    kind: "legal",
    path: { en: "/privacy-policy", es: "/es/politica-privacidad" },
  },
  { id: "terms", kind: "legal", path: { en: "/terms", es: "/es/terminos" } },
] as const satisfies readonly PageRow[];

/** The pages with a name in the menus (`nav.links` in the dictionaries): the site's own, not the service pages. */
export type SitePageId = (typeof sitePages)[number]["id"];
export type ServicePageId = `service/${ServiceSlug}`;
export type FormResultPageId = (typeof formResultRows)[number]["id"];
/** Every page's id: a misspelt id in a link, a card or a menu fails the type-check. */
export type PageId = SitePageId | ServicePageId | FormResultPageId;

export interface Page extends PageRow {
  /** Stable id. Service pages: `service/<slug>`. */
  id: PageId;
  /** Set on service pages. */
  service?: ServiceSlug;
}

export const pages: readonly Page[] = [
  ...sitePages,
  ...servicePages.map(
    (s): Page => ({
      id: `service/${s.slug}`,
      kind: "kind" in s ? s.kind : "service",
      path: { en: `/services/${s.slug}`, es: `/es/servicios/${s.es}` },
      service: s.slug,
    }),
  ),
];

/**
 * Pages that answer a contact form sent without JavaScript (the function redirects there). They
 * exist in both languages but are not indexed, not in the sitemap and not in the menus.
 */
const formResultRows = [
  { id: "contact-thank-you", kind: "form-result", path: { en: "/contact/thank-you", es: "/es/contacto/gracias" } },
  { id: "contact-check", kind: "form-result", path: { en: "/contact/check", es: "/es/contacto/revisar" } },
] as const satisfies readonly PageRow[];
export const formResultPages: readonly Page[] = formResultRows;

/** Every routed page: the indexable ones and the form-result pages. */
export const allPages: readonly Page[] = [...pages, ...formResultPages];

/** The not-found pages are prerendered at these paths; the server answers unknown paths with them and a 404. */
export const notFoundPaths: Record<Lang, string> = { en: "/404", es: "/es/404" };

const pageByPath = new Map<string, { page: Page; lang: Lang }>(
  allPages.flatMap((page) => languages.map((lang) => [page.path[lang], { page, lang }] as const)),
);

export function findPage(pathname: string): { page: Page; lang: Lang } | undefined {
  return pageByPath.get(canonicalPath(pathname));
}

export function pageById(id: PageId): Page {
  const page = allPages.find((p) => p.id === id);
  if (!page) throw new Error(`No page with id "${id}" in the route table`);
  return page;
}

/** The path of a page in a language, by its id: how every link of the site is written. */
export function pathOf(id: PageId, lang: Lang): string {
  return pageById(id).path[lang];
}

/** Files for search engines, prerendered by resource routes. */
export const seoFiles = ["/sitemap.xml", "/robots.txt"] as const;

/** Every path the build writes: all pages in both languages, the form-result and 404 pages, and the SEO files. */
export function prerenderPaths(): string[] {
  return [
    ...allPages.flatMap((page) => languages.map((lang) => page.path[lang])),
    ...languages.map((lang) => notFoundPaths[lang]),
    ...seoFiles,
  ];
}
