/**
 * Every kind of page, one row each: the data the build reads for it, its head tags, its body, and
 * its island if it has one. The route (src/pages/[...path].astro) looks a page's kind up here;
 * `<kind>-data.ts` is what the build reads, `<kind>-page.tsx` the body the editor's preview renders too.
 */
import type { ReactNode } from "react";
import { TaxCalendarPage } from "#app/components/tax-calendar/tax-calendar-page.tsx";
import { firmReach } from "#app/content/site/index.ts";
import type { SiteContextValue } from "#app/i18n/index.ts";
import { aboutData, aboutMeta } from "./about-data.ts";
import { AboutPage } from "./about-page.tsx";
import { contactMeta } from "./contact-data.ts";
import { ContactPage } from "./contact-page.tsx";
import { formResultMeta } from "./form-result-data.ts";
import { FormResultPage } from "./form-result-page.tsx";
import { homeData, homeMeta } from "./home-data.ts";
import { HomePage } from "./home-page.tsx";
import { legalData, legalMeta } from "./legal-data.ts";
import { LegalPage } from "./legal-page.tsx";
import { notFoundMeta } from "./not-found-data.ts";
import { NotFoundPage } from "./not-found-page.tsx";
import type { MetaDescriptor, PageImages, RenderedKind } from "./page-kind.ts";
import { quickbooksData, quickbooksMeta } from "./quickbooks-data.ts";
import { QuickbooksPage } from "./quickbooks-page.tsx";
import { serviceData, serviceMeta } from "./service-data.ts";
import { ServicePage } from "./service-page.tsx";
import { directoryProps, servicesMeta } from "./services-data.ts";
import { ServicesPage } from "./services-page.tsx";
import { taxCalendarData, taxCalendarMeta } from "./tax-calendar-data.ts";

/**
 * An island of a kind: its component (named here, placed by the route with its `client:`
 * directive, since Astro must see each island's import where it is placed), the named slot of the
 * body it goes in, and its props besides the page's language and path, computed at build time.
 */
export interface IslandRow {
  name: "contact-form" | "services-directory" | "waitlist-form";
  slot: string;
  props: (site: SiteContextValue) => Record<string, unknown>;
}

export interface PageKindRow<Data> {
  data: (site: SiteContextValue) => Data;
  meta: (data: Data, site: SiteContextValue) => MetaDescriptor[];
  /** `island`: what the route placed in the island's slot. */
  Body: (props: { data: Data; images: PageImages; island: ReactNode }) => ReactNode;
  island?: IslandRow;
}

/** Checks a row against its own data's type, then forgets that type: a row only ever gets the data it made. */
const kind = <Data,>(row: PageKindRow<Data>) => row as unknown as PageKindRow<unknown>;

const noData = () => undefined;
const reach = () => ({ reach: firmReach() });

export const pageKinds: Record<RenderedKind, PageKindRow<unknown>> = {
  home: kind({ data: homeData, meta: homeMeta, Body: ({ data }) => <HomePage {...data} /> }),
  about: kind({
    data: aboutData,
    meta: aboutMeta,
    Body: ({ data, images }) => <AboutPage {...data} photos={images.teamPhotos ?? {}} />,
  }),
  legal: kind({ data: legalData, meta: legalMeta, Body: ({ data }) => <LegalPage {...data} /> }),
  service: kind({
    data: serviceData,
    meta: serviceMeta,
    Body: ({ data, images }) => {
      if (!images.artwork) throw new Error(`page-kinds: service page "${data.pageId}" has no artwork`);
      return <ServicePage {...data} artwork={images.artwork} />;
    },
  }),
  // The QuickBooks courses page: a service page in the route table, with its own content file, body and island.
  quickbooks: kind({
    data: quickbooksData,
    meta: quickbooksMeta,
    Body: ({ data, island }) => <QuickbooksPage {...data} waitlist={island} />,
    island: { name: "waitlist-form", slot: "waitlist", props: reach },
  }),
  contact: kind({
    data: noData,
    meta: (_, site) => contactMeta(site),
    Body: ({ island }) => <ContactPage form={island} />,
    island: { name: "contact-form", slot: "form", props: reach },
  }),
  services: kind({
    data: noData,
    meta: (_, site) => servicesMeta(site),
    Body: ({ island }) => <ServicesPage directory={island} />,
    island: { name: "services-directory", slot: "directory", props: directoryProps },
  }),
  "tax-calendar": kind({
    data: taxCalendarData,
    meta: (data, site) => taxCalendarMeta(site, data),
    Body: ({ data }) => <TaxCalendarPage {...data} />,
  }),
  "form-result": kind({ data: noData, meta: (_, site) => formResultMeta(site), Body: () => <FormResultPage /> }),
  "not-found": kind({ data: noData, meta: (_, site) => notFoundMeta(site), Body: () => <NotFoundPage /> }),
};
