import type { IconName } from "~/components/service/content-icons";

/** A link inside a paragraph: to a page of the route table (by id) or to an external URL. */
export type RichLink = { text: string; page: string } | { text: string; href: string };

/** Text that may carry links: a plain string, or pieces of text and links in order. */
export type RichText = string | (string | RichLink)[];

export interface Feature {
  icon: IconName;
  title: string;
  description: string;
}

export interface ClientType {
  type: string;
  description: string;
}

export interface ProcessStep {
  number: 1 | 2 | 3 | 4 | 5 | 6;
  title: string;
  description: string;
}

export interface Faq {
  question: string;
  answer: RichText;
}

/** Sample marketing copy (decisions.md 12): first name and last initial, a position, maybe a company. */
export interface Testimonial {
  quote: string;
  name: string;
  position: string;
  company?: string;
}

/** One service page in one language (content-catalogue.md 2.1 and 3). */
export interface ServicePageContent {
  /** The page's h1. */
  title: string;
  /** A short line above the title (eyebrow). */
  subheading: string;
  /** The hero paragraph. */
  description: string;
  /** 140-160 characters, written, not truncated. */
  metaDescription: string;
  /** Icon shown in the hero when there is no image, and on cards elsewhere. */
  icon: IconName;
  features: Feature[];
  clients: ClientType[];
  process: ProcessStep[];
  faqs: Faq[];
  testimonials: Testimonial[];
}

export interface Bilingual<T> {
  en: T;
  es: T;
}
