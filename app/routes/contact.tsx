import { PageBanner } from "~/components/site/page-banner";
import { dictionaries, useDictionary } from "~/i18n";
import { langOfPath } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ location }) => {
  const lang = langOfPath(location.pathname);
  const dict = dictionaries[lang];
  return pageMeta({ pageId: "contact", lang, title: dict.pages.contact, description: dict.site.description });
};

export default function ContactPage() {
  const dict = useDictionary();
  return <PageBanner title={dict.pages.contact} lead={dict.site.description} />;
}
