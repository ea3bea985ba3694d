import { LegalDocumentView } from "#app/components/legal/legal-document.tsx";
import { PageBanner } from "#app/components/sections/page-banner.tsx";
import { legalDocuments } from "#app/content/index.ts";
import { findPage, pathOfRequest } from "#app/lib/route-table.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/legal";

/** Runs at build time only (prerender): the privacy policy or the terms, in the page's language. */
export function loader({ request }: Route.LoaderArgs) {
  const found = findPage(pathOfRequest(request));
  const id = found?.page.id;
  if (!found || (id !== "privacy" && id !== "terms")) throw new Response("Not Found", { status: 404 });
  return { pageId: id, lang: found.lang, document: legalDocuments[id][found.lang] };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const { pageId, lang, document } = loaderData;
  return pageMeta({ pageId, lang, title: document.title, description: document.metaDescription });
};

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { document } = loaderData;
  return (
    <>
      <PageBanner title={document.title} />
      <LegalDocumentView document={document} />
    </>
  );
}
