import type { TimelineEntry } from "#app/content/about/types.ts";
import { parseBilingualContent } from "#app/content/data/fill-languages.ts";
import type { Lang } from "#app/lib/route-table.ts";
import data from "#content/about-timeline.json" with { type: "json" };
import { aboutTimelineSchema, type TimelineYear } from "./schema.ts";

/**
 * The firm's story on the about page, one year at a time, in both languages side by side, read
 * from `content/about-timeline.json` (docs/decisions/019). The years are the specification's; what
 * happened in them is not given, so each entry is marked `"sample": true` for the firm to replace
 * (docs/launch.md). `about/index.ts` puts it on the page.
 */
export type TimelineRecord = TimelineYear;

const file = "content/about-timeline.json";

/** Placeholders filled in each language; links given to the page as text and links in order. */
export const aboutTimeline: readonly TimelineRecord[] = parseBilingualContent(file, aboutTimelineSchema, data).entries;

/** The about page's timeline in one language, in the shape its section reads. */
export function timelineEntries(lang: Lang): TimelineEntry[] {
  return aboutTimeline.map((entry) => ({
    year: entry.year,
    title: entry.title[lang],
    description: entry.description[lang],
  }));
}
