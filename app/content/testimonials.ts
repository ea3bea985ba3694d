import type { Lang } from "#app/lib/route-table.ts";
import data from "#content/testimonials.json" with { type: "json" };
import { copyValues } from "./data/copy-values.ts";
import { parseContent } from "./data/parse.ts";
import { fillPlaceholders } from "./data/placeholders.ts";
import { type TestimonialEntry, type TestimonialPageId, testimonialsSchema } from "./schema/testimonials.ts";
import type { Testimonial } from "./types.ts";

/**
 * Every testimonial on the site, once, with the pages it appears on, read from
 * `content/testimonials.json` (docs/decisions/008, 019).
 *
 * The FTC's rule on consumer reviews and testimonials (16 CFR 465) allows only real testimonials,
 * from real clients, published with their consent and not from the firm's own staff. Each sample
 * is marked `"sample": true` in the file, so `npm run check:launch` lists it and a production build
 * refuses to finish until it is replaced by a real, consented testimonial. The rules every
 * testimonial must follow are in `testimonial-rules.ts`.
 */

export { type TestimonialPageId, testimonialPages } from "./schema/testimonials.ts";

/** One testimonial with its placeholders filled in each language (`{{californiaMinimumFranchiseTax}}` → $800). */
export type TestimonialRecord = TestimonialEntry;

const file = "content/testimonials.json";

function filled(record: TestimonialEntry, i: number): TestimonialRecord {
  const inLang = (field: "quote" | "role", lang: Lang) =>
    fillPlaceholders(record[field][lang], copyValues(lang), { file, field: `testimonials[${i}].${field}.${lang}` });
  return {
    ...record,
    role: { en: inLang("role", "en"), es: inLang("role", "es") },
    quote: { en: inLang("quote", "en"), es: inLang("quote", "es") },
  };
}

export const testimonials: readonly TestimonialRecord[] = parseContent(file, testimonialsSchema, data).testimonials.map(
  filled,
);

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
