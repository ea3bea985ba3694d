import { joinCopy } from "#app/content/join-copy.ts";
import { testimonialsFor } from "#app/content/testimonials.ts";
import type { Bilingual } from "#app/content/types.ts";
import type { Lang } from "#app/lib/route-table.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { homeStructure } from "./structure.ts";
import type { HomeContent, HomeCopy } from "./types.ts";

function homePage(copy: HomeCopy, lang: Lang): HomeContent {
  const { services, why, certifications } = copy;
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
      credentials: joinCopy(homeStructure.credentialIcons, certifications.credentials, (icon, words) => ({
        icon,
        ...words,
      })),
    },
    testimonials: { ...copy.testimonials, items: testimonialsFor("home", lang) },
  };
}

export const homeContent: Bilingual<HomeContent> = { en: homePage(en, "en"), es: homePage(es, "es") };
