import type { QuickbooksCourseId } from "#app/contact-form/contact-contract.ts";
import type { IconName } from "#app/content/icon-names.ts";
import type { Faq, RichText, Testimonial } from "#app/content/types.ts";

/** The learning formats the page's buttons filter the offerings by. */
export const offeringFormats = ["course", "training", "setup", "tips"] as const;
export type OfferingFormat = (typeof offeringFormats)[number];

/**
 * One QuickBooks offering, as its card and its detail sheet read it. Its id is the course the
 * contact form's "Register Interest" link preselects.
 */
export interface Offering {
  id: QuickbooksCourseId;
  title: string;
  description: string;
  format: OfferingFormat;
  icon: IconName;
  /** e.g. "Advanced" / "Avanzado", or "Coming soon" for the waitlisted course. */
  badge?: string;
  /** Honest text where the firm has given no figure yet, e.g. "Flexible scheduling". */
  duration: string;
  startDate: string;
  price: string;
  details: {
    overview: string;
    outcomes: string[];
    curriculum?: string[];
    requirements?: string[];
    pricing?: { amount: string; description: string }[];
  };
}

/** The QuickBooks courses page in one language, as its sections and islands read it. */
export interface QuickbooksPageContent {
  title: string;
  subheading: string;
  description: string;
  metaDescription: string;
  /** Small pill above the title, e.g. "Certified QuickBooks ProAdvisors". */
  heroBadge: string;
  /** Exactly three: certified, hands-on training, ongoing support. */
  benefits: { icon: IconName; title: string; description: RichText }[];
  /** Labels of the three certification badge images. */
  /** ProAdvisor, then Online and Desktop: null where no team member holds it (quickbooks-certifications.ts). */
  badgeLabels: [string, string | null, string | null];
  waitlistCta: string;
  formats: { title: string; lead: string; labels: Record<"all" | OfferingFormat, string> };
  offerings: Offering[];
  /** Teams of 5 or more get a custom program and group rates. */
  teamsNote: string;
  faqs: Faq[];
  testimonials: Testimonial[];
}
