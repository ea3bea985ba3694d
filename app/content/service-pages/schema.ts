import { z } from "zod";
import { iconNames } from "#app/content/icon-names.ts";
import {
  imageFile,
  lengthLimits,
  minImageWidth,
  text as requiredText,
  richTextField,
} from "#app/content/schema/fields.ts";
import { addressPattern, addressPatternMessage } from "#app/content/service-pages/address-messages.ts";
import { siteConfig } from "#app/content/site/index.ts";
import { pages, serviceCategories } from "#app/lib/route-table.ts";

/** How figures and links are written, said once for every field that may hold them. */
const figuresHelp = "Figures in double braces, like {{socialSecurityWageBase}}, are filled in for you: keep them.";
const linksHelp =
  "To link to another page, write `[the words](page:service/payroll)` or `[the words](page:contact)`; to another site, only a government one (`[IRS Publication 15](https://www.irs.gov/publications/p15)`), and the same address in both languages.";

const inPageOrder = (what: string) => `${what}, in the order the page shows them.`;

/**
 * The words of one service page in one language, as `content/services/<english-slug>.json` holds
 * them under "en" and "es" (docs/decisions/019), read with `readCopy`. The icons are written beside
 * the words they go with, the same in both languages; the steps' numbers are their order, the
 * testimonials `testimonials/index.ts`. Lengths that
 * count the words as the page shows them (figures filled in) are checked on the rendered page by
 * `servicePageSchema` below.
 */
export const servicePageCopySchema = z.strictObject({
  slug: z.string().regex(addressPattern, addressPatternMessage).meta({
    title: "Address",
    description:
      "The last part of the page's address: /services/<this> in English, /es/servicios/<this> in Spanish. Small letters a to z, digits and hyphens; the English one is the file's name.",
  }),
  name: requiredText().meta({
    title: "Name in the menus",
    description: "The service's name in the menus, the breadcrumbs and the editor.",
  }),
  category: z.enum(serviceCategories).meta({
    title: "Menu category",
    description: "The group of the services menu and of the directory's tabs; chosen in English, the same in Spanish.",
    oneForBothLanguages: true,
  }),
  menuOrder: z.number().int().positive().meta({
    title: "Place in the menu",
    description:
      "Pages are listed by this number, smallest first, in the menus and the sitemap; set in English, the same in Spanish.",
    oneForBothLanguages: true,
  }),
  card: z
    .strictObject({
      name: requiredText().meta({
        title: "Name",
        description: "The card's heading, usually the service's short name.",
      }),
      description: requiredText().meta({ title: "Text", description: `One sentence under the name. ${figuresHelp}` }),
    })
    .meta({ title: "Card in the services directory" }),
  cardIcon: z.enum(iconNames).meta({
    title: "Card's icon",
    description: "Shown on the page's card in the services directory; chosen in English, the same in Spanish.",
    oneForBothLanguages: true,
  }),
  directoryOrder: z.number().int().positive().meta({
    title: "Place in the directory",
    description: "Cards are listed by this number, smallest first; set in English, the same in Spanish.",
    oneForBothLanguages: true,
  }),
  title: requiredText(lengthLimits.pageTitle).meta({
    title: "Page title",
    description: "The large heading at the top of the page.",
  }),
  subheading: requiredText().meta({
    title: "Line above the title",
    description: "A few words shown just above the page title.",
  }),
  description: requiredText().meta({
    title: "Introduction",
    description: `The paragraph under the title, at least 120 characters. ${figuresHelp}`,
  }),
  artwork: imageFile().meta({
    title: "Picture",
    description: `The picture beside the page title, the same in both languages (change it in the English column). At least ${minImageWidth} pixels wide; a picture that is not square is cut to a square around its centre.`,
  }),
  metaDescription: requiredText().meta({
    title: "Search result text",
    description:
      "What search engines show under the page's name: a whole sentence of 140 to 160 characters, not cut short.",
  }),
  features: z
    .array(
      z.strictObject({
        // Decap copies no value inside a list's rows into the other language (only top-level fields,
        // like the picture): the icon is chosen in each column, and ./read.ts refuses two that differ.
        icon: z.enum(iconNames).meta({
          title: "Icon",
          description: "Shown beside the heading; choose the same icon in English and in Spanish.",
        }),
        title: requiredText().meta({ title: "Heading" }),
        description: requiredText().meta({ title: "Text", description: `At least 60 characters. ${figuresHelp}` }),
      }),
    )
    .length(6, "must have exactly six entries")
    .meta({
      title: "What's included",
      description: inPageOrder("Six things this service covers, each shown with its own icon"),
    }),
  clients: z
    .array(
      z.strictObject({
        type: requiredText().meta({ title: "Kind of client" }),
        description: requiredText().meta({ title: "Text", description: "At least 40 characters." }),
      }),
    )
    .length(6, "must have exactly six entries")
    .meta({ title: "Who we help", description: inPageOrder("Six kinds of client this service is for") }),
  process: z
    .array(
      z.strictObject({
        title: requiredText().meta({ title: "Step" }),
        description: requiredText().meta({ title: "Text", description: `At least 40 characters. ${figuresHelp}` }),
      }),
    )
    .length(6, "must have exactly six steps")
    .meta({ title: "How it works", description: inPageOrder("Six steps, numbered 1 to 6") }),
  faqs: z
    .array(
      z.strictObject({
        question: requiredText().meta({ title: "Question", description: figuresHelp }),
        answer: richTextField(() => siteConfig.clientPortal.url).meta({
          title: "Answer",
          description: `${linksHelp} \`[the words](portal)\` links to the client portal. ${figuresHelp}`,
        }),
      }),
    )
    .min(5, "must have at least five questions")
    .max(6, "must have at most six questions")
    .meta({
      title: "Frequently asked questions",
      description: "Five or six questions with their answers; drag them to change their order.",
    }),
});

export type ServicePageCopyData = z.output<typeof servicePageCopySchema>;

const text = z.string().trim().min(1);
const pageIds = pages.map((p) => p.id) as [string, ...string[]];

const richLink = z.union([z.strictObject({ text, page: z.enum(pageIds) }), z.strictObject({ text, href: z.url() })]);
const richText = z.union([text, z.array(z.union([text, richLink])).min(1)]);

/** The shape every service page must have, in each language, as the page renders it. */
export const servicePageSchema = z.strictObject({
  title: text,
  artwork: text,
  subheading: text,
  description: text.min(120, "must be at least 120 characters"),
  metaDescription: text
    .min(140, "must be at least 140 characters (search engines show 140 to 160)")
    .max(160, "must be at most 160 characters (search engines cut longer ones)"),
  features: z
    .array(
      z.strictObject({
        icon: z.enum(iconNames),
        title: text,
        description: text.min(60, "must be at least 60 characters"),
      }),
    )
    .length(6),
  clients: z
    .array(z.strictObject({ type: text, description: text.min(40, "must be at least 40 characters") }))
    .length(6),
  process: z
    .array(
      z.strictObject({
        number: z.number().int(),
        title: text,
        description: text.min(40, "must be at least 40 characters"),
      }),
    )
    .length(6)
    .refine((steps) => steps.every((s, i) => s.number === i + 1), "steps are numbered 1 to 6 in order"),
  faqs: z
    .array(z.strictObject({ question: text, answer: richText }))
    .min(5)
    .max(6),
  testimonials: z
    .array(
      z.strictObject({
        quote: text.min(80),
        name: text,
        position: text,
        company: text.optional(),
        sample: z.literal(true).optional(),
      }),
    )
    .length(3),
});

export type CheckedServicePage = z.infer<typeof servicePageSchema>;
