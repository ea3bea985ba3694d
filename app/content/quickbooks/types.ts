import type { IconName } from "~/components/service/content-icons";
import type { QuickbooksCourseId } from "~/lib/contact-contract";
import type { Faq, Testimonial } from "../types";

export type OfferingFormat = "course" | "training" | "setup" | "tips";

/** One QuickBooks offering (content-catalogue.md 2.3 and 3; decisions.md 11 and 13). */
export interface Offering {
  id: QuickbooksCourseId;
  title: string;
  description: string;
  format: OfferingFormat;
  icon: IconName;
  /** e.g. "Advanced" / "Avanzado", or "Coming soon" for the waitlisted course. */
  badge?: string;
  /** Honest text where the spec gives no figure, e.g. "Flexible scheduling". */
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

export interface QuickbooksPageContent {
  title: string;
  subheading: string;
  description: string;
  metaDescription: string;
  /** Small pill above the title, e.g. "Certified QuickBooks ProAdvisors". */
  heroBadge: string;
  /** Exactly three: certified, hands-on training, ongoing support. */
  benefits: { icon: IconName; title: string; description: string }[];
  /** Labels of the three certification badge images. */
  badgeLabels: [string, string, string];
  waitlistCta: string;
  formats: { title: string; lead: string; labels: Record<"all" | OfferingFormat, string> };
  offerings: Offering[];
  /** Teams of 5 or more get a custom program and group rates. */
  teamsNote: string;
  faqs: Faq[];
  testimonials: Testimonial[];
}
