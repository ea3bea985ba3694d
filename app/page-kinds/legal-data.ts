import { legalDocuments } from "#app/content/index.ts";
import type { SiteContextValue } from "#app/i18n/index.ts";
import { pageOfSite } from "./page-kind.ts";
import { pageMeta } from "./seo.ts";

/** Build time: the privacy policy or the terms, in the page's language. */
export function legalData(site: SiteContextValue) {
  const id = pageOfSite(site).id;
  if (id !== "privacy" && id !== "terms") throw new Error(`legal: "${id}" is not a legal page`);
  return { pageId: id, lang: site.lang, document: legalDocuments[id][site.lang] };
}
export type LegalData = ReturnType<typeof legalData>;

export function legalMeta({ pageId, lang, document }: LegalData) {
  return pageMeta({ pageId, lang, title: document.title, description: document.metaDescription });
}
