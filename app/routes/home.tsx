import { PageBanner } from "~/components/site/page-banner";
import { dictionaries, useDictionary } from "~/i18n";
import { langOfPath } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";
import { siteConfig } from "~/lib/site-config";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ location }) => {
  const lang = langOfPath(location.pathname);
  const dict = dictionaries[lang];
  return pageMeta({
    pageId: "home",
    lang,
    title: `${siteConfig.name} — ${dict.site.tagline}`,
    titleIsComplete: true,
    description: dict.site.description,
  });
};

export default function HomePage() {
  const dict = useDictionary();
  return <PageBanner title={dict.site.tagline} lead={dict.site.description} />;
}
