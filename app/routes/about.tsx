import { PageBanner } from "~/components/site/page-banner";
import { dictionaries, useDictionary } from "~/i18n";
import { langOfPath } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ location }) => {
  const lang = langOfPath(location.pathname);
  const dict = dictionaries[lang];
  return pageMeta({ pageId: "about", lang, title: dict.pages.about, description: dict.site.description });
};

export default function AboutPage() {
  const dict = useDictionary();
  return <PageBanner title={dict.pages.about} lead={dict.site.description} />;
}
