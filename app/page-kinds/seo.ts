import type { ImageMetadata } from "astro";
import { siteConfig } from "#app/content/site/index.ts";
import { type Lang, languages, type PageId, pages, servicePages } from "#app/lib/route-table.ts";

/**
 * One tag of a page's head, as data: the title, a `<meta>` by name or property, a `<link>`
 * (canonical, alternates) or JSON-LD. `MetaTags` (app/page-kinds/meta-tags.tsx) renders them.
 */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; hrefLang?: string }
  | { "script:ld+json": object };

/** The site's origin for absolute URLs: SITE_URL at build time, else the site config's. */
export const siteOrigin: string = (__SITE_URL__ || siteConfig.defaultOrigin).replace(/\/+$/, "");

export function absoluteUrl(path: string): string {
  return `${siteOrigin}${path === "/" ? "/" : path}`;
}

const ogLocale: Record<Lang, string> = { en: "en_US", es: "es_US" };

/**
 * The 1200×630 share cards (made by scripts/make/make-images.ts), one per section. Imported, so the
 * build writes each once under /assets/ with its content's hash in the name: cached for a year,
 * and a changed card gets a new URL that the networks fetch afresh.
 */
const shareCards = import.meta.glob<ImageMetadata>("/src/assets/share/*.png", { eager: true, import: "default" });

/** The share card of a page's section. */
function shareImageOf(pageId: PageId | undefined): string {
  const page = pageId ? pages.find((p) => p.id === pageId) : undefined;
  const byId: Record<string, string> = { services: "services", about: "about", contact: "contact" };
  const name = page?.service
    ? (servicePages.find((s) => s.slug === page.service)?.category ?? "services")
    : ((pageId && byId[pageId]) ?? "home");
  const card = shareCards[`/src/assets/share/${name}.png`];
  if (!card) throw new Error(`seo: no share card src/assets/share/${name}.png`);
  return card.src;
}

interface PageMetaInput {
  /** Route-table id of the page, for its canonical URL and alternates. Omit on the 404 pages. */
  pageId?: PageId;
  lang: Lang;
  /** The page's own title; the template adds the brand. */
  title: string;
  description: string;
  /** The home page's title stands alone. */
  titleIsComplete?: boolean;
  /** Structured data (JSON-LD objects) for this page. */
  jsonLd?: object[];
}

/**
 * One metadata helper: defaults, then language, then page. Gives a unique title, the description,
 * the canonical URL, hreflang alternates (en, es, x-default) and Open Graph / Twitter tags.
 * Pages without an id (the 404s) get `noindex` and no canonical or alternates.
 */
export function pageMeta({
  pageId,
  lang,
  title,
  description,
  titleIsComplete,
  jsonLd = [],
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = titleIsComplete ? title : `${title} — ${siteConfig.name}`;
  const image = absoluteUrl(shareImageOf(pageId));
  const common: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:locale", content: ogLocale[lang] },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: siteConfig.legalName },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: image },
  ];
  const page = pageId ? pages.find((p) => p.id === pageId) : undefined;
  if (!page) return [...common, { name: "robots", content: "noindex" }];

  const canonical = absoluteUrl(page.path[lang]);
  return [
    ...common,
    { property: "og:type", content: "website" },
    { property: "og:url", content: canonical },
    { property: "og:locale:alternate", content: ogLocale[lang === "en" ? "es" : "en"] },
    { tagName: "link", rel: "canonical", href: canonical },
    ...languages.map((l) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: l,
      href: absoluteUrl(page.path[l]),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(page.path.en) },
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}
