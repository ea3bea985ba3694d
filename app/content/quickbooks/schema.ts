/**
 * The QuickBooks courses page's words in one language, `content/pages/quickbooks.json` (docs/decisions/019),
 * the offerings' words among them, under their ids; each benefit with its own icon. The offerings'
 * ids, order, formats and icons are in `structure.ts`; the testimonials are edited separately.
 */
import { z } from "zod";
import type { SameInBothLanguages } from "#app/content/data/page-copy.ts";
import { iconNames } from "#app/content/icon-names.ts";
import {
  headingFields,
  lengthLimits,
  optionalValue,
  pageTitleField,
  richTextField,
  searchDescription,
  text,
} from "#app/content/schema/fields.ts";
import { quickbooksBadgeNames } from "#app/content/schema/quickbooks-badges.ts";
import { siteConfig } from "#app/content/site-config.ts";
import { quickbooksCourses } from "#app/lib/contact-contract.ts";
import { quickbooksStructure } from "./structure.ts";

const paragraph = () => richTextField(() => siteConfig.clientPortal.url);
const linkHelp =
  "A link is written `[words](page:contact)` for a page of the site, or `[words](portal)` for the client portal.";

/** The firm states no figure or date it does not have: the help of the card's facts says so. */
const honestly = (missing: string, example: string) =>
  `Where the firm has no ${missing} yet, say so honestly (e.g. '${example}').`;

const inOrder = "Shown in this order; drag to reorder.";

/**
 * An optional list of short texts of the details panel, one line each: left empty (as the editor
 * saves a list whose entries were all removed) it is not shown, heading included (index.ts).
 */
function optionalLines(title: string, item: string, description: string) {
  return z
    .array(text().meta({ title: item }))
    .optional()
    .meta({ title, description: `Optional: leave it empty to show none. ${description} ${inOrder}` });
}

/** The message of an object a language lacks (zod's own would say "expected object, received undefined"). */
const missingObject = { error: (issue: { input?: unknown }) => (issue.input === undefined ? "is missing" : undefined) };

/** One offering's words: its card, then its View Details panel. */
const offering = z.strictObject(
  {
    title: text().meta({
      title: "Name",
      description:
        "The heading of the card and of its details. The contact form lists the courses by their English names: change an English name together with that list.",
    }),
    description: text().meta({ title: "Short description", description: "The few lines on the card, under the name." }),
    // Empty is none: the editor saves an emptied text as "" (index.ts leaves it out).
    badge: z.string({ error: "must be text" }).trim().optional().meta({
      title: "Label on the card",
      description:
        "Optional: leave it empty for none. A small label in the card's corner and above the name in its details, e.g. 'Advanced' or 'Coming soon'.",
    }),
    duration: text().meta({
      title: "Length",
      description: `How long it takes, e.g. '2-4 business days'. ${honestly("figure", "Flexible scheduling")}`,
    }),
    startDate: text().meta({
      title: "When it starts",
      description: honestly("date", "Contact us for upcoming dates"),
    }),
    price: text().meta({
      title: "Price shown on the card",
      description: honestly("figure", "Contact us for current pricing"),
    }),
    details: z
      .strictObject(
        {
          overview: text().meta({ title: "Overview", description: "The paragraph at the top of the details." }),
          outcomes: z
            .array(text().meta({ title: "Point" }))
            .min(1, "needs at least one point")
            .meta({ title: "What you will learn", description: `What people can do after it. ${inOrder}` }),
          curriculum: optionalLines("Curriculum", "Topic", "The topics covered, numbered on the page."),
          requirements: optionalLines("Requirements", "Requirement", "What people need to bring or know."),
          pricing: z
            .array(
              z.strictObject({
                amount: text().meta({
                  title: "Price or option",
                  description: `e.g. 'Custom quote' or 'Group rate'. ${honestly("figure", "Fee to be announced")}`,
                }),
                description: text().meta({ title: "Explanation" }),
              }),
            )
            .optional()
            .meta({
              title: "Pricing options",
              description: `Optional: leave it empty to show none. Each price or option with a sentence about it. ${inOrder}`,
            }),
        },
        missingObject,
      )
      .meta({ title: "Details", description: "What the card's View Details button opens." }),
  },
  missingObject,
);

const offeringIds = quickbooksStructure.offerings.map(({ id }) => id);

/** The offerings' words under the ids of `structure.ts`: none missing, none unknown. */
const offerings = z
  .strictObject(
    Object.fromEntries(
      offeringIds.map((id) => [
        id,
        // Named in the editor as the contact form names the course.
        offering.meta({ title: quickbooksCourses.find((course) => course.id === id)?.label ?? id }),
      ]),
    ) as Record<(typeof offeringIds)[number], typeof offering>,
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `${issue.keys.map((key) => `"${key}"`).join(", ")} is not one of the page's offerings (${offeringIds.join(", ")}); a new offering is added in the code first`
          : missingObject.error(issue),
    },
  )
  .meta({
    title: "Courses and services",
    description:
      "The cards of the learning formats, in the order the page shows them (their order and icons are fixed).",
  });

export const quickbooksCopySchema = z.strictObject({
  title: pageTitleField(),
  subheading: text().meta({ title: "Line under the title" }),
  description: text().meta({ title: "Introduction" }),
  metaDescription: searchDescription(),
  heroBadge: text().meta({ title: "Small label above the title" }),
  benefits: z
    .array(
      z.strictObject({
        icon: z.enum(iconNames).meta({ title: "Icon", description: "Choose the same icon in English and in Spanish." }),
        title: text(lengthLimits.cardTitle).meta({ title: "Benefit" }),
        description: paragraph().meta({ title: "Explanation", description: linkHelp }),
      }),
    )
    .min(1, "needs at least one benefit")
    .max(6, "has room for 6 benefits at most")
    .meta({
      title: "Benefits",
      rowName: "benefit",
      description:
        "In the order the page shows them, the same in English and in Spanish; each keeps its icon when moved.",
    }),
  badgeLabels: quickbooksBadgeNames().meta({
    title: "Names of the certification badges",
    description: "Read aloud to people who cannot see them.",
  }),
  waitlistCta: text(lengthLimits.buttonLabel).meta({ title: "Waitlist button" }),
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
  offerings,
  teamsNote: text().meta({ title: "Note for teams", description: "Under the offerings: what teams of 5 or more get." }),
  faqs: z
    .array(
      z.strictObject({
        question: text().meta({ title: "Question" }),
        answer: paragraph().meta({ title: "Answer", description: linkHelp }),
        answerIfCertifiedInBoth: optionalValue(paragraph()).meta({
          title: "Answer while the team is certified in QuickBooks Online and Desktop",
          description:
            "Optional. Shown instead of the answer while a team member holds each of the two certifications (Team).",
        }),
      }),
    )
    .min(1, "needs at least one question")
    .meta({ title: "Frequently asked questions", description: "Shown in this order; drag to reorder." }),
});

/** What the QuickBooks courses page says in one language. */
export type QuickbooksCopy = z.output<typeof quickbooksCopySchema>;

/** What each benefit shows alike in both languages: its icon. */
export const quickbooksSameInBothLanguages: SameInBothLanguages<QuickbooksCopy> = (copy) =>
  copy.benefits.map((benefit, i): [string, string, string] => [`benefits[${i}].icon`, "icon", benefit.icon]);
