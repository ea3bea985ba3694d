import { IconDataProvider } from "~/components/service/content-icon";
import { iconDataFor } from "~/components/service/content-icons";
import { ServicesDirectory } from "~/components/services/services-directory";
import { PageBanner } from "~/components/site/page-banner";
import { directoryCards } from "~/content/services-directory";
import { dictionaryOfMatches, useDictionary } from "~/i18n";
import { langOfPath, pathOfRequest } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/services";

/** Runs at build time only (prerender): the directory's cards in the page's language, and their icons. */
export function loader({ request }: Route.LoaderArgs) {
  const cards = directoryCards[langOfPath(pathOfRequest(request))];
  return { cards, icons: iconDataFor(cards) };
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
    <IconDataProvider value={loaderData.icons}>
      <PageBanner eyebrow={dict.directory.eyebrow} title={dict.directory.title} lead={dict.directory.lead} />
      <ServicesDirectory cards={loaderData.cards} />
    </IconDataProvider>
  );
}
