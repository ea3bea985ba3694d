/**
 * The tax-deadline calendar, `content/tax-calendar.json` (issue 46): each deadline a rule (the day
 * it falls on, the form, who it is for, the agency and the official page that states it) and the
 * disaster postponements the agencies announce by county. The dates of each year are worked out
 * from the rules (dates.ts), never typed.
 */
import { z } from "zod";
import { serviceNames } from "#app/content/service-names.ts";
import { taxFigureIds, taxFigureTitles } from "#app/content/tax-figures/schema.ts";
import { type ServiceSlug, servicePages } from "#app/lib/route-table.ts";
import { bilingual, httpsUrl, isoDate, optionalValue, text } from "../schema/fields.ts";

export const audiences = ["individuals", "businesses", "employers"] as const;
export type Audience = (typeof audiences)[number];

/**
 * Who sets the deadline: it says which holidays move it (dates.ts) and which postponements apply.
 * FinCEN's FBAR follows the IRS's rule for weekends and holidays (FinCEN, March 6, 2019).
 */
export const agencies = ["IRS", "SSA", "FinCEN", "FTB", "EDD", "SOS", "CalSavers"] as const;
export type Agency = (typeof agencies)[number];

const month = z
  .number({ error: "must be a month's number, 1 to 12" })
  .int("must be a month's number, 1 to 12")
  .min(1, "must be a month's number, 1 to 12")
  .max(12, "must be a month's number, 1 to 12");
const dayOfMonth = z
  .number({ error: "must be a day of the month, 1 to 31" })
  .int("must be a day of the month, 1 to 31")
  .min(1, "must be a day of the month, 1 to 31")
  .max(31, "must be a day of the month, 1 to 31");

/** A day in a month that every year has (February 29 is refused: it would vanish three years in four). */
function refineMonthDay(value: { month: number; day: number }, context: z.core.$RefinementCtx) {
  const longest = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][value.month - 1] ?? 31;
  if (value.day > longest)
    context.addIssue({ code: "custom", path: ["day"], message: `must be at most ${longest} in month ${value.month}` });
}

const installment = z
  .strictObject({
    number: z.number().int().min(1).max(4).meta({ title: "Installment (1 to 4)" }),
    month: month.meta({ title: "Month" }),
    day: dayOfMonth.meta({ title: "Day" }),
    yearAfter: z.boolean().default(false).meta({
      title: "In the following year",
      description: "Ticked for the payment made in January for the year before (the 4th of 1040-ES).",
    }),
  })
  .superRefine(refineMonthDay);

/** The select that names a rule's kind in the editor (app/cms/fields.ts takes its title from the first). */
const kindOf = <K extends string>(kind: K) =>
  z.literal(kind).meta({
    title: "How the day is found",
    description: "Choose one; fill in only the boxes marked for it below, and leave the others empty.",
  });

/** The kinds of rule: each says how the day of a deadline is found. */
const ruleKinds = [
  z
    .strictObject({
      kind: kindOf("taxYearMonth"),
      counting: z
        .enum(["ofTaxYear", "afterTaxYearEnd"], {
          error: "must be chosen: in the tax year, or after it ends",
        })
        .meta({
          title: "Counted",
          description:
            "In the tax year: the LLC tax is due on the 15th day of its 4th month, April 15. After it ends: Form 1120 is due on the 15th day of the 4th month after, April 15 of the next year.",
          optionLabels: { ofTaxYear: "In the tax year", afterTaxYearEnd: "After the tax year ends" },
        }),
      month: month.meta({ title: "Month", description: "For a calendar tax year: 4 is April." }),
      day: dayOfMonth.meta({ title: "Day" }),
    })
    .superRefine(refineMonthDay)
    .meta({ title: "A day of a month of the tax year, or after it" }),
  z
    .strictObject({
      kind: kindOf("installments"),
      installments: z
        .array(installment, { error: "must list at least one payment" })
        .min(1, "must list at least one payment")
        .meta({ title: "Payments", description: "Each payment's day, for a calendar tax year.", rowName: "payment" }),
    })
    .meta({ title: "Payments through the year (estimated tax)" }),
  z
    .strictObject({ kind: kindOf("monthAfterQuarter") })
    .meta({ title: "The last day of the month after each quarter (Form 941, DE 9)" }),
  z
    .strictObject({
      kind: kindOf("dependsOnBusiness"),
      when: bilingual(text()).meta({
        title: "When it is due, in words",
        description:
          "A date that depends on the business (the month it was formed): said in words, not on the calendar.",
      }),
    })
    .meta({ title: "A day that depends on the business" }),
] as const;

/** Each kind's own keys, for the editor's leftovers below. */
const keysOfKind = new Map<unknown, Set<string>>(
  ruleKinds.map((option) => [option.shape.kind.value, new Set(Object.keys(option.shape))]),
);
const titleOfKind = new Map<unknown, string>(
  ruleKinds.map((option) => [option.shape.kind.value, String(option.meta()?.title ?? option.shape.kind.value)]),
);

/** A box left empty in the editor: nothing, "", an empty list, or an object of empty boxes (a cleared note). */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return true;
  if (Array.isArray(value)) return value.every(isEmpty);
  if (typeof value === "object") return Object.values(value).every(isEmpty);
  return typeof value === "string" && value.trim() === "";
}

/**
 * The editor shows every kind's boxes in one form (app/cms/fields.ts: Decap has no widget for a
 * union): a box of another kind than the one chosen, left empty, is dropped; one filled in is
 * refused by name, so a rule whose kind was changed keeps no value that says something else.
 */
function withoutOtherKindsBoxes(value: unknown, context: z.core.$RefinementCtx): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  const { kind } = value as { kind?: unknown };
  const own = keysOfKind.get(kind);
  if (!own) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (own.has(key)) kept[key] = inner;
    else if (!isEmpty(inner))
      context.addIssue({
        code: "custom",
        path: [key],
        message: `is not used when the day is found as “${titleOfKind.get(kind)}”: empty this box`,
      });
  }
  return kept;
}

/** How the day of a deadline is found. */
export const deadlineRuleSchema = z.preprocess(
  withoutOtherKindsBoxes,
  z.discriminatedUnion("kind", ruleKinds, {
    error: (issue) =>
      issue.input === undefined
        ? "is missing: say how the day is found"
        : 'must have a kind: "taxYearMonth", "installments", "monthAfterQuarter" or "dependsOnBusiness"',
  }),
);
export type DeadlineRule = z.output<typeof deadlineRuleSchema>;

const formMissing = "every deadline names its form, e.g. Form 941";
const sourceMissing = "every deadline names the official page that states it (https://…)";

const serviceSlugs = servicePages.map((page) => page.slug) as [ServiceSlug, ...ServiceSlug[]];

export const deadlineSchema = z.strictObject({
  id: z
    .string({ error: "is missing" })
    .regex(
      /^[a-z0-9]+(-[a-z0-9]+)*$/,
      "must be small letters, digits and dashes, e.g. form-941 (the calendar's links keep it)",
    )
    .meta({
      title: "Id",
      description:
        "Small letters, digits and dashes, e.g. form-941. Never change it: calendars that subscribed know each deadline by it.",
    }),
  audience: z.enum(audiences, { error: 'must be "individuals", "businesses" or "employers"' }).meta({
    title: "For",
    description: "The page's filter and the calendar feed it is listed in.",
    optionLabels: { individuals: "Individuals", businesses: "Businesses", employers: "Employers" },
  }),
  agency: z
    .enum(agencies, { error: `must be one of ${agencies.join(", ")}` })
    .meta({ title: "Agency", description: "Whose deadline it is: it says which holidays move it." }),
  form: z
    .string({ error: (issue) => (issue.input === undefined ? `is missing: ${formMissing}` : "must be text") })
    .trim()
    .min(1, `must not be empty: ${formMissing}`)
    .meta({ title: "Form", description: "The form's name, e.g. Form 941 (Formulario 941 in Spanish)." }),
  title: bilingual(text({ max: 90, what: "a deadline's title", why: "so it fits a calendar's event" })).meta({
    title: "Title",
    description: "What is due, as the page and the calendar event say it; in Spanish with usted.",
  }),
  rule: deadlineRuleSchema.meta({ title: "When it is due" }),
  nextBusinessDay: z.boolean().default(true).meta({
    title: "Moves to the next business day",
    description:
      "Ticked when a deadline on a weekend or a holiday moves to the next business day (IRC §7503 and the agencies' rules).",
  }),
  service: z
    .enum(serviceSlugs, {
      error: (issue) =>
        issue.input === undefined || issue.input === ""
          ? "is missing: the service page that helps with it"
          : `"${String(issue.input)}" is not a service page's address`,
    })
    .meta({
      title: "Service page that helps",
      description: "The page the deadline links to (“How we help”), and the service chosen on the contact form.",
      optionLabels: Object.fromEntries(servicePages.map(({ slug }) => [slug, serviceNames.en[slug]])),
    }),
  figure: optionalValue(
    z.enum(taxFigureIds, { error: "must be a tax figure's name from content/tax-figures.json" }),
  ).meta({
    title: "Amount (a tax figure)",
    description: "Only for a deadline that names an amount (the LLC's $800 tax): the yearly figure it shows.",
    optionLabels: taxFigureTitles,
  }),
  source: z
    .url({
      protocol: /^https$/,
      error: (issue) =>
        issue.input === undefined || issue.input === ""
          ? `is missing: ${sourceMissing}`
          : "must be a web address starting with https://",
    })
    .meta({ title: "Official source", description: "The agency's page that states the deadline." }),
  note: optionalValue(bilingual(text())).meta({
    title: "Note",
    description: "Optional: one or two sentences shown under the deadline, in both languages.",
  }),
});
export type Deadline = z.output<typeof deadlineSchema>;

/** A disaster postponement an agency announced for some counties: their deadlines from `from` to `to` move to `newDate`. */
export const postponementSchema = z
  .strictObject({
    agency: z.enum(["IRS", "FTB", "EDD"], { error: 'must be "IRS", "FTB" or "EDD"' }).meta({ title: "Agency" }),
    counties: z
      .array(text())
      .min(1, "must name at least one county")
      .meta({ title: "Counties", description: "As the announcement names them, e.g. Santa Barbara." }),
    from: isoDate().meta({ title: "Deadlines from", description: "The first day it postpones, e.g. 2027-01-10." }),
    to: isoDate().meta({ title: "Deadlines to", description: "The last day it postpones." }),
    newDate: isoDate().meta({ title: "New date", description: "The day those deadlines move to." }),
    source: httpsUrl().meta({
      title: "Announcement",
      description: "The agency's page that announces it (https://…).",
    }),
  })
  .superRefine((value, context) => {
    if (value.to < value.from)
      context.addIssue({ code: "custom", path: ["to"], message: "must be on or after the first day (from)" });
    if (value.newDate <= value.from)
      context.addIssue({
        code: "custom",
        path: ["newDate"],
        message: "must be after the first day it postpones (from)",
      });
  });
export type Postponement = z.output<typeof postponementSchema>;

export const taxCalendarSchema = z
  .strictObject({
    feedNames: z
      .strictObject({
        individuals: bilingual(text()).meta({ title: "Individuals" }),
        businesses: bilingual(text()).meta({ title: "Businesses" }),
        employers: bilingual(text()).meta({ title: "Employers" }),
      })
      .meta({
        title: "Calendar names",
        description: "Each feed's name in a subscriber's calendar app, after the firm's name.",
      }),
    rules: z.array(deadlineSchema).meta({
      title: "Deadlines",
      description: "Each deadline as a rule: its dates for every year are worked out from it.",
      rowSummary: "{{fields.form}} ({{fields.id}})",
      rowName: "deadline",
    }),
    postponements: z.array(postponementSchema).default([]).meta({
      title: "Disaster postponements",
      description:
        "When the IRS, the FTB or the EDD postpones deadlines for some counties after a disaster: the page shows the new date on the deadlines it moves.",
      rowSummary: "{{fields.agency}}: {{fields.from}} to {{fields.to}}",
      rowName: "postponement",
    }),
  })
  .superRefine((value, context) => {
    const seen = new Set<string>();
    value.rules.forEach((rule, index) => {
      if (seen.has(rule.id))
        context.addIssue({ code: "custom", path: ["rules", index, "id"], message: `"${rule.id}" is used twice` });
      seen.add(rule.id);
    });
  });
export type TaxCalendar = z.output<typeof taxCalendarSchema>;
