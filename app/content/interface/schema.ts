/**
 * The sentences of the interface that the firm may reword (docs/decisions/019, on the
 * dictionaries): the site's tagline, the footer's line, the contact page's words, the forms' help
 * texts and thanks, the headings every service page shares, the not-found page. They live in
 * `content/pages/interface.json`, which `app/i18n/en.ts` and `es.ts` import as plain JSON and spread into
 * the dictionaries; the labels of controls ("Menu", "Close", field names, error messages) stay there.
 *
 * Its sentences name the firm's facts by placeholder (`{{site.phone}}`, app/content/site/facts.ts), which the
 * dictionaries fill. The dictionaries import the file without this schema: an island's script imports them only for
 * the build's branch (app/islands/island-site.ts), and the bundler drops them from the browser's
 * code only if loading them does nothing but read data. The file is checked all the same: by
 * Astro's content collection and by the build's sample count (readCopy, content-files.ts), which
 * also checks that both languages have the same shape, and by the type-check (es.ts satisfies the
 * English dictionary's type).
 */
import { z } from "zod";
import { placeholdersIn } from "#app/content/data/placeholders.ts";
import { type LengthLimit, lengthLimits, searchDescriptionMeta, text as words } from "#app/content/schema/fields.ts";
import { siteFactNames } from "#app/content/site/facts.ts";

/**
 * A sentence of the interface. It may name the firm's facts by placeholder, `{{site.phone}}`
 * (app/content/site/facts.ts), which the dictionaries fill; not the yearly figures or the
 * representative (whose table itself reads the dictionaries), which would be shown raw.
 */
const text = (limit?: LengthLimit) =>
  words(limit).superRefine((value, context) => {
    for (const name of placeholdersIn(value))
      if (!siteFactNames.includes(name))
        context.addIssue({
          code: "custom",
          message: `cannot hold {{${name}}}: a sentence shared by pages may name only the firm's details (${siteFactNames.map((n) => `{{${n}}}`).join(", ")})`,
        });
  });

const searchTitle = () => text(lengthLimits.pageTitle).meta({ title: "Title in search results" });
const searchDescription = () => text(lengthLimits.searchDescription).meta(searchDescriptionMeta);

export const interfaceWordsSchema = z.strictObject({
  site: z
    .strictObject({
      tagline: text().meta({
        title: "Tagline",
        description: "Follows the firm's name in the home page's title and in shared links.",
      }),
      description: searchDescription(),
    })
    .meta({ title: "The whole site" }),
  footer: z.strictObject({ blurb: text().meta({ title: "Sentence under the logo" }) }).meta({ title: "Footer" }),
  directory: z
    .strictObject({
      title: searchTitle(),
      lead: text().meta({ title: "Sentence under the title" }),
      metaDescription: searchDescription(),
    })
    .meta({ title: "Services page" }),
  servicePage: z
    .strictObject({
      featuresTitle: text().meta({ title: "Heading of what is included" }),
      featuresLead: text().meta({ title: "Sentence under that heading" }),
      clientsTitle: text().meta({ title: "Heading of who we help" }),
      processTitle: text().meta({ title: "Heading of how it works" }),
      faqTitle: text().meta({ title: "Heading of the questions" }),
      testimonialsTitle: text().meta({ title: "Heading of the testimonials" }),
      ctaTitle: text().meta({ title: "Title of the invitation at the bottom" }),
      ctaText: text().meta({ title: "Sentence of the invitation at the bottom" }),
    })
    .meta({ title: "Every service page", description: "The headings and invitation that all service pages share." }),
  quickbooks: z
    .strictObject({
      faqTitle: text().meta({ title: "Heading of the questions" }),
      waitlistTitle: text().meta({ title: "Title of the waitlist" }),
      waitlistText: text().meta({ title: "Sentence of the waitlist" }),
      waitlistThanksTitle: text().meta({ title: "Title once someone has joined" }),
      waitlistThanksText: text().meta({ title: "Sentence once someone has joined" }),
    })
    .meta({ title: "QuickBooks courses page: questions and waitlist" }),
  contactPage: z
    .strictObject({
      title: text(lengthLimits.pageTitle).meta({
        title: "Title",
        description: "The heading of the contact page and its title in search results.",
      }),
      lead: text().meta({ title: "Sentence under the title" }),
      metaDescription: searchDescription(),
      getInTouch: text().meta({ title: "Heading of the contact details" }),
      whyChoose: text().meta({ title: "Heading of the reasons" }),
      whyPoints: z.array(text()).min(1, "needs at least one reason").meta({ title: "Reasons to choose the firm" }),
      officesTitle: text().meta({ title: "Heading of the offices" }),
      officesLead: text().meta({ title: "Sentence under the offices' heading" }),
    })
    .meta({ title: "Contact page" }),
  form: z
    .strictObject({
      title: text().meta({ title: "Title of the contact form" }),
      lead: text().meta({ title: "Sentence under the form's title" }),
      phoneHint: text().meta({ title: "Help under the phone field" }),
      messageHint: text().meta({ title: "Help under the message field" }),
      successTitle: text().meta({ title: "Title once the message is sent" }),
      successText: text().meta({ title: "Sentence once the message is sent" }),
    })
    .meta({ title: "Contact form" }),
  formResult: z
    .strictObject({
      thankYouTitle: text().meta({ title: "Title once the message is sent" }),
      thankYouText: text().meta({ title: "Sentence once the message is sent" }),
      checkTitle: text().meta({ title: "Title when the form needs correcting" }),
      checkText: text().meta({ title: "Sentence before the form's rules" }),
      checkOther: text().meta({ title: "Sentence after the form's rules" }),
      metaDescription: searchDescription(),
    })
    .meta({
      title: "Page after sending the form",
      description: "Shown to people whose browser sends the form without running the page's scripts.",
    }),
  notFound: z
    .strictObject({
      title: text().meta({ title: "Title" }),
      text: text().meta({ title: "Sentence" }),
      metaDescription: searchDescription(),
    })
    .meta({ title: "Page not found" }),
  errorBoundary: z
    .strictObject({ title: text().meta({ title: "Title" }), text: text().meta({ title: "Sentence" }) })
    .meta({ title: "When a page cannot be shown" }),
});
