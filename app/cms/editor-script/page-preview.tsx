/**
 * The editor's preview pane (docs/decisions/020): a service page as visitors will see it, with the
 * words not yet saved, in the language of the editor's left column. The page is made by the site's
 * own components (the header, the footer and the page's body, as the build renders them) from the
 * entry read by the build's reader, as static HTML: no script of the site runs in the pane.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { iconDataFor } from "#app/components/icons/icon-set.ts";
import { PageShell } from "#app/components/shell/page-shell.tsx";
import type { ResponsiveImageData } from "#app/components/ui/responsive-image.tsx";
import { servicePage } from "#app/content/service-pages/read.ts";
import type { TemplateServiceSlug } from "#app/content/service-pages/types.ts";
import { en } from "#app/i18n/en.ts";
import { es } from "#app/i18n/es.ts";
import { SiteProvider } from "#app/i18n/index.ts";
import { type Lang, pathOf } from "#app/lib/route-table.ts";
import { ServicePage } from "#app/page-kinds/service-body.tsx";

/** The artwork as the editor shows it, from its value's address (`/src/assets/services/…`); the build makes its sizes. */
function previewArtwork(src: string): ResponsiveImageData {
  return { src, srcSet: src, sizes: "100vw", width: 800, height: 800, sources: [] };
}

/**
 * The HTML of a service page in `lang` from that language's words as the editor holds them. The
 * build's reader checks them first: words it would refuse throw its message, which the pane shows.
 */
export function servicePreviewHtml(slug: TemplateServiceSlug, lang: Lang, words: unknown): string {
  // The reader takes both languages; the pane shows one, so its words stand for both.
  const content = servicePage(slug, { en: words, es: words })[lang];
  const site = { lang, dictionary: lang === "en" ? en : es, path: pathOf(`service/${slug}`, lang) };
  return renderToStaticMarkup(
    <SiteProvider value={site}>
      <PageShell>
        <ServicePage content={content} icons={iconDataFor(content)} artwork={previewArtwork(content.artwork)} />
      </PageShell>
    </SiteProvider>,
  );
}
