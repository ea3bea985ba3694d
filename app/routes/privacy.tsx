import { LegalDocumentView } from "~/components/legal/legal-document";
import { PageBanner } from "~/components/site/page-banner";
import { privacyPolicy } from "~/content/legal/privacy";
import { langOfPath, pathOfRequest } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy";

/** Runs at build time only (prerender): the document in the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfPath(pathOfRequest(request));
  return { lang, document: privacyPolicy[lang] };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const { lang, document } = loaderData;
  return pageMeta({ pageId: "privacy", lang, title: document.title, description: document.metaDescription });
};

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { document } = loaderData;
  return (
    <>
      <PageBanner title={document.title} />
      <LegalDocumentView document={document} />
    </>
  );
}
