import { iconDataFor } from "#app/components/icons/icon-set.ts";
import { aboutContent, homeContent } from "#app/content/index.ts";
import type { SiteContextValue } from "#app/i18n/index.ts";
import { pageMeta } from "./seo.ts";
import { organizationJsonLd } from "./structured-data.ts";

/** Build time: the page's copy in its language and the icons it draws. */
export function aboutData({ lang }: SiteContextValue) {
  const content = aboutContent[lang];
  const certifications = homeContent[lang].certifications;
  return { lang, content, certifications, icons: iconDataFor(content, certifications) };
}
export type AboutData = ReturnType<typeof aboutData>;

export function aboutMeta({ lang, content }: AboutData) {
  return pageMeta({
    pageId: "about",
    lang,
    title: content.title,
    description: content.metaDescription,
    jsonLd: [organizationJsonLd(lang)],
  });
}
