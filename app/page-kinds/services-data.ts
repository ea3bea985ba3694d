import { iconDataFor } from "#app/components/icons/icon-set.ts";
import { directoryCards } from "#app/content/index.ts";
import type { SiteContextValue } from "#app/i18n/index.ts";
import { pageMeta } from "./seo.ts";

/** Build time: the props of the directory's island (`ServicesDirectory`), in the page's language. */
export function directoryProps({ lang }: SiteContextValue) {
  const cards = directoryCards[lang];
  return { cards, icons: iconDataFor(cards) };
}

export function servicesMeta({ lang, dictionary }: SiteContextValue) {
  return pageMeta({
    pageId: "services",
    lang,
    title: dictionary.directory.title,
    description: dictionary.directory.metaDescription,
  });
}
