/**
 * The home page's words in one language, `content/pages/home.json` (docs/decisions/019). Each card
 * and reason carries its own icon and, a service card, its link and whether it is "most popular",
 * beside its words: a list reordered keeps each card whole, and ./index.ts refuses a list ordered
 * differently in the two languages.
 */
import { z } from "zod";
import type { SameInBothLanguages } from "#app/content/data/page-copy.ts";
import { iconNames } from "#app/content/icon-names.ts";
import { ctaBandCopy } from "#app/content/schema/cta-band.ts";
import {
  eyebrowHeadingFields,
  lengthLimits,
  pageTitle,
  richTextField,
  searchDescription,
  text,
} from "#app/content/schema/fields.ts";
import { quickbooksBadgeNames } from "#app/content/schema/quickbooks-badges.ts";
import { serviceNames } from "#app/content/service-names.ts";
import { siteConfig } from "#app/content/site/index.ts";
import { type ServicePageId, servicePages } from "#app/lib/route-table.ts";

const paragraph = () => richTextField(() => siteConfig.clientPortal.url);

/** A list of cards, in the order the page shows them. */
function cards<S extends z.ZodType>(item: S, most: number, what: string) {
  return z.array(item).min(1, `needs at least one of the ${what}`).max(most, `has room for ${most} ${what} at most`);
}

// The editor copies no value inside a list's rows into the other language: an icon or a link is
// chosen in each column, and ./index.ts refuses two that differ.
const icon = () =>
  z.enum(iconNames).meta({ title: "Icon", description: "Choose the same icon in English and in Spanish." });

const servicePageIds = servicePages.map(({ slug }): ServicePageId => `service/${slug}`) as [
  ServicePageId,
  ...ServicePageId[],
];
const servicePageLabels = Object.fromEntries(
  servicePages.map(({ slug }) => [`service/${slug}`, serviceNames.en[slug]]),
) as Record<ServicePageId, string>;

const card = (title: string, description: string) =>
  z.strictObject({
    title: text(lengthLimits.cardTitle).meta({ title: `${title} title` }),
    description: text().meta({ title: description }),
  });

export const homeCopySchema = z.strictObject({
  metaTitle: pageTitle().meta({
    title: "Title in search results",
    description: "The page title shown by search engines and on the browser tab.",
  }),
  metaDescription: searchDescription(),
  hero: z
    .strictObject({
      eyebrow: text().meta({ title: "Small line above the headline" }),
      headline: text().meta({ title: "Headline" }),
      lead: text().meta({ title: "Sentence under the headline" }),
      trustPoints: z
        .array(text())
        .min(1, "needs at least one point")
        .meta({ title: "Short points under the buttons", description: "Two to four words each." }),
    })
    .meta({ title: "Top of the page" }),
  services: z
    .strictObject({
      ...eyebrowHeadingFields(),
      mostPopular: text().meta({ title: "Label of the most popular service" }),
      cards: cards(
        card("Service", "Description").extend({
          buttonText: text(lengthLimits.buttonLabel).meta({ title: "Button text" }),
          service: z.enum(servicePageIds, { error: "is not one of the site's service pages" }).meta({
            title: "Links to",
            description:
              "The service page the card and its button open. Choose the same page in English and in Spanish.",
            optionLabels: servicePageLabels,
          }),
          icon: icon(),
          mostPopular: z.boolean().optional().meta({
            title: "Marked as the most popular",
            description: "Shows the label above on this card.",
          }),
        }),
        8,
        "service cards",
      ).meta({
        title: "Service cards",
        rowName: "service card",
        description:
          "In the order the page shows them, the same order in English and in Spanish. Each card keeps its own link and icon when it is moved.",
      }),
    })
    .meta({ title: "Services" }),
  why: z
    .strictObject({
      ...eyebrowHeadingFields(),
      videoLabel: text().meta({ title: "Name of the video", description: "Read aloud to people who cannot see it." }),
      videoFallback: text().meta({ title: "Text when the video cannot play" }),
      benefits: cards(
        z.strictObject({
          icon: icon(),
          title: text(lengthLimits.cardTitle).meta({ title: "Reason" }),
          description: paragraph().meta({
            title: "Explanation",
            description:
              "A link is written `[words](portal)` for the client portal or `[words](page:contact)` for a page.",
          }),
        }),
        8,
        "reasons",
      ).meta({
        title: "Reasons to choose the firm",
        rowName: "reason",
        description:
          "In the order the page shows them, the same in English and in Spanish; each keeps its icon when moved.",
      }),
    })
    .meta({ title: "Why choose us" }),
  certifications: z
    .strictObject({
      ...eyebrowHeadingFields(),
      credentials: z
        .strictObject({
          caa: card("Credential", "Explanation").meta({ title: "Certifying Acceptance Agent" }),
          proadvisor: z
            .strictObject({
              title: text().meta({ title: "Credential title" }),
              description: z
                .strictObject({
                  ifCertifiedInBoth: text().meta({
                    title: "Explanation while the team is certified in QuickBooks Online and Desktop",
                    description: "Shown while a team member holds each of the two certifications (Team).",
                  }),
                  otherwise: text().meta({ title: "Explanation otherwise" }),
                })
                .meta({ title: "Explanation" }),
            })
            .meta({ title: "QuickBooks ProAdvisor" }),
          representative: card("Credential", "Explanation").meta({
            title: "Who represents clients before the IRS",
            description: "{{rep.credential}} and {{rep.person}} are filled in from the firm's details.",
          }),
          ctecRegistered: card("Credential", "Explanation").meta({
            title: "Last card while the preparers' CTEC registration is stated",
            description: "Shown while the firm's details say its preparers are registered with CTEC.",
          }),
          dataSecurity: card("Credential", "Explanation").meta({
            title: "Last card otherwise",
            description: "Shown instead of the CTEC card while the firm's details do not state that registration.",
          }),
        })
        .meta({ title: "Credentials" }),
      badgesTitle: text().meta({
        title: "Title of the QuickBooks badges",
        description: "Read aloud to people who cannot see them.",
      }),
      badges: quickbooksBadgeNames().meta({ title: "Names of the QuickBooks badges" }),
    })
    .meta({ title: "Credentials" }),
  testimonials: z
    .strictObject({ title: text().meta({ title: "Title" }) })
    .meta({ title: "Testimonials", description: "The testimonials themselves are edited separately." }),
  cta: ctaBandCopy(),
});

/** What the home page says in one language. */
export type HomeCopy = z.output<typeof homeCopySchema>;

/** What each card shows alike in both languages: a service card's link, icon and label, a reason's icon. */
export const homeSameInBothLanguages: SameInBothLanguages<HomeCopy> = (copy) => [
  ...copy.services.cards.flatMap((card, i): [string, string, string][] => [
    [`services.cards[${i}].service`, "page", card.service],
    [`services.cards[${i}].icon`, "icon", card.icon],
    [`services.cards[${i}].mostPopular`, "most popular mark", String(card.mostPopular ?? false)],
  ]),
  ...copy.why.benefits.map((benefit, i): [string, string, string] => [`why.benefits[${i}].icon`, "icon", benefit.icon]),
];
