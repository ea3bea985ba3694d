/**
 * The editor's preview pane (docs/decisions/020): a page as visitors will see it, with the words
 * not yet saved, in the language of the editor's left column. The page is made by the site's own
 * components (the header, the footer and the page's body, as the build renders them) from the
 * entry read by the build's reader, as static HTML: no script of the site runs in the pane.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { iconDataFor } from "#app/components/icons/icon-set.ts";
import { WaitlistForm } from "#app/components/quickbooks/waitlist-form.tsx";
import { ServicesDirectory } from "#app/components/services-directory/services-directory.tsx";
import { PageShell } from "#app/components/shell/page-shell.tsx";
import type { ResponsiveImageData } from "#app/components/ui/responsive-image.tsx";
import { aboutPage } from "#app/content/about/index.ts";
import { aboutCopySchema } from "#app/content/about/schema.ts";
import { builtFacts, type PlaceholderFacts, placeholderValues } from "#app/content/data/copy-values.ts";
import { type PlaceholderValues, readCopy } from "#app/content/data/page-copy.ts";
import { homeContent, homePage } from "#app/content/home/index.ts";
import { homeCopySchema } from "#app/content/home/schema.ts";
import { readDocument } from "#app/content/legal/read.ts";
import { quickbooksPage } from "#app/content/quickbooks/index.ts";
import { quickbooksCopySchema } from "#app/content/quickbooks/schema.ts";
import { servicePageFile, serviceSlugOfFile, templateServiceSlugs } from "#app/content/service-pages/files.ts";
import { servicePage } from "#app/content/service-pages/read.ts";
import type { TemplateServiceSlug } from "#app/content/service-pages/types.ts";
import { cardsIn } from "#app/content/services-directory/index.ts";
import { directoryCopySchema, directoryFile } from "#app/content/services-directory/schema.ts";
import { firmReach, siteConfig } from "#app/content/site/index.ts";
import { en } from "#app/i18n/en.ts";
import { es } from "#app/i18n/es.ts";
import { SiteProvider } from "#app/i18n/index.ts";
import { type Lang, type PageId, pathOf } from "#app/lib/route-table.ts";
import { AboutPage } from "#app/page-kinds/about-page.tsx";
import { HomePage } from "#app/page-kinds/home-page.tsx";
import { LegalPage } from "#app/page-kinds/legal-page.tsx";
import { QuickbooksPage } from "#app/page-kinds/quickbooks-page.tsx";
import { ServicePage } from "#app/page-kinds/service-page.tsx";
import { ServicesPage } from "#app/page-kinds/services-page.tsx";

/**
 * A picture as the editor shows it, from its value's address (`/content/pictures/…`, which the
 * editor's server serves); the build makes its sizes.
 */
function previewPicture(src: string, width = 800): ResponsiveImageData {
  return { src, srcSet: src, sizes: `${width}px`, width, height: width, sources: [] };
}

/** The team's photos, by their path, as the about page is given them (src/lib/images.ts), drawn 48 px wide. */
function teamPhotos(): Record<string, ResponsiveImageData> {
  return Object.fromEntries(
    siteConfig.team.flatMap((member) => (member.photo ? [[member.photo, previewPicture(member.photo, 48)]] : [])),
  );
}

/** One language's words of a copy file, read as the build reads the file (placeholders filled), for both languages. */
const copyIn = <S extends Parameters<typeof readCopy>[1]>(
  file: string,
  schema: S,
  lang: Lang,
  words: unknown,
  values: PlaceholderValues,
) => readCopy(file, schema, { en: words, es: words }, values)[lang];

/**
 * A page's body from one language's words, their placeholders filled with `values`. The build's
 * reader takes both languages; the pane shows one, so its words stand for both. Words it would
 * refuse throw its message.
 */
type PageBody = (lang: Lang, words: unknown, values: PlaceholderValues) => ReactNode;

const pageBodies: Record<string, { page: PageId; body: PageBody }> = {
  ...Object.fromEntries(
    templateServiceSlugs.map((slug) => [
      servicePageFile(slug),
      {
        page: `service/${slug}` as const,
        body: servicePageBody(slug),
      },
    ]),
  ),
  "content/pages/home.json": {
    page: "home",
    body: (lang, words, values) => {
      const content = homePage(copyIn("content/pages/home.json", homeCopySchema, lang, words, values), lang);
      return <HomePage content={content} icons={iconDataFor(content)} />;
    },
  },
  "content/pages/about.json": {
    page: "about",
    body: (lang, words, values) => {
      const content = aboutPage(copyIn("content/pages/about.json", aboutCopySchema, lang, words, values), lang);
      const { certifications } = homeContent[lang];
      return (
        <AboutPage
          content={content}
          certifications={certifications}
          icons={iconDataFor(content, certifications)}
          photos={teamPhotos()}
        />
      );
    },
  },
  // The islands (the waitlist's form, the directory's tabs and search) drawn
  // as the build first draws them, before their script runs (none runs in the pane).
  "content/pages/quickbooks.json": {
    page: "service/quickbooks-courses",
    body: (lang, words, values) => {
      const content = quickbooksPage(
        copyIn("content/pages/quickbooks.json", quickbooksCopySchema, lang, words, values),
        lang,
      );
      const data = { pageId: "service/quickbooks-courses" as const, lang, content, icons: iconDataFor(content) };
      return <QuickbooksPage {...data} waitlist={<WaitlistForm reach={firmReach()} />} />;
    },
  },
  [directoryFile]: {
    page: "services",
    body: (lang, words, values) => {
      const cards = cardsIn(lang, copyIn(directoryFile, directoryCopySchema, lang, words, values));
      return <ServicesPage directory={<ServicesDirectory cards={cards} icons={iconDataFor(cards)} />} />;
    },
  },
  "content/pages/privacy.json": {
    page: "privacy",
    body: (lang, words, values) => (
      <LegalPage document={readDocument("content/pages/privacy.json", { en: words, es: words }, values)[lang]} />
    ),
  },
  "content/pages/terms.json": {
    page: "terms",
    body: (lang, words, values) => (
      <LegalPage document={readDocument("content/pages/terms.json", { en: words, es: words }, values)[lang]} />
    ),
  },
};

/** A service page drawn from the words being edited, its artwork in the markup (no shell runs in the preview). */
function servicePageBody(slug: TemplateServiceSlug): PageBody {
  return (lang, words, values) => {
    const content = servicePage(slug, { en: words, es: words }, values)[lang];
    return <ServicePage content={content} icons={iconDataFor(content)} artwork={previewPicture(content.artwork)} />;
  };
}

/** A service page being added: its file is not in the route table yet; it is drawn as every service page is. */
function newServicePage(file: string): { page: PageId; body: PageBody } | undefined {
  const slug = serviceSlugOfFile(file);
  if (!slug) return undefined;
  return {
    // Its menus and language switch are the directory's until it is built.
    page: "services",
    body: servicePageBody(slug),
  };
}

/** The content files the preview pane shows the page of. */
export const previewedFiles: readonly string[] = Object.keys(pageBodies);

/**
 * The HTML of the page `file` is the words of, in `lang`, from that language's words as the editor
 * holds them, their placeholders filled with `facts` (the editor's: ./current-content.ts).
 */
export function pagePreviewHtml(
  file: string,
  lang: Lang,
  words: unknown,
  facts: PlaceholderFacts = builtFacts,
): string {
  const preview = pageBodies[file] ?? newServicePage(file);
  if (!preview) throw new Error(`${file}: no preview`);
  const body = preview.body(lang, words, placeholderValues(undefined, facts));
  const site = { lang, dictionary: lang === "en" ? en : es, path: pathOf(preview.page, lang) };
  return renderToStaticMarkup(
    <SiteProvider value={site}>
      <PageShell>{body}</PageShell>
    </SiteProvider>,
  );
}
