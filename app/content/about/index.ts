import { timelineEntries } from "#app/content/about-timeline.ts";
import { joinCopy } from "#app/content/join-copy.ts";
import type { Bilingual } from "#app/content/types.ts";
import type { Lang } from "#app/lib/route-table.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { aboutStructure } from "./structure.ts";
import type { AboutContent, AboutCopy } from "./types.ts";

function aboutPage(copy: AboutCopy, lang: Lang): AboutContent {
  const { specialties } = copy;
  return {
    ...copy,
    timeline: { ...copy.timeline, entries: timelineEntries(lang) },
    specialties: {
      ...specialties,
      items: joinCopy(aboutStructure.specialtyIcons, specialties.items, (icon, words) => ({ icon, ...words })),
    },
  };
}

export const aboutContent: Bilingual<AboutContent> = { en: aboutPage(en, "en"), es: aboutPage(es, "es") };
