import { iconDataFor } from "#app/components/icons/icon-set.ts";
import { PageBanner } from "#app/components/sections/page-banner.tsx";
import { ServicesDirectory } from "#app/components/services-directory/services-directory.tsx";
import { directoryCards } from "#app/content/index.ts";
import { dictionaryOfMatches, useDictionary } from "#app/i18n/index.ts";
import { siteContextOf } from "#app/i18n/site-context.server.ts";
import { Island } from "#app/islands/island.tsx";
import { renderIsland } from "#app/islands/render-island.server.tsx";
import { langOfPath } from "#app/lib/route-table.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/services";

/** Runs at build time only (prerender): the directory in the page's language, as the island its script hydrates. */
export function loader({ request }: Route.LoaderArgs) {
  const site = siteContextOf(request);
  const cards = directoryCards[site.lang];
  return {
    islands: {
      directory: renderIsland("services-directory", ServicesDirectory, { cards, icons: iconDataFor(cards) }, site),
    },
  };
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const lang = langOfPath(location.pathname);
  const dict = dictionaryOfMatches(matches);
  return pageMeta({
    pageId: "services",
    lang,
    title: dict.directory.title,
    description: dict.directory.metaDescription,
  });
};

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const dict = useDictionary();
  return (
    <>
      <PageBanner eyebrow={dict.directory.eyebrow} title={dict.directory.title} lead={dict.directory.lead} />
      <Island island={loaderData.islands.directory} />
    </>
  );
}
