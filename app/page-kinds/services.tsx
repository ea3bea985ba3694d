import type { ReactNode } from "react";
import { iconDataFor } from "#app/components/icons/icon-set.ts";
import { PageBanner } from "#app/components/sections/page-banner.tsx";
import { directoryCards } from "#app/content/index.ts";
import { type SiteContextValue, useDictionary } from "#app/i18n/index.ts";
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

/** The services directory page around its island, the tabs and search, which the caller places. */
export function ServicesPage({ directory }: { directory: ReactNode }) {
  const dict = useDictionary();
  return (
    <>
      <PageBanner eyebrow={dict.directory.eyebrow} title={dict.directory.title} lead={dict.directory.lead} />
      {directory}
    </>
  );
}
