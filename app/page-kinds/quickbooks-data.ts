import { iconDataFor } from "#app/components/icons/icon-set.ts";
import { quickbooksContent } from "#app/content/index.ts";
import type { SiteContextValue } from "#app/i18n/index.ts";
import { pageOfSite } from "./page-kind.ts";
import { servicePageMeta } from "./structured-data.ts";

/** Build time: the page's copy in its language and the icons it draws. */
export function quickbooksData(site: SiteContextValue) {
  const content = quickbooksContent[site.lang];
  return { pageId: pageOfSite(site).id, lang: site.lang, content, icons: iconDataFor(content) };
}
export type QuickbooksData = ReturnType<typeof quickbooksData>;

export function quickbooksMeta(data: QuickbooksData, { dictionary }: SiteContextValue) {
  return servicePageMeta(data, dictionary.nav.links);
}
