import type { SiteContextValue } from "#app/i18n/index.ts";
import { pageMeta } from "./seo.ts";

export function notFoundMeta({ lang, dictionary }: SiteContextValue) {
  return pageMeta({ lang, title: dictionary.notFound.title, description: dictionary.notFound.metaDescription });
}
