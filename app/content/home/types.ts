import type { IconName } from "#app/content/icon-names.ts";
import type { RichText, Testimonial } from "#app/content/types.ts";
import type { PageId } from "#app/lib/route-table.ts";

export interface ServiceCard {
  title: string;
  description: string;
  icon: IconName;
  /** Route-table id of the page the card links to. */
  link: PageId;
  buttonText: string;
  mostPopular?: boolean;
}

export interface Benefit {
  icon: IconName;
  title: string;
  /** May link to the client portal. */
  description: RichText;
}

export interface Credential {
  icon: IconName;
  title: string;
  description: string;
}

/** The home page in one language, as its sections read it. */
export interface HomeContent {
  metaTitle: string;
  metaDescription: string;
  hero: { eyebrow: string; headline: string; lead: string; trustPoints: string[] };
  services: { eyebrow: string; title: string; lead: string; mostPopular: string; cards: ServiceCard[] };
  why: {
    eyebrow: string;
    title: string;
    lead: string;
    videoLabel: string;
    videoFallback: string;
    benefits: Benefit[];
  };
  certifications: {
    eyebrow: string;
    title: string;
    lead: string;
    credentials: Credential[];
    badgesTitle: string;
    /** ProAdvisor, then Online and Desktop: null where no team member holds it (quickbooks-certifications.ts). */
    badges: [string, string | null, string | null];
  };
  testimonials: { title: string; items: Testimonial[] };
  cta: { title: string; text: string };
}
