import { PageBanner } from "~/components/site/page-banner";
import { dictionaries, useDictionary } from "~/i18n";
import { langOfPath } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ location }) => {
  const lang = langOfPath(location.pathname);
  const dict = dictionaries[lang];
  return pageMeta({ pageId: "privacy", lang, title: dict.pages.privacy, description: dict.site.description });
};

export default function PrivacyPage() {
  const dict = useDictionary();
  return <PageBanner title={dict.pages.privacy} lead={dict.site.description} />;
}
