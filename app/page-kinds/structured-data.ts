import { siteConfig } from "#app/content/site/index.ts";
import type { SiteData } from "#app/content/site/schema.ts";
import type { Faq, RichText } from "#app/content/types.ts";
import { type Lang, type PageId, pageById } from "#app/lib/route-table.ts";
import { absoluteUrl, type MetaDescriptor, pageMeta } from "./seo.ts";

const dayNames = {
  weekdays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  saturday: ["Saturday"],
  sunday: ["Sunday"],
} as const;

/**
 * Opening hours as schema.org OpeningHoursSpecification, from the site config: a day the offices
 * are closed is left out (schema.org: a day not listed is closed).
 */
export function openingHours(hours: SiteData["hours"] = siteConfig.hours) {
  return (Object.keys(dayNames) as (keyof typeof dayNames)[]).flatMap((key) => {
    const day = hours[key];
    if (day.closed) return [];
    const byAppointment = key === "sunday" && hours.sunday.byAppointmentOnly;
    return [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: dayNames[key],
        opens: day.opens,
        closes: day.closes,
        ...(byAppointment ? { description: "By appointment only" } : {}),
      },
    ];
  });
}

/** The firm and each of its offices, for the home, about and contact pages. */
export function organizationJsonLd(lang: Lang) {
  const orgId = `${absoluteUrl("/")}#organization`;
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": orgId,
        name: siteConfig.legalName,
        alternateName: siteConfig.name,
        url: absoluteUrl(pageById("home").path[lang]),
        logo: absoluteUrl("/favicon.svg"),
        email: siteConfig.email,
        telephone: siteConfig.phone.e164,
        foundingDate: String(siteConfig.foundedYear),
        sameAs: Object.values(siteConfig.social),
        knowsLanguage: ["en", "es"],
      },
      ...siteConfig.offices.map((office) => ({
        "@type": "AccountingService",
        "@id": `${absoluteUrl("/")}#office-${office.id}`,
        name: `${siteConfig.legalName} — ${office.street}`,
        parentOrganization: { "@id": orgId },
        url: absoluteUrl(pageById("contact").path[lang]),
        telephone: siteConfig.phone.e164,
        email: siteConfig.email,
        address: {
          "@type": "PostalAddress",
          streetAddress: office.street,
          addressLocality: office.city,
          addressRegion: office.region,
          postalCode: office.postalCode,
          addressCountry: office.country,
        },
        openingHoursSpecification: openingHours(),
        areaServed: "Santa Maria, CA",
        availableLanguage: ["English", "Spanish"],
      })),
    ],
  };
}

/** Home › Services › this service, for a service page. */
export function breadcrumbJsonLd(lang: Lang, items: { name: string; pageId: PageId }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: absoluteUrl(pageById(item.pageId).path[lang]),
    })),
  };
}

/** Home › Services › the page: the breadcrumb of every service page. */
export function serviceBreadcrumbJsonLd(
  lang: Lang,
  page: { pageId: PageId; title: string },
  names: { home: string; services: string },
) {
  return breadcrumbJsonLd(lang, [
    { name: names.home, pageId: "home" },
    { name: names.services, pageId: "services" },
    { name: page.title, pageId: page.pageId },
  ]);
}

/** A paragraph's words without its links' targets, as a reader of the structured data reads them. */
function plainText(text: RichText): string {
  return typeof text === "string"
    ? text
    : text.map((piece) => (typeof piece === "string" ? piece : piece.text)).join("");
}

/**
 * The questions a page answers, as schema.org's FAQPage: the same words the page shows, so a
 * figure that changes on a date (docs/decisions/026) changes here with the page.
 */
export function faqJsonLd(faqs: readonly Faq[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: plainText(faq.answer) },
    })),
  };
}

/**
 * The meta tags of a service page (the template pages and the QuickBooks courses page), from its
 * page data: title, description, canonical and alternates, the Home › Services › page breadcrumb,
 * named as the menus name them, and its questions and answers.
 */
export function servicePageMeta(
  page: {
    pageId: PageId;
    lang: Lang;
    content: { title: string; metaDescription: string; faqs?: readonly Faq[] };
  },
  names: { home: string; services: string },
): MetaDescriptor[] {
  const { pageId, lang, content } = page;
  const faqs = content.faqs ?? [];
  return pageMeta({
    pageId,
    lang,
    title: content.title,
    description: content.metaDescription,
    jsonLd: [
      serviceBreadcrumbJsonLd(lang, { pageId, title: content.title }, names),
      ...(faqs.length ? [faqJsonLd(faqs)] : []),
    ],
  });
}

/**
 * A list of dated entries, as schema.org's ItemList: each entry's name carries its date, and its
 * link is the page that helps with it (the tax calendar's deadlines).
 */
export function itemListJsonLd(name: string, items: readonly { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      url: absoluteUrl(item.path),
    })),
  };
}
