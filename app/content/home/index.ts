import { readCopy } from "#app/content/data/page-copy.ts";
import type { IconName } from "#app/content/icon-names.ts";
import { quickbooksCertified as qb } from "#app/content/quickbooks-certifications.ts";
import { siteConfig } from "#app/content/site/index.ts";
import { testimonialsFor } from "#app/content/testimonials/index.ts";
import type { Bilingual } from "#app/content/types.ts";
import type { Lang } from "#app/lib/route-table.ts";
import data from "#content/pages/home.json" with { type: "json" };
import { type HomeCopy, homeCopySchema, homeSameInBothLanguages } from "./schema.ts";
import type { HomeContent } from "./types.ts";

/**
 * Each credential's icon, by the credential it shows: the four are fixed (CAA, ProAdvisor, the IRS
 * representative's credential, and last the preparers' CTEC registration or, while the firm does
 * not state it, data security: `siteConfig.ctec`, which the words follow too).
 */
const credentialIcons = {
  caa: "IdCard",
  proadvisor: "Award",
  representative: "Landmark",
  ctecRegistered: "BadgeCheck",
  dataSecurity: "Lock",
} as const satisfies Record<string, IconName>;

export function homePage(copy: HomeCopy, lang: Lang): HomeContent {
  const { services, why, certifications } = copy;
  const { caa, proadvisor, representative, ctecRegistered, dataSecurity } = certifications.credentials;
  const { badges } = certifications;
  // Claims follow the facts: the ProAdvisor words and badges by the team's certifications
  // (quickbooks-certifications.ts), the last card by the preparers' CTEC registration.
  const credentials = [
    { icon: credentialIcons.caa, ...caa },
    {
      icon: credentialIcons.proadvisor,
      title: proadvisor.title,
      description:
        qb.online && qb.desktop ? proadvisor.description.ifCertifiedInBoth : proadvisor.description.otherwise,
    },
    { icon: credentialIcons.representative, ...representative },
    siteConfig.ctec.registered
      ? { icon: credentialIcons.ctecRegistered, ...ctecRegistered }
      : { icon: credentialIcons.dataSecurity, ...dataSecurity },
  ];
  return {
    ...copy,
    services: {
      ...services,
      cards: services.cards.map((card) => ({
        title: card.title,
        description: card.description,
        icon: card.icon,
        link: card.service,
        buttonText: card.buttonText,
        ...(card.mostPopular ? { mostPopular: true } : {}),
      })),
    },
    why: {
      ...why,
      benefits: why.benefits,
    },
    certifications: {
      ...certifications,
      credentials,
      badges: [badges.proadvisor, qb.online ? badges.online : null, qb.desktop ? badges.desktop : null],
    },
    testimonials: { ...copy.testimonials, items: testimonialsFor("home", lang) },
  };
}

const copy = readCopy("content/pages/home.json", homeCopySchema, data, undefined, homeSameInBothLanguages);

export const homeContent: Bilingual<HomeContent> = { en: homePage(copy.en, "en"), es: homePage(copy.es, "es") };
