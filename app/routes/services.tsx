import { ServicesDirectory } from "~/components/services/services-directory";
import { PageBanner } from "~/components/site/page-banner";
import { directoryCards } from "~/content/services-directory";
import { dictionaryOfMatches, useDictionary, useLang } from "~/i18n";
import { langOfPath } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/services";

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

export default function ServicesPage() {
  const dict = useDictionary();
  const lang = useLang();
  return (
    <>
      <PageBanner eyebrow={dict.directory.eyebrow} title={dict.directory.title} lead={dict.directory.lead} />
      <ServicesDirectory cards={directoryCards[lang]} />
    </>
  );
}
