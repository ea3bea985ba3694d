import type { IconName } from "#app/content/icon-names.ts";
import type { Faq, Testimonial } from "#app/content/types.ts";
import type { ServiceSlug } from "#app/lib/route-table.ts";
import type { ServicePageCopyData } from "./schema.ts";

/** Every service page except the QuickBooks courses page, which has its own layout. */
export type TemplateServiceSlug = Exclude<ServiceSlug, "quickbooks-courses">;

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
  /** Its place on the page, from 1. */
  number: number;
  title: string;
  description: string;
}

/** One service page in one language, as the page renders it. */
export interface ServicePageContent {
  /** The page's h1. */
  title: string;
  /** A short line above the title (eyebrow). */
  subheading: string;
  /** The hero's picture, as the content file holds it (`/content/pictures/payroll.webp`), one for both languages. */
  artwork: string;
  /** The hero paragraph. */
  description: string;
  /** 140-160 characters, written, not truncated. */
  metaDescription: string;
  features: Feature[];
  clients: ClientType[];
  process: ProcessStep[];
  faqs: Faq[];
  testimonials: Testimonial[];
}

/** Every service page shows six features, six kinds of client and six steps. */
export type Six<T> = [T, T, T, T, T, T];

/**
 * What a service page says in one language (`content/services/<slug>.json`, under "en" and "es"), as
 * its schema gives it, icons included. The steps are numbered by their order and the testimonials
 * come from `testimonials/index.ts`, so neither is written there.
 */
export type ServicePageCopy = ServicePageCopyData;
