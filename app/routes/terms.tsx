import { LegalDocumentView } from "~/components/legal/legal-document";
import { PageBanner } from "~/components/site/page-banner";
import { termsOfService } from "~/content/legal/terms";
import { useLang } from "~/i18n";
import { langOfPath } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ location }) => {
  const lang = langOfPath(location.pathname);
  const document = termsOfService[lang];
  return pageMeta({ pageId: "terms", lang, title: document.title, description: document.metaDescription });
};

export default function TermsPage() {
  const document = termsOfService[useLang()];
  return (
    <>
      <PageBanner title={document.title} />
      <LegalDocumentView document={document} />
    </>
  );
}
