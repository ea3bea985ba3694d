import { iconDataFor } from "#app/components/icons/icon-set.ts";
import { homeContent } from "#app/content/index.ts";
import type { SiteContextValue } from "#app/i18n/index.ts";
import { pageMeta } from "./seo.ts";
import { organizationJsonLd } from "./structured-data.ts";

/** Build time: the page's copy in its language and the icons it draws. */
export function homeData({ lang }: SiteContextValue) {
  const content = homeContent[lang];
  return { lang, content, icons: iconDataFor(content) };
}
export type HomeData = ReturnType<typeof homeData>;

export function homeMeta({ lang, content }: HomeData) {
  return pageMeta({
    pageId: "home",
    lang,
    title: content.metaTitle,
    titleIsComplete: true,
    description: content.metaDescription,
    jsonLd: [organizationJsonLd(lang)],
  });
}
