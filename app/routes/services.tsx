import { PageBanner } from "~/components/site/page-banner";
import { dictionaries, useDictionary } from "~/i18n";
import { langOfPath } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ location }) => {
  const lang = langOfPath(location.pathname);
  const dict = dictionaries[lang];
  return pageMeta({ pageId: "services", lang, title: dict.pages.services, description: dict.site.description });
};

export default function ServicesPage() {
  const dict = useDictionary();
  return <PageBanner title={dict.pages.services} lead={dict.site.description} />;
}
