/**
 * The contact form's and the waitlist's contract with the e-mail function, without the rules'
 * code: the limits, the options, the endpoints and the bodies (the contact form's fields are one
 * table, `contact-fields.ts`). Pages that only need these facts import this module and not zod
 * (`contact-schema.ts` holds the rules, for the contact form and the server).
 */

import type { Lang } from "#app/lib/language-path.ts";
import type { ServiceCategory } from "#app/lib/service-categories.ts";
import type { ContactFieldValues, RequiredFieldName } from "./contact-fields.ts";

/** The service select of the contact form. Values are sent as-is. */
export const serviceOptions = [
  "Bookkeeping",
  "Tax Preparation",
  "IRS Help",
  "QuickBooks Training",
  "New Business Setup",
] as const;
export type ServiceOption = (typeof serviceOptions)[number];

export const quickbooksTrainingService: ServiceOption = "QuickBooks Training";

/** The form's service for a service page, by the page's menu category: what a link about that page asks the form to choose. */
export const contactServiceOfCategory: Record<ServiceCategory, ServiceOption> = {
  bookkeeping: "Bookkeeping",
  tax: "Tax Preparation",
  irs: "IRS Help",
  business: "New Business Setup",
  quickbooks: quickbooksTrainingService,
};

/** QuickBooks courses of the contact form's checklist (id: English label, as sent to the firm). */
export const quickbooksCourses = [
  { id: "qb-basics", label: "QuickBooks Fundamentals" },
  { id: "qb-advanced", label: "Advanced QuickBooks Features" },
  { id: "one-on-one", label: "Personalized QuickBooks Training" },
  { id: "qb-setup", label: "QuickBooks Setup & Configuration" },
  { id: "qb-tips", label: "QuickBooks Tips & Tricks Workshop" },
] as const;
export type QuickbooksCourseId = (typeof quickbooksCourses)[number]["id"];

/** The waitlist's fixed fields, as the specification gives them. */
export const waitlist = {
  name: "Waitlist Signup",
  service: "QuickBooks Online Course Waitlist",
  message: "Please add me to the waitlist for the QuickBooks Online course and tell me when enrollment opens.",
} as const;

/** Field rules (the specification's) and hard limits the server enforces against abuse. */
export const contactLimits = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  phoneMax: 40,
  messageMin: 10,
  messageMax: 5000,
  quickbooksDetailsMax: 500,
  bodyMaxBytes: 16 * 1024,
  idempotencyKeyMax: 200,
} as const;

/** The field error messages, in the visitor's language (from the dictionaries): one per required field. */
export type ContactMessages = Record<RequiredFieldName, string> & { tooLong: string };

/** The line appended to the message when courses are checked. */
export function coursesLine(courseIds: readonly string[]): string | undefined {
  const labels = quickbooksCourseLabels(courseIds);
  return labels.length ? `Interested in: ${labels.join(", ")}` : undefined;
}

/**
 * The Netlify functions the pages and the e-mails call, by their file in `netlify/functions/`.
 * Each is served at Netlify's default address for it, `/.netlify/functions/<name>`, and at no
 * other: a function that sets `config.path` is served only at that path, never at its default
 * address (docs/decisions/016-netlify-serves-pages-and-functions-at-their-own-addresses.md).
 * The Node server answers the same addresses.
 */
const functionAddress = <Name extends string>(name: Name) => `/.netlify/functions/${name}` as const;

/** Where both forms post. */
export const sendEmailEndpoint = functionAddress("send-email");

/**
 * Where a form gets its token: `GET` → `FormTokenResponse`. A function of its own, so that opening
 * forms never counts against the submissions' limits (docs/decisions/012-limits-for-real-offices.md).
 * `GET sendEmailEndpoint` still answers the same, for pages loaded before the change.
 */
export const formTokenEndpoint = functionAddress("form-token");

/** The page behind the quarantine digest's release links (docs/decisions/011-quarantine-digest-and-release.md). */
export const releaseSubmissionEndpoint = functionAddress("release-submission");

/** Every address the forms' functions answer, on Netlify and on the Node server alike. */
export const formEndpointPaths = [sendEmailEndpoint, formTokenEndpoint, releaseSubmissionEndpoint] as const;

/** What the token endpoint answers (docs/decisions/010-what-counts-as-a-bot.md). */
export interface FormTokenResponse {
  /** Opaque; sent back as `formToken`. */
  token: string;
  /**
   * Wait this long after the token arrived before posting (the button says "Sending..."
   * meanwhile): a submission sooner than that is held as a bot's. `FORM_TOKEN_MIN_AGE_MS` on the server.
   */
  minAgeMs: number;
  /**
   * The token is refused this long after it was issued (`FORM_TOKEN_MAX_AGE_MINUTES` on the
   * server): the form asks for a fresh one before it sends with an older one.
   */
  maxAgeMs?: number;
}

/** The minimum age when an answer does not say (a server from before `minAgeMs`). */
export const defaultFormTokenMinAgeMs = 3_000;

/** A token's lifetime when an answer does not say (docs/decisions/022): two hours. */
export const defaultFormTokenMaxAgeMs = 2 * 3_600_000;

/** The contact form's HTML field names that differ from the JSON body's (`courses` holds course ids). */
export const contactFormFieldNames = { honeypot: "nais_hp_field", courses: "courses" } as const;

/** The labels of the chosen courses, in the checklist's order (`quickbooksDetails`). */
export function quickbooksCourseLabels(courseIds: readonly string[]): string[] {
  return quickbooksCourses.filter((c) => courseIds.includes(c.id)).map((c) => c.label);
}

/**
 * The e-mail rule of both forms, without zod (the waitlist page must not load it): zod's own
 * e-mail pattern, which `contact-schema.ts` passes to `z.email`, so the two can never differ.
 */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Whether the server will take this as the visitor's e-mail (it is trimmed first, as the server does). */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= contactLimits.emailMax && !/[\r\n]/.test(email) && emailPattern.test(email);
}

/** What every submission carries besides its fields: the contract with the e-mail function. */
export interface SubmissionEnvelope {
  lang: Lang;
  /**
   * From `GET formTokenEndpoint`, fetched when the form is shown (and again on "Send" if that
   * failed). Empty or left out when no token could be had: the submission is still delivered.
   */
  formToken?: string;
  /** `crypto.randomUUID()` per submission; a retry of the same submission reuses it. */
  idempotencyKey: string;
}

/**
 * The contact form's body: a value for every field of the table (`contact-fields.ts`; a blank
 * phone is "Not provided"), and `website`, the honeypot.
 */
export type ContactRequestBody = SubmissionEnvelope & ContactFieldValues & { website: string };

/** The waitlist's body (its fixed fields come from `waitlist`). `honeypot` must stay empty. */
export interface WaitlistRequestBody extends SubmissionEnvelope {
  name: typeof waitlist.name;
  email: string;
  service: typeof waitlist.service;
  message: typeof waitlist.message;
  honeypot: string;
}

/** The server's messages: the form's, plus a general one for fields the form has no message for. */
export interface SubmissionMessages extends ContactMessages {
  invalid: string;
}
