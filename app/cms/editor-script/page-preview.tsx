/**
 * The editor's preview pane (docs/decisions/020): a page as visitors will see it, with the words
 * not yet saved, in the language of the editor's left column. The page is made by the site's own
 * components (the header, the footer and the page's body, as the build renders them) from the
 * entry read by the build's reader, as static HTML: no script of the site runs in the pane.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { iconDataFor } from "#app/components/icons/icon-set.ts";
import { PageShell } from "#app/components/shell/page-shell.tsx";
import type { ResponsiveImageData } from "#app/components/ui/responsive-image.tsx";
import { privacyStructure } from "#app/content/legal/privacy/structure.ts";
import { readDocument } from "#app/content/legal/read.ts";
import { termsStructure } from "#app/content/legal/terms/structure.ts";
import { servicePageFile, serviceSlugOfFile, templateServiceSlugs } from "#app/content/service-pages/files.ts";
import { servicePage } from "#app/content/service-pages/read.ts";
import { en } from "#app/i18n/en.ts";
import { es } from "#app/i18n/es.ts";
import { SiteProvider } from "#app/i18n/index.ts";
import { type Lang, type PageId, pathOf } from "#app/lib/route-table.ts";
import { LegalPage } from "#app/page-kinds/legal-body.tsx";
import { ServicePage } from "#app/page-kinds/service-body.tsx";

/** The artwork as the editor shows it, from its value's address (`/src/assets/services/…`); the build makes its sizes. */
function previewArtwork(src: string): ResponsiveImageData {
  return { src, srcSet: src, sizes: "100vw", width: 800, height: 800, sources: [] };
}

/**
 * A page's body from one language's words. The build's reader takes both languages; the pane
 * shows one, so its words stand for both. Words it would refuse throw its message.
 */
type PageBody = (lang: Lang, words: unknown) => ReactNode;

const pageBodies: Record<string, { page: PageId; body: PageBody }> = {
  ...Object.fromEntries(
    templateServiceSlugs.map((slug) => [
      servicePageFile(slug),
      {
        page: `service/${slug}` as const,
        body: (lang: Lang, words: unknown) => {
          const content = servicePage(slug, { en: words, es: words })[lang];
          return (
            <ServicePage content={content} icons={iconDataFor(content)} artwork={previewArtwork(content.artwork)} />
          );
        },
      },
    ]),
  ),
  "content/pages/privacy.json": {
    page: "privacy",
    body: (lang, words) => (
      <LegalPage
        document={readDocument("content/pages/privacy.json", privacyStructure, { en: words, es: words })[lang]}
      />
    ),
  },
  "content/pages/terms.json": {
    page: "terms",
    body: (lang, words) => (
      <LegalPage document={readDocument("content/pages/terms.json", termsStructure, { en: words, es: words })[lang]} />
    ),
  },
};

/** A service page being added: its file is not in the route table yet; it is drawn as every service page is. */
function newServicePage(file: string): { page: PageId; body: PageBody } | undefined {
  const slug = serviceSlugOfFile(file);
  if (!slug) return undefined;
  return {
    // Its menus and language switch are the directory's until it is built.
    page: "services",
    body: (lang, words) => {
      const content = servicePage(slug, { en: words, es: words })[lang];
      return <ServicePage content={content} icons={iconDataFor(content)} artwork={previewArtwork(content.artwork)} />;
    },
  };
}

/** The content files the preview pane shows the page of. */
export const previewedFiles: readonly string[] = Object.keys(pageBodies);

/** The HTML of the page `file` is the words of, in `lang`, from that language's words as the editor holds them. */
export function pagePreviewHtml(file: string, lang: Lang, words: unknown): string {
  const preview = pageBodies[file] ?? newServicePage(file);
  if (!preview) throw new Error(`${file}: no preview`);
  const body = preview.body(lang, words);
  const site = { lang, dictionary: lang === "en" ? en : es, path: pathOf(preview.page, lang) };
  return renderToStaticMarkup(
    <SiteProvider value={site}>
      <PageShell>{body}</PageShell>
    </SiteProvider>,
  );
}
