/**
 * The contact form's fields, one entry each: the one table the browser's form (its inputs and
 * empty values), the rules (`contact-schema.ts`), the reading of a form posted without
 * JavaScript, the server's `Submission`, the submission's id and the rows of the firm's e-mail
 * derive from. Adding a field is one entry here plus its words: its label (and its hint, if it
 * has one) under `form` in both dictionaries, and its error message under `contactForm.errors`
 * when it is required; the type-check names whatever is missing.
 *
 * No zod here: pages that only need the facts import this module (see `contact-contract.ts`).
 */
import {
  type ContactRequestBody,
  contactLimits,
  coursesLine,
  quickbooksCourseLabels,
  quickbooksTrainingService,
  type SubmissionEnvelope,
  serviceOptions,
} from "./contact-contract.ts";

/** How the visitor fills the field in; `derived` fields are built from others (never typed). */
export type ContactFieldControl = "text" | "email" | "tel" | "select" | "textarea" | "derived";

/**
 * - `one-line`: trimmed text on one line, `min` to `max` characters;
 * - `email`: the shared e-mail rule (`emailPattern`);
 * - `choice`: one of `options`;
 * - `multi-line`: trimmed text with line breaks, `min` to `max` characters.
 */
export type ContactFieldRule = "one-line" | "email" | "choice" | "multi-line";

export interface ContactField {
  /** The name in the JSON body, in the HTML form and in the stored submission. */
  name: string;
  control: ContactFieldControl;
  rule: ContactFieldRule;
  /** Required: its error message is `contactForm.errors[name]`; else it may be left blank. */
  required: boolean;
  min?: number;
  max: number;
  options?: readonly string[];
  /** The `autocomplete` token of its input. */
  autoComplete?: string;
  /** The key of its help text under `form` in the dictionaries. */
  hint?: string;
  /** What the request says when an optional field is left blank. */
  blank?: string;
  /**
   * Its row in the firm's e-mail (English: the firm's working language): `always`, or only
   * when it holds something. Left out: not a row (the message is the e-mail's body).
   */
  emailRow?: { label: string; when: "always" | "filled" };
  /** Shown on the waitlist's e-mail too (its other fields are fixed texts). */
  onWaitlistEmail?: true;
}

export const notProvided = "Not provided";

/** In the order the form shows them (the message after the course checklist) and the e-mail lists them. */
export const contactFields = [
  {
    name: "name",
    control: "text",
    rule: "one-line",
    required: true,
    min: contactLimits.nameMin,
    max: contactLimits.nameMax,
    autoComplete: "name",
    emailRow: { label: "Name", when: "always" },
  },
  {
    name: "email",
    control: "email",
    rule: "email",
    required: true,
    max: contactLimits.emailMax,
    autoComplete: "email",
    emailRow: { label: "E-mail", when: "always" },
    onWaitlistEmail: true,
  },
  {
    name: "phone",
    control: "tel",
    rule: "one-line",
    required: false,
    max: contactLimits.phoneMax,
    autoComplete: "tel",
    hint: "phoneHint",
    blank: notProvided,
    emailRow: { label: "Phone", when: "always" },
  },
  {
    name: "service",
    control: "select",
    rule: "choice",
    required: true,
    max: Math.max(...serviceOptions.map((option) => option.length)),
    options: serviceOptions,
    emailRow: { label: "Service", when: "always" },
  },
  {
    name: "message",
    control: "textarea",
    rule: "multi-line",
    required: true,
    min: contactLimits.messageMin,
    max: contactLimits.messageMax,
    hint: "messageHint",
  },
  {
    // The labels of the checked QuickBooks courses (`contactRequestFields`).
    name: "quickbooksDetails",
    control: "derived",
    rule: "one-line",
    required: false,
    max: contactLimits.quickbooksDetailsMax,
    emailRow: { label: "QuickBooks courses", when: "filled" },
  },
] as const satisfies readonly ContactField[];

type FieldEntry = (typeof contactFields)[number];

/** Every field's name: the keys of a submission (and of a refused one's `fields`). */
export type ContactFieldName = FieldEntry["name"];
/** The fields the visitor fills in (every one but the derived). */
export type ContactInputField = Exclude<FieldEntry, { control: "derived" }>;
export type ContactInputName = ContactInputField["name"];
/** The fields that must be filled in: each has its own error message. */
export type RequiredFieldName = Extract<FieldEntry, { required: true }>["name"];

export const contactFieldNames = contactFields.map((field) => field.name) as readonly ContactFieldName[];

export const contactInputFields = contactFields.filter(
  (field): field is ContactInputField => field.control !== "derived",
);

/** A value for every field of the table. */
export type ContactFieldValues = Record<ContactFieldName, string>;

/** Every input empty: the form's default values. */
export function emptyContactInputs(): Record<ContactInputName, string> {
  return Object.fromEntries(contactInputFields.map((field) => [field.name, ""])) as Record<ContactInputName, string>;
}

/** The contact form's fields as typed (`courses`: the ids of the checked courses; `website`: the honeypot). */
export type ContactFormInput = Record<ContactInputName, string> & { courses: readonly string[]; website: string };

/** The fields of a `ContactRequestBody` (without `lang`, `formToken` and `idempotencyKey`). */
export type ContactRequestFields = Omit<ContactRequestBody, keyof SubmissionEnvelope>;

/**
 * The request's fields from the form's, the one place that decides them (the specification's
 * request body), for the script's `fetch` and for the function reading a form posted without
 * JavaScript: text trimmed; a blank optional field says its `blank` text ("Not provided"); the
 * checked courses count only for QuickBooks Training, their labels go to `quickbooksDetails` and,
 * on a line of their own, after the message (never onto a blank or too-short one, which must
 * still fail its rule). A field missing from a posted form stays missing, so that the schema names it.
 */
export function contactRequestFields(values: ContactFormInput): ContactRequestFields;
export function contactRequestFields(values: Partial<ContactFormInput>): Partial<ContactRequestFields>;
export function contactRequestFields(values: Partial<ContactFormInput>): Partial<ContactRequestFields> {
  const typed: Partial<Record<ContactInputName, string>> = {};
  for (const field of contactInputFields) {
    const value = values[field.name];
    // The service is sent as chosen: the schema trims it and checks it against the list.
    const trimmed = field.rule === "choice" ? value : value?.trim();
    typed[field.name] = "blank" in field ? trimmed || field.blank : trimmed;
  }
  const courseIds = values.service?.trim() === quickbooksTrainingService ? (values.courses ?? []) : [];
  const line = coursesLine(courseIds);
  const message = typed.message;
  const appendCourses = line !== undefined && message !== undefined && message.length >= contactLimits.messageMin;
  return {
    ...typed,
    message: appendCourses ? `${message}\n\n${line}` : message,
    quickbooksDetails: quickbooksCourseLabels(courseIds).join(", "),
    website: values.website ?? "",
  } as Partial<ContactRequestFields>;
}
