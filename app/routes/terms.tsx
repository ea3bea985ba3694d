import { PageBanner } from "~/components/site/page-banner";
import { dictionaries, useDictionary } from "~/i18n";
import { langOfPath } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ location }) => {
  const lang = langOfPath(location.pathname);
  const dict = dictionaries[lang];
  return pageMeta({ pageId: "terms", lang, title: dict.pages.terms, description: dict.site.description });
};

export default function TermsPage() {
  const dict = useDictionary();
  return <PageBanner title={dict.pages.terms} lead={dict.site.description} />;
}
