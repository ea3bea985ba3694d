import { LegalDocumentView } from "#app/components/legal/legal-document.tsx";
import { PageBanner } from "#app/components/sections/page-banner.tsx";
import { legalDocuments } from "#app/content/index.ts";
import type { SiteContextValue } from "#app/i18n/index.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { pageOfSite } from "./page-kind.ts";

/** Build time: the privacy policy or the terms, in the page's language. */
export function legalData(site: SiteContextValue) {
  const id = pageOfSite(site).id;
  if (id !== "privacy" && id !== "terms") throw new Error(`legal: "${id}" is not a legal page`);
  return { pageId: id, lang: site.lang, document: legalDocuments[id][site.lang] };
}
export type LegalData = ReturnType<typeof legalData>;

export function legalMeta({ pageId, lang, document }: LegalData) {
  return pageMeta({ pageId, lang, title: document.title, description: document.metaDescription });
}

export function LegalPage({ document }: LegalData) {
  return (
    <>
      <PageBanner title={document.title} />
      <LegalDocumentView document={document} />
    </>
  );
}
