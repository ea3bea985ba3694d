import { readCopy } from "#app/content/data/page-copy.ts";
import { joinCopy } from "#app/content/join-copy.ts";
import { quickbooksCertified as qb } from "#app/content/quickbooks-certifications.ts";
import { siteConfig } from "#app/content/site-config.ts";
import { testimonialsFor } from "#app/content/testimonials.ts";
import type { Bilingual } from "#app/content/types.ts";
import type { Lang } from "#app/lib/route-table.ts";
import data from "#content/pages/home.json" with { type: "json" };
import { type HomeCopy, homeCopySchema } from "./schema.ts";
import { homeStructure } from "./structure.ts";
import type { HomeContent } from "./types.ts";

export function homePage(copy: HomeCopy, lang: Lang): HomeContent {
  const { services, why, certifications } = copy;
  const { caa, proadvisor, representative, ctecRegistered, dataSecurity } = certifications.credentials;
  const { badges } = certifications;
  // Claims follow the facts: the ProAdvisor words and badges by the team's certifications
  // (quickbooks-certifications.ts), the last card by the preparers' CTEC registration.
  const credentials = [
    caa,
    {
      title: proadvisor.title,
      description:
        qb.online && qb.desktop ? proadvisor.description.ifCertifiedInBoth : proadvisor.description.otherwise,
    },
    representative,
    siteConfig.ctec.registered ? ctecRegistered : dataSecurity,
  ];
  return {
    ...copy,
    services: {
      ...services,
      cards: joinCopy(homeStructure.serviceCards, services.cards, (card, words) => ({
        title: words.title,
        description: words.description,
        icon: card.icon,
        link: card.link,
        buttonText: words.buttonText,
        ...("mostPopular" in card ? { mostPopular: card.mostPopular } : {}),
      })),
    },
    why: {
      ...why,
      benefits: joinCopy(homeStructure.benefitIcons, why.benefits, (icon, words) => ({ icon, ...words })),
    },
    certifications: {
      ...certifications,
      credentials: joinCopy(homeStructure.credentialIcons, credentials, (icon, words) => ({ icon, ...words })),
      badges: [badges.proadvisor, qb.online ? badges.online : null, qb.desktop ? badges.desktop : null],
    },
    testimonials: { ...copy.testimonials, items: testimonialsFor("home", lang) },
  };
}

const copy = readCopy("content/pages/home.json", homeCopySchema, data);

export const homeContent: Bilingual<HomeContent> = { en: homePage(copy.en, "en"), es: homePage(copy.es, "es") };
