import type { PageId } from "#app/lib/route-table.ts";

/** A link inside a paragraph: to a page of the route table (by id) or to an external URL. */
export type RichLink = { text: string; page: PageId } | { text: string; href: string };

/** Text that may carry links: a plain string, or pieces of text and links in order. */
export type RichText = string | (string | RichLink)[];

export interface Faq {
  question: string;
  answer: RichText;
}

/** One testimonial as a page shows it, built from `content/testimonials.json` (`testimonialsFor` in `testimonials/index.ts`). */
export interface Testimonial {
  quote: string;
  name: string;
  position: string;
  company?: string;
  /** A sample, not yet a real client's consented words (`"sample": true` in the file). */
  sample?: boolean;
}

export interface Bilingual<T> {
  en: T;
  es: T;
}
