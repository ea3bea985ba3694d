/** The firm's story on the about page, year by year, `content/about-timeline.json` (docs/decisions/019). */
import { z } from "zod";
import { refuseUnmarkedExamples } from "#app/content/data/known-examples.ts";
import { bilingual, linkableText, richTextField, sampleFlag } from "#app/content/schema/fields.ts";
import { textWithFigures, unknownPlaceholderIssues } from "#app/content/schema/figure-text.ts";
import { siteConfig } from "#app/content/site/index.ts";

const timelineEntrySchema = z.strictObject({
  year: z
    .number({ error: "must be a year, e.g. 2019" })
    .int("must be a year, e.g. 2019")
    .min(1900, "must be a year, e.g. 2019")
    .max(2100, "must be a year, e.g. 2019")
    .meta({ title: "Year" }),
  title: bilingual(textWithFigures()).meta({ title: "What happened", description: "A few words, as a heading." }),
  // A paragraph that takes links: the plain fields' refusal of links is not applied here.
  description: bilingual(
    linkableText()
      .superRefine(unknownPlaceholderIssues)
      .pipe(richTextField(() => siteConfig.clientPortal.url)),
  ).meta({
    title: "The story",
    description:
      "One or two sentences. A link is written `[words](page:contact)`, `[words](portal)` for the client portal, or `[words](https://…)`.",
  }),
  sample: sampleFlag(),
});

export const aboutTimelineSchema = z
  .strictObject({
    entries: z
      .array(timelineEntrySchema)
      .min(1, "needs at least one year")
      .refine((entries) => entries.every((entry, i) => i === 0 || (entries[i - 1]?.year ?? 0) < entry.year), {
        message: "the years must run from the oldest to the newest, each once",
      })
      .meta({ title: "Years", description: "From the oldest to the newest." }),
  })
  // A known example (info@example.com, a sample person's name) must stay marked as a sample.
  .superRefine(refuseUnmarkedExamples);

export type TimelineYear = z.output<typeof timelineEntrySchema>;

export const aboutTimelineSupplies = {
  entries: "what really happened at the firm that year: a title and one or two sentences, in English and Spanish",
} as const;
