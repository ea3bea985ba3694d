import { timelineEntries } from "#app/content/about-timeline/index.ts";
import { credentialNames } from "#app/content/credential-names.ts";
import { readCopy } from "#app/content/data/page-copy.ts";
import type { Bilingual } from "#app/content/types.ts";
import type { Lang } from "#app/lib/route-table.ts";
import data from "#content/pages/about.json" with { type: "json" };
import { type AboutCopy, aboutCopySchema, aboutSameInBothLanguages } from "./schema.ts";
import type { AboutContent } from "./types.ts";

export function aboutPage(copy: AboutCopy, lang: Lang): AboutContent {
  return {
    ...copy,
    // The credential's name, as the credential badges and the representation copy say it.
    credentialLabels: { ...copy.credentialLabels, enrolledAgent: credentialNames[lang].enrolledAgent },
    timeline: { ...copy.timeline, entries: timelineEntries(lang) },
  };
}

const copy = readCopy("content/pages/about.json", aboutCopySchema, data, undefined, aboutSameInBothLanguages);

export const aboutContent: Bilingual<AboutContent> = { en: aboutPage(copy.en, "en"), es: aboutPage(copy.es, "es") };
