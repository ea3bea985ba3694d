/**
 * The home page's words in one language, `content/pages/home.json` (docs/decisions/019). Icons,
 * links and which card is "most popular" are in `structure.ts`; the lists here give the words of
 * its entries in the same order.
 */
import { z } from "zod";
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
import { siteConfig } from "#app/content/site-config.ts";
import { homeStructure } from "./structure.ts";

const paragraph = () => richTextField(() => siteConfig.clientPortal.url);

/** A list with exactly one entry per entry of the page's structure, in its order. */
function oneEach<S extends z.ZodType>(item: S, count: number, what: string) {
  return z.array(item).length(count, `must have exactly ${count} ${what}, in the order the page shows them`);
}

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
      cards: oneEach(
        card("Service", "Description").extend({
          buttonText: text(lengthLimits.buttonLabel).meta({ title: "Button text" }),
        }),
        homeStructure.serviceCards.length,
        "service cards",
      ).meta({
        title: "Service cards",
        description:
          "Bookkeeping, tax preparation, IRS representation, business services, Certifying Acceptance Agent, QuickBooks courses, in this order (their icons and links are fixed).",
      }),
    })
    .meta({ title: "Services" }),
  why: z
    .strictObject({
      ...eyebrowHeadingFields(),
      videoLabel: text().meta({ title: "Name of the video", description: "Read aloud to people who cannot see it." }),
      videoFallback: text().meta({ title: "Text when the video cannot play" }),
      benefits: oneEach(
        z.strictObject({
          title: text(lengthLimits.cardTitle).meta({ title: "Reason" }),
          description: paragraph().meta({
            title: "Explanation",
            description:
              "A link is written `[words](portal)` for the client portal or `[words](page:contact)` for a page.",
          }),
        }),
        homeStructure.benefitIcons.length,
        "reasons",
      ).meta({
        title: "Reasons to choose the firm",
        description:
          "Bilingual, ProAdvisors, flat-fee audits, client portal, free consultation, nationwide IRS help, in this order (their icons are fixed).",
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
