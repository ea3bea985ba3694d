/**
 * The firm's facts, `content/site.json`: the schema the build, the editor and check:launch share
 * (docs/decisions/019). What to supply for each sample is said once here.
 */
import { z } from "zod";
import { refuseUnmarkedExamples } from "#app/content/data/known-examples.ts";
import {
  bilingual,
  clockTime,
  dollars,
  email,
  httpsUrl,
  optionalValue,
  samplesOf,
  text,
  usPhone,
} from "#app/content/schema/fields.ts";

/** The credential that lets a person represent any taxpayer before the IRS (Circular 230). */
export const representativeCredentials = ["enrolledAgent", "cpa", "attorney"] as const;
export type RepresentativeCredential = (typeof representativeCredentials)[number];

const office = z.strictObject({
  id: z.enum(["mcclelland", "broadway"]).meta({
    title: "Office",
    description: "The office this row describes; each office has its own row.",
    optionLabels: { mcclelland: "The McClelland Street office", broadway: "The Broadway office" },
  }),
  street: text().meta({ title: "Street address", description: "Number and street, suite if any." }),
  city: text().meta({ title: "City" }),
  region: z.literal("CA").meta({ title: "State" }),
  postalCode: z
    .string()
    .regex(/^\d{5}$/, "must be a five-digit ZIP code")
    .meta({ title: "ZIP code" }),
  country: z.literal("US"),
  samples: samplesOf(["street"], "of this office"),
});

/** A day's opening: closed all day, or open from `opens` to `closes` (the site shows "Closed" / "Cerrado"). */
export type OpeningDay = { closed: true } | { closed: false; opens: string; closes: string };

const openingFields = {
  closed: z.boolean().default(false).meta({
    title: "Closed all day",
    description: "Tick when the offices do not open that day; the times are then not shown.",
  }),
  opens: optionalValue(clockTime()).meta({ title: "Opens", description: "24-hour clock, e.g. 09:00." }),
  closes: optionalValue(clockTime()).meta({ title: "Closes", description: "24-hour clock, e.g. 17:30." }),
};

/**
 * The times of a day that is open: both there, and the opening before the closing ("14:00 to
 * 09:00" once reached every page as "2pm–9am").
 */
function checkOpening(day: { closed: boolean; opens?: string; closes?: string }, context: z.RefinementCtx) {
  if (day.closed) return;
  if (!day.opens)
    context.addIssue({
      code: "custom",
      path: ["opens"],
      message: "is missing: enter the opening time, or tick Closed all day",
    });
  if (!day.closes)
    context.addIssue({
      code: "custom",
      path: ["closes"],
      message: "is missing: enter the closing time, or tick Closed all day",
    });
  // "HH:MM" on the 24-hour clock compares as text.
  if (day.opens && day.closes && day.opens >= day.closes)
    context.addIssue({
      code: "custom",
      path: ["closes"],
      message: `is ${day.closes}, not after the opening time ${day.opens}: the offices must close after they open (24-hour clock, e.g. 09:00 to 17:00)`,
    });
}

function toOpeningDay(day: { closed: boolean; opens?: string; closes?: string }): OpeningDay {
  return day.closed ? { closed: true } : { closed: false, opens: day.opens ?? "", closes: day.closes ?? "" };
}

const opening = z.strictObject(openingFields).superRefine(checkOpening).transform(toOpeningDay);

const sundayOpening = z
  .strictObject({
    ...openingFields,
    byAppointmentOnly: z.boolean().meta({ title: "By appointment only", description: "Shown beside the times." }),
  })
  .superRefine(checkOpening)
  .transform((day): OpeningDay & { byAppointmentOnly: boolean } => ({
    ...toOpeningDay(day),
    byAppointmentOnly: day.byAppointmentOnly,
  }));

const link = z.strictObject({ name: text().meta({ title: "Name" }), url: httpsUrl().meta({ title: "Web address" }) });
const priceRange = z
  .strictObject({ from: dollars().meta({ title: "From ($)" }), to: dollars().meta({ title: "To ($)" }) })
  .refine((range) => range.from <= range.to, { message: "“From” must not be more than “To”", path: ["to"] });

/** A price quoted as "from $…": what the simplest case costs. */
const startingPrice = z.strictObject({ from: dollars().meta({ title: "From ($)" }) });

/** The site-wide sample keys, in the order check:launch lists them. */
export const siteSampleKeys = [
  "legalName",
  "defaultOrigin",
  "email",
  "social",
  "parentCompany",
  "webDesigner",
  "insurancePartnerUrl",
  "representative",
  "ctec",
  "clientPortal",
  "prices",
  "payroll",
  "languages",
] as const;

export const siteSchema = z
  .strictObject({
    name: text().meta({ title: "Short name", description: "The brand as the header shows it." }),
    legalName: text().meta({
      title: "Legal name",
      description: "Exactly as registered; shown in the footer, the legal pages and search results.",
    }),
    foundedYear: z.number().int().min(1900).max(2100).meta({ title: "Year founded" }),
    defaultOrigin: httpsUrl()
      .regex(
        /^https:\/\/[^/]+$/,
        "must be the site's address with nothing after the domain, e.g. https://www.yourfirm.com",
      )
      .meta({ title: "Site address", description: "https and the domain, no slash at the end." }),
    phone: usPhone().meta({
      title: "Phone number",
      description: "As visitors should read it, e.g. 1-800-555-0199 or (805) 555-0123.",
    }),
    email: email().meta({
      title: "E-mail address",
      description: "Shown on every page; contact-form messages go here.",
    }),
    offices: z.array(office).length(2, "lists exactly the two offices").meta({ title: "Offices" }),
    hours: z
      .strictObject({
        weekdays: opening.meta({ title: "Monday to Friday" }),
        saturday: opening.meta({ title: "Saturday" }),
        sunday: sundayOpening.meta({ title: "Sunday" }),
      })
      .meta({
        title: "Opening hours",
        description: "For each day: the opening and closing times on the 24-hour clock, or Closed all day.",
      }),
    social: z
      .strictObject({
        tiktok: httpsUrl().meta({ title: "TikTok" }),
        facebook: httpsUrl().meta({ title: "Facebook" }),
        instagram: httpsUrl().meta({ title: "Instagram" }),
      })
      .meta({ title: "Social media profiles" }),
    parentCompany: link.meta({ title: "Parent company", description: "Linked in the footer." }),
    webDesigner: link.meta({ title: "Web designer", description: "The footer's credit." }),
    insurancePartnerUrl: httpsUrl().meta({
      title: "Insurance partner's website",
      description: "Linked as Insurance in the services menu.",
    }),
    representative: z
      .strictObject({
        name: text().meta({ title: "Full name" }),
        credential: z.enum(representativeCredentials, { error: "must be enrolledAgent, cpa or attorney" }).meta({
          title: "Credential",
          description: "The one on their Form 2848.",
          optionLabels: {
            enrolledAgent: "Enrolled agent (EA)",
            cpa: "Certified public accountant (CPA)",
            attorney: "Attorney",
          } satisfies Record<RepresentativeCredential, string>,
        }),
      })
      .meta({
        title: "IRS representative",
        description: "The person who signs Form 2848 and represents clients before the IRS.",
      }),
    ctec: z
      .strictObject({
        registered: z.boolean().meta({
          title: "Every other paid preparer is registered with CTEC",
          description: "Tick only if every preparer who is not an EA, CPA or attorney is registered.",
        }),
      })
      .meta({ title: "California Tax Education Council (CTEC)" }),
    clientPortal: z
      .strictObject({
        url: httpsUrl().meta({ title: "Sign-in address", description: "Exactly as the provider gives it." }),
        provider: text().meta({ title: "Provider", description: "The company that runs the portal." }),
        // The editor saves a cleared number box as "" (Decap's number widget): no claim, as null.
        encryptionBits: z
          .preprocess((value) => (value === "" ? null : value), z.number().int().positive().nullable())
          .meta({
            title: "Encryption (bits)",
            description: "As the provider states it in writing (256 for AES-256); empty to make no claim.",
          }),
      })
      .meta({ title: "Client portal" }),
    prices: z
      .strictObject({
        smallBusinessMonthly: priceRange.meta({ title: "Small-business monthly packages" }),
        formationPackage: priceRange.meta({ title: "Business and corporation formation packages (state fees apart)" }),
        personalReturn: startingPrice.meta({
          title: "A basic personal return, federal and California",
          description: "The starting price of Form 1040 with Form 540, shown on the personal tax page.",
        }),
        itinApplication: startingPrice.meta({
          title: "An ITIN application (Form W-7)",
          description: "The starting price, shown on the Certifying Acceptance Agent page.",
        }),
      })
      .meta({ title: "Prices quoted on the service pages" }),
    payroll: z
      .strictObject({
        employeesUpTo: z.number().int().min(1).meta({
          title: "Employees, at most",
          description: "The largest payroll the service takes on; the payroll, about and services pages say 1 to this.",
        }),
      })
      .meta({ title: "Payroll service" }),
    languages: z
      .strictObject({
        spoken: bilingual(text()).meta({
          title: "Languages the team speaks",
          description: "As a phrase in each language, e.g. English and Spanish / inglés y español.",
        }),
        interpreter: z
          .strictObject({
            canArrange: z.boolean().meta({
              title: "The firm helps arrange an interpreter",
              description: "Tick only if the firm really does; untick and the pages say nothing about it.",
            }),
            language: bilingual(text()).meta({
              title: "For which language",
              description: "E.g. Mixtec (Mixteco) / mixteco.",
            }),
          })
          .meta({ title: "Interpreter" }),
      })
      .meta({ title: "Languages" }),
    samples: samplesOf(siteSampleKeys),
  })
  // A known example (info@example.com, a sample person's name) must stay marked as a sample.
  .superRefine(refuseUnmarkedExamples);

export type SiteData = z.output<typeof siteSchema>;

/** What the firm must supply for each sample of `content/site.json`. */
export const siteSupplies = {
  legalName:
    "the firm's legal name exactly as registered (California Secretary of State or county fictitious business name)",
  defaultOrigin: "the site's own address, https and no trailing slash (e.g. https://www.yourfirm.com)",
  email: "the firm's general e-mail address; it is shown on every page and receives the contact form",
  "offices.street": "the office's street address (number and street, suite if any)",
  social: "the firm's TikTok, Facebook and Instagram profile addresses",
  parentCompany: "the parent company's name and website, as linked in the footer",
  webDesigner: "the web designer's name and website for the footer credit",
  insurancePartnerUrl: "the insurance partner's website, linked as Insurance in the services menu",
  representative:
    "the full name and credential (enrolledAgent, cpa or attorney) of the person who signs Form 2848 and represents clients before the IRS",
  ctec: "whether every preparer at the firm who is not an EA, CPA or attorney is registered with CTEC",
  clientPortal:
    "the client portal's sign-in address, its provider's name, and the encryption the provider states in writing (or none)",
  prices:
    "the ranges of the firm's monthly small-business packages and of its formation packages, and the starting prices of a basic federal and California personal return and of an ITIN application, in dollars, as quoted on the service pages",
  payroll: "the largest number of employees the payroll service takes on",
  languages:
    "the languages the team speaks, and whether the firm helps arrange an interpreter (and for which language, e.g. Mixteco)",
} as const satisfies Record<string, string>;
