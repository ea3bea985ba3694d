/**
 * The services directory's body: only the site's components, so the editor's
 * preview pane (app/cms/editor-script/page-preview.tsx) renders it in the browser with the words
 * being edited.
 */
import type { ReactNode } from "react";
import { PageBanner } from "#app/components/sections/page-banner.tsx";
import { useDictionary } from "#app/i18n/index.ts";

/** The services directory page around its island, the tabs and search, which the caller places. */
export function ServicesPage({ directory }: { directory: ReactNode }) {
  const dict = useDictionary();
  return (
    <>
      <PageBanner eyebrow={dict.directory.eyebrow} title={dict.directory.title} lead={dict.directory.lead} />
      {directory}
    </>
  );
}
