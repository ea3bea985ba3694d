import { z } from "zod";
import { iconNames } from "#app/content/icon-names.ts";
import { pages } from "#app/lib/route-table.ts";

const text = z.string().trim().min(1);
const pageIds = pages.map((p) => p.id) as [string, ...string[]];

const richLink = z.union([z.strictObject({ text, page: z.enum(pageIds) }), z.strictObject({ text, href: z.url() })]);
const richText = z.union([text, z.array(z.union([text, richLink])).min(1)]);

/** The shape every service page must have, in each language, as the page renders it. */
export const servicePageSchema = z.strictObject({
  title: text,
  subheading: text,
  description: text.min(120),
  metaDescription: text.min(140).max(160),
  icon: z.enum(iconNames),
  features: z.array(z.strictObject({ icon: z.enum(iconNames), title: text, description: text.min(60) })).length(6),
  clients: z.array(z.strictObject({ type: text, description: text.min(40) })).length(6),
  process: z
    .array(z.strictObject({ number: z.number().int(), title: text, description: text.min(40) }))
    .length(6)
    .refine((steps) => steps.every((s, i) => s.number === i + 1), "steps are numbered 1 to 6 in order"),
  faqs: z
    .array(z.strictObject({ question: text, answer: richText }))
    .min(5)
    .max(6),
  testimonials: z
    .array(
      z.strictObject({
        quote: text.min(80),
        name: text,
        position: text,
        company: text.optional(),
        sample: z.literal(true).optional(),
      }),
    )
    .length(3),
});

export type CheckedServicePage = z.infer<typeof servicePageSchema>;
