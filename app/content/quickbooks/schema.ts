/**
 * The QuickBooks courses page's words in one language, `content/pages/quickbooks.json` (docs/decisions/019).
 * Each benefit carries its own icon, each offering its course (the contact form's id), format and
 * icon beside its words (docs/decisions/027): a list reordered keeps each card whole, and ./index.ts
 * refuses a list ordered differently in the two languages. The testimonials are edited separately.
 */
import { z } from "zod";
import { type QuickbooksCourseId, quickbooksCourses } from "#app/contact-form/contact-contract.ts";
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
import { siteConfig } from "#app/content/site/index.ts";
import { type OfferingFormat, offeringFormats } from "./types.ts";

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

// The editor copies no value inside a list's rows into the other language: a course, format or
// icon is chosen in each column, and ./index.ts refuses two that differ.
const icon = () =>
  z.enum(iconNames).meta({ title: "Icon", description: "Choose the same icon in English and in Spanish." });

const courseIds = quickbooksCourses.map(({ id }) => id) as [QuickbooksCourseId, ...QuickbooksCourseId[]];

/** One offering: the course it is on the contact form, its format and icon, its card's words, then its View Details panel. */
const offering = z.strictObject(
  {
    course: z.enum(courseIds, { error: `must be one of the contact form's courses (${courseIds.join(", ")})` }).meta({
      title: "Course on the contact form",
      description:
        "The course its Register Interest button chooses on the contact form. Choose the same course in English and in Spanish.",
      optionLabels: Object.fromEntries(quickbooksCourses.map(({ id, label }) => [id, label])),
    }),
    format: z.enum(offeringFormats, { error: `must be ${offeringFormats.join(", ")}` }).meta({
      title: "Learning format",
      description:
        "The format button that shows it (see Learning formats). Choose the same format in English and in Spanish.",
      optionLabels: {
        course: "Group courses",
        training: "One-on-one training",
        setup: "QuickBooks setup",
        tips: "Tips and tricks",
      } satisfies Record<OfferingFormat, string>,
    }),
    icon: icon(),
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

/**
 * The offerings in the order the page shows them: each course of the contact form once, so every
 * course it offers has its card (a course is added or retired in the contact form's list first).
 */
const offerings = z
  .array(offering)
  .min(courseIds.length, `needs a card for each of the contact form's ${courseIds.length} courses`)
  .max(courseIds.length, `has room for one card per course of the contact form (${courseIds.length})`)
  .superRefine((cards, ctx) => {
    const chosen = cards.map(({ course }) => course);
    chosen.forEach((course, i) => {
      if (chosen.indexOf(course) !== i)
        ctx.addIssue({
          code: "custom",
          path: [i, "course"],
          message: `${course} has a card already: each course once`,
        });
    });
    const missing = courseIds.filter((id) => !chosen.includes(id));
    if (missing.length)
      ctx.addIssue({
        code: "custom",
        message: `has no card for ${missing.join(", ")}: each course of the contact form once`,
      });
  })
  .meta({
    title: "Courses and services",
    rowName: "course",
    description:
      "The cards of the learning formats, in the order the page shows them, the same order in English and in Spanish. Each card keeps its course, format and icon when it is moved.",
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
        icon: icon(),
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

/** What each card shows alike in both languages: a benefit's icon, an offering's course, format and icon. */
export const quickbooksSameInBothLanguages: SameInBothLanguages<QuickbooksCopy> = (copy) => [
  ...copy.benefits.map((benefit, i): [string, string, string] => [`benefits[${i}].icon`, "icon", benefit.icon]),
  ...copy.offerings.flatMap((offering, i): [string, string, string][] => [
    [`offerings[${i}].course`, "course", offering.course],
    [`offerings[${i}].format`, "format", offering.format],
    [`offerings[${i}].icon`, "icon", offering.icon],
  ]),
];
