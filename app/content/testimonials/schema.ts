/**
 * Every testimonial on the site, `content/testimonials.json` (docs/decisions/008, 019): the schema
 * the build, the editor and check:launch share. The FTC's rule on consumer reviews and
 * testimonials (16 CFR 465) allows only real clients' words, published with their consent; the
 * rules beyond the shape of one entry are in `rules.ts`.
 */
import { z } from "zod";
import { refuseUnmarkedExamples } from "#app/content/data/known-examples.ts";
import { bilingual, isoDate, optionalValue, sampleFlag, text } from "#app/content/schema/fields.ts";
import { textWithFigures } from "#app/content/schema/figure-text.ts";
import { serviceNames } from "#app/content/service-names.ts";
import { retiredServiceSlugs } from "#app/lib/retired-service-addresses.ts";
import { type ServiceSlug, servicePages } from "#app/lib/route-table.ts";

/** Pages that show three testimonials: the home page and every service page. */
export type TestimonialPageId = "home" | `service/${ServiceSlug}`;

export const testimonialPages: readonly [TestimonialPageId, ...TestimonialPageId[]] = [
  "home",
  ...servicePages.map((page) => `service/${page.slug}` as const),
];

/**
 * Retired service pages (app/lib/retired-service-addresses.ts) a testimonial may still name: the
 * firm retires a page by deleting its file in the editor, and the testimonials that named it keep
 * showing on their other pages, so retiring needs no other change. Shown nowhere; typed as a page
 * id for the schema's enum, though no page has it.
 */
const retiredTestimonialPages = retiredServiceSlugs().map((slug) => `service/${slug}` as TestimonialPageId);

/** Every page a testimonial may name: those that show testimonials, then the retired ones. */
export const knownTestimonialPages: readonly [TestimonialPageId, ...TestimonialPageId[]] = [
  ...testimonialPages,
  ...retiredTestimonialPages,
];

/** Each page's English name, as the editor's select of pages shows it. */
const testimonialPageNames = Object.fromEntries([
  ...testimonialPages.map((id) => [
    id,
    id === "home" ? "Home" : serviceNames.en[id.slice("service/".length) as ServiceSlug],
  ]),
  ...retiredTestimonialPages.map((id) => [id, `${id.slice("service/".length)} (retired page: shown nowhere)`]),
]);

/**
 * The client's written permission to publish their words, name and role. Ticked, it must say the
 * day they signed and where the signed form is kept, so it can be produced if asked.
 */
const consentSchema = z
  .strictObject({
    signed: z.boolean().default(false).meta({
      title: "Signed consent on file",
      description: "Tick only when the client has signed a form agreeing to their words, name and role on the site.",
    }),
    signedOn: optionalValue(isoDate()).meta({ title: "Date signed", description: "The day the client signed it." }),
    keptIn: optionalValue(text()).meta({
      title: "Where the signed form is kept",
      description: "e.g. client file 2027-014, or consent binder 1.",
    }),
  })
  .superRefine((consent, context) => {
    if (!consent.signed) return;
    if (!consent.signedOn)
      context.addIssue({ code: "custom", path: ["signedOn"], message: "is needed once signed consent is ticked" });
    if (!consent.keptIn)
      context.addIssue({ code: "custom", path: ["keptIn"], message: "is needed once signed consent is ticked" });
  });

/**
 * A quote that claims an outcome (a levy released, a smaller bill, a refund, a sale that closed):
 * the FTC's Endorsement Guides (16 CFR 255.2(b)) want the firm to hold evidence that it is what
 * clients in that situation generally get, or to show clearly what they can generally expect.
 */
const resultClaimSchema = z.strictObject({
  what: text().meta({ title: "The result it claims", description: "In a few words, e.g. the wage levy was released." }),
  substantiation: optionalValue(text()).meta({
    title: "Where the evidence is",
    description:
      "Where the firm keeps the evidence that this result is typical, or where the page says what clients generally get, e.g. case outcomes 2024-2026, office binder 3. Leave empty until it is done.",
  }),
});

export const testimonialSchema = z.strictObject({
  name: text().meta({
    title: "Client's name",
    description: "First name and last initial, as the client agreed to be named (e.g. Rosa M.).",
  }),
  role: bilingual(text()).meta({
    title: "Client's role",
    description: "What they do, e.g. Owner, family bakery. One person, one role.",
  }),
  company: optionalValue(text()).meta({
    title: "Business name",
    description: "Only if the client agreed to name it; not translated.",
  }),
  pages: z
    .array(
      z
        .enum(knownTestimonialPages, { error: "must be the home page or a service page" })
        .meta({ optionLabels: testimonialPageNames }),
    )
    .min(1, "needs at least one page")
    .meta({ title: "Pages that show it", description: "Each page shows exactly three testimonials." }),
  quote: bilingual(textWithFigures()).meta({
    title: "The client's words",
    description:
      "Their own words, and a Spanish translation they approved. Write yearly tax figures as placeholders, e.g. {{californiaMinimumFranchiseTax}}.",
  }),
  claimsResult: resultClaimSchema.optional().meta({
    title: "Claims a result",
    description:
      "Fill in when the words report an outcome: a levy released, a smaller bill, a refund, a sale that closed.",
  }),
  consent: consentSchema.meta({ title: "Consent" }),
  sample: sampleFlag(),
});

export const testimonialsSchema = z
  .strictObject({
    testimonials: z.array(testimonialSchema).meta({ title: "Testimonials" }),
  })
  // A known example (info@example.com, a sample person's name) must stay marked as a sample.
  .superRefine(refuseUnmarkedExamples);

/** One testimonial as the file holds it (placeholders unfilled). */
export type TestimonialEntry = z.output<typeof testimonialSchema>;

export const testimonialsSupplies = {
  testimonials:
    "a real client's testimonial in place of this sample: their own words in English and Spanish (the translation approved by them), the name and role they agreed to, and their consent: tick “Signed consent on file” and give the date they signed and where the signed form is kept (16 CFR 465)",
} as const;
