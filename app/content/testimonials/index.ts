import { parseBilingualContent } from "#app/content/data/fill-languages.ts";
import type { Testimonial } from "#app/content/types.ts";
import type { Lang } from "#app/lib/route-table.ts";
import data from "#content/testimonials.json" with { type: "json" };
import { type TestimonialEntry, type TestimonialPageId, testimonialsSchema } from "./schema.ts";

/**
 * Every testimonial on the site, once, with the pages it appears on, read from
 * `content/testimonials.json` (docs/decisions/008, 019).
 *
 * The FTC's rule on consumer reviews and testimonials (16 CFR 465) allows only real testimonials,
 * from real clients, published with their consent and not from the firm's own staff. Each sample
 * is marked `"sample": true` in the file, so `npm run check:launch` lists it and a production build
 * refuses to finish until it is replaced by a real, consented testimonial. The rules every
 * testimonial must follow are in `rules.ts`.
 */

export { type TestimonialPageId, testimonialPages } from "./schema.ts";

/** One testimonial with its placeholders filled in each language (`{{californiaMinimumFranchiseTax}}` → $800). */
export type TestimonialRecord = TestimonialEntry;

const file = "content/testimonials.json";

/** Placeholders filled in each language: `{{californiaMinimumFranchiseTax}}` reads $800. */
export const testimonials: readonly TestimonialRecord[] = parseBilingualContent(
  file,
  testimonialsSchema,
  data,
).testimonials;

/** The testimonials of one page in one language, in the shape the testimonials section reads. */
export function testimonialsFor(page: TestimonialPageId, lang: Lang): Testimonial[] {
  return testimonials
    .filter((record) => record.pages.includes(page))
    .map((record) => ({
      quote: record.quote[lang],
      name: record.name,
      position: record.role[lang],
      ...(record.company ? { company: record.company } : {}),
      ...(record.sample ? { sample: true } : {}),
    }));
}
