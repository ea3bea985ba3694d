import { LegalDocumentView } from "~/components/legal/legal-document";
import { PageBanner } from "~/components/site/page-banner";
import { privacyPolicy } from "~/content/legal/privacy";
import { useLang } from "~/i18n";
import { langOfPath } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ location }) => {
  const lang = langOfPath(location.pathname);
  const document = privacyPolicy[lang];
  return pageMeta({ pageId: "privacy", lang, title: document.title, description: document.metaDescription });
};

export default function PrivacyPage() {
  const document = privacyPolicy[useLang()];
  return (
    <>
      <PageBanner title={document.title} />
      <LegalDocumentView document={document} />
    </>
  );
}
