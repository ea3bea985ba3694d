import type { SiteContextValue } from "#app/i18n/index.ts";
import { pageMeta } from "./seo.ts";
import { organizationJsonLd } from "./structured-data.ts";

export function contactMeta({ lang, dictionary }: SiteContextValue) {
  return pageMeta({
    pageId: "contact",
    lang,
    title: dictionary.contactPage.title,
    description: dictionary.contactPage.metaDescription,
    jsonLd: [organizationJsonLd(lang)],
  });
}
