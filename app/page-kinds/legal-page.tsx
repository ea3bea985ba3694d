/**
 * A legal document's body: only the site's components, so the editor's preview pane
 * (app/cms/editor-script/page-preview.tsx) renders it in the browser with the words being edited.
 */
import { LegalDocumentView } from "#app/components/legal/legal-document.tsx";
import { PageBanner } from "#app/components/sections/page-banner.tsx";
import type { LegalDocument } from "#app/content/legal/types.ts";

export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageBanner title={document.title} />
      <LegalDocumentView document={document} />
    </>
  );
}
