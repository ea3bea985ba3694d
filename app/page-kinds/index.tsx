import type { ReactNode } from "react";
import { PageShell } from "#app/components/shell/page-shell.tsx";
import type { ResponsiveImageData } from "#app/components/ui/responsive-image.tsx";
import { type SiteContextValue, SiteProvider } from "#app/i18n/index.ts";
import { siteContextAt } from "#app/i18n/site-context.server.ts";
import { siteContextId, siteContextJson } from "#app/islands/island-site.ts";
import { allPages, appPageKinds, languages, notFoundPaths, type PageKind } from "#app/lib/route-table.ts";
import { AboutPage, aboutData, aboutMeta } from "./about.tsx";
import { ContactPage, contactMeta } from "./contact.tsx";

export { firstScreenPreloads, type ImagePreload } from "./first-screen-preloads.ts";

import { FormResultPage, formResultMeta } from "./form-result.tsx";
import { HomePage, homeData, homeMeta } from "./home.tsx";
import { LegalPage, legalData, legalMeta } from "./legal.tsx";
import { NotFoundPage, notFoundMeta } from "./not-found.tsx";
import type { MetaDescriptor } from "./page-kind.ts";
import { QuickbooksPage, quickbooksData, quickbooksMeta } from "./quickbooks.tsx";
import { ServicePage, serviceData, serviceMeta } from "./service.tsx";
import { ServicesPage, servicesMeta } from "./services.tsx";
import { TaxCalendarPage, taxCalendarData, taxCalendarMeta } from "./tax-calendar.tsx";

/**
 * The React roots Astro renders (src/): each page is the shell, the page's body and its islands,
 * each its own React root, so each gets the site context as a prop. Build time only.
 */

/** What a page is rendered as: a kind of the route table, or the not-found page. */
export type RenderedKind = PageKind | "not-found";

export interface BuiltPage {
  /** The path Astro writes, without the leading slash; undefined for the home page `/`. */
  param: string | undefined;
  kind: RenderedKind;
  site: SiteContextValue;
}

/** Every page the build writes: all pages of the route table in both languages, and the not-found pages. */
export function builtPages(): BuiltPage[] {
  const pageAt = (path: string, kind: RenderedKind): BuiltPage => ({
    param: path === "/" ? undefined : path.slice(1),
    kind,
    site: siteContextAt(path),
  });
  return [
    ...allPages.flatMap((page) => languages.map((lang) => pageAt(page.path[lang], page.kind))),
    ...languages.map((lang) => pageAt(notFoundPaths[lang], "not-found")),
  ];
}

/** The page's head tags: title, description, canonical, alternates, Open Graph, JSON-LD. */
export function metaOf(kind: RenderedKind, site: SiteContextValue): MetaDescriptor[] {
  switch (kind) {
    case "home":
      return homeMeta(homeData(site));
    case "about":
      return aboutMeta(aboutData(site));
    case "legal":
      return legalMeta(legalData(site));
    case "service":
      return serviceMeta(serviceData(site), site);
    case "quickbooks":
      return quickbooksMeta(quickbooksData(site), site);
    case "contact":
      return contactMeta(site);
    case "services":
      return servicesMeta(site);
    case "tax-calendar":
      return taxCalendarMeta(site, taxCalendarData(site));
    case "form-result":
      return formResultMeta(site);
    case "not-found":
      return notFoundMeta(site);
  }
}

/** Where the islands go, placed by the Astro route as named slots (`slot="form"` and so on). */
interface IslandSlots {
  form?: ReactNode;
  directory?: ReactNode;
  waitlist?: ReactNode;
}

/** What astro:assets made for the page in the route (src/lib/images.ts): a service page's artwork, the team's photos. */
export interface PageImages {
  artwork?: ResponsiveImageData;
  /** By the photo's path in `content/team.json`. */
  teamPhotos?: Record<string, ResponsiveImageData>;
}

function bodyOf(kind: RenderedKind, site: SiteContextValue, slots: IslandSlots, images: PageImages): ReactNode {
  switch (kind) {
    case "home":
      return <HomePage {...homeData(site)} />;
    case "about":
      return <AboutPage {...aboutData(site)} photos={images.teamPhotos ?? {}} />;
    case "legal":
      return <LegalPage {...legalData(site)} />;
    case "service": {
      if (!images.artwork) throw new Error(`page-kinds: ${site.path} is a service page with no artwork`);
      return <ServicePage {...serviceData(site)} artwork={images.artwork} />;
    }
    case "quickbooks":
      return <QuickbooksPage {...quickbooksData(site)} waitlist={slots.waitlist} />;
    case "contact":
      return <ContactPage form={slots.form} />;
    case "services":
      return <ServicesPage directory={slots.directory} />;
    case "tax-calendar":
      return <TaxCalendarPage {...taxCalendarData(site)} />;
    case "form-result":
      return <FormResultPage />;
    case "not-found":
      return <NotFoundPage />;
  }
}

/**
 * The page's own content, inside `<main>`. An app page first carries its site context once, as
 * JSON, for its islands (app/islands/island-site.ts).
 */
export function PageBody({
  kind,
  site,
  images = {},
  ...slots
}: { kind: RenderedKind; site: SiteContextValue; images?: PageImages } & IslandSlots) {
  return (
    <SiteProvider value={site}>
      {kind !== "not-found" && appPageKinds.has(kind) && (
        <script
          type="application/json"
          id={siteContextId}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, escaped by siteContextJson
          dangerouslySetInnerHTML={{ __html: siteContextJson(site) }}
        />
      )}
      {bodyOf(kind, site, slots, images)}
    </SiteProvider>
  );
}

/** The shell of every page (skip link, header, menus, `<main>` around `children`, footer). */
export function SiteShell({ site, children }: { site: SiteContextValue; children?: ReactNode }) {
  return (
    <SiteProvider value={site}>
      <PageShell>{children}</PageShell>
    </SiteProvider>
  );
}

/** Whether a path is one of the not-found pages (the body is marked for the shell's script). */
export const isNotFoundPath = (path: string) => Object.values(notFoundPaths).includes(path);
