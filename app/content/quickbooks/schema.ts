/**
 * The QuickBooks courses page's words in one language, `content/pages/quickbooks.json` (docs/decisions/019).
 * Icons and the offerings' order and formats are in `structure.ts`; the offerings' words in
 * `en.ts` and `es.ts`; the testimonials are edited separately.
 */
import { z } from "zod";
import { headingFields, richTextField, searchDescription, text } from "#app/content/schema/fields.ts";
import { quickbooksBadgeNames } from "#app/content/schema/quickbooks-badges.ts";
import { siteConfig } from "#app/lib/site-config.ts";
import { quickbooksStructure } from "./structure.ts";

const paragraph = () => richTextField(() => siteConfig.clientPortal.url);
const linkHelp =
  "A link is written [words](page:contact) for a page of the site, or [words](portal) for the client portal.";

export const quickbooksCopySchema = z.strictObject({
  title: text().meta({ title: "Page title", description: "The heading of the page and the title in search results." }),
  subheading: text().meta({ title: "Line under the title" }),
  description: text().meta({ title: "Introduction" }),
  metaDescription: searchDescription(),
  heroBadge: text().meta({ title: "Small label above the title" }),
  benefits: z
    .array(
      z.strictObject({
        title: text().meta({ title: "Benefit" }),
        description: paragraph().meta({ title: "Explanation", description: linkHelp }),
      }),
    )
    .length(
      quickbooksStructure.benefitIcons.length,
      `must have exactly ${quickbooksStructure.benefitIcons.length} benefits, in the order the page shows them`,
    )
    .meta({
      title: "Benefits",
      description: "Certified ProAdvisors, hands-on training, ongoing support, in this order (their icons are fixed).",
    }),
  badgeLabels: quickbooksBadgeNames().meta({
    title: "Names of the certification badges",
    description: "Read aloud to people who cannot see them.",
  }),
  waitlistCta: text().meta({ title: "Waitlist button" }),
  formats: z
    .strictObject({
      ...headingFields(),
      labels: z
        .strictObject({
          all: text().meta({ title: "All formats" }),
          course: text().meta({ title: "Group courses" }),
          training: text().meta({ title: "One-on-one training" }),
          setup: text().meta({ title: "QuickBooks setup" }),
          tips: text().meta({ title: "Tips and tricks" }),
        })
        .meta({ title: "Names of the formats", description: "The buttons that filter the offerings." }),
    })
    .meta({ title: "Learning formats" }),
  teamsNote: text().meta({ title: "Note for teams", description: "Under the offerings: what teams of 5 or more get." }),
  faqs: z
    .array(
      z.strictObject({
        question: text().meta({ title: "Question" }),
        answer: paragraph().meta({ title: "Answer", description: linkHelp }),
        answerIfCertifiedInBoth: paragraph().optional().meta({
          title: "Answer while the team is certified in QuickBooks Online and Desktop",
          description:
            "Optional. Shown instead of the answer while a team member holds each of the two certifications (Team).",
        }),
      }),
    )
    .min(1, "needs at least one question")
    .meta({ title: "Frequently asked questions", description: "Shown in this order; drag to reorder." }),
});

/** What the QuickBooks courses page says in one language, the offerings aside. */
export type QuickbooksCopy = z.output<typeof quickbooksCopySchema>;
