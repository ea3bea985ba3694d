import { iconDataFor } from "#app/components/icons/icon-set.ts";
import { servicePageContent, type TemplateServiceSlug } from "#app/content/index.ts";
import type { SiteContextValue } from "#app/i18n/index.ts";
import { pageOfSite } from "./page-kind.ts";
import { servicePageMeta } from "./structured-data.ts";

/** Build time: the copy of this one service page, in its language. */
export function serviceData(site: SiteContextValue) {
  const page = pageOfSite(site);
  const slug = page.service as TemplateServiceSlug | undefined;
  const content = slug && servicePageContent[slug];
  if (!slug || !content) throw new Error(`service page: no copy for "${page.id}"`);
  return {
    pageId: page.id,
    slug,
    lang: site.lang,
    content: content[site.lang],
    icons: iconDataFor(content[site.lang]),
  };
}
export type ServiceData = ReturnType<typeof serviceData>;

export function serviceMeta(data: ServiceData, { dictionary }: SiteContextValue) {
  return servicePageMeta(data, dictionary.nav.links);
}
