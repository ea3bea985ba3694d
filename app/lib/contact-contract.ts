/**
 * The contact form's and the waitlist's contract with the e-mail function, without the rules'
 * code: the fields, their limits, the endpoint and the bodies. Pages that only need these facts
 * import this module and not zod (`contact-schema.ts` holds the rules, for the contact form and
 * the server). Plain relative imports only: the Node server loads this file directly.
 */
import { pageById } from "./route-table.ts";

/** The service select of the contact form (site-and-forms.md section 3). Values are sent as-is. */
export const serviceOptions = [
  "Bookkeeping",
  "Tax Preparation",
  "IRS Help",
  "QuickBooks Training",
  "New Business Setup",
] as const;
export type ServiceOption = (typeof serviceOptions)[number];

export const quickbooksTrainingService: ServiceOption = "QuickBooks Training";

/** QuickBooks courses of the contact form's checklist (id: English label, as sent to the firm). */
export const quickbooksCourses = [
  { id: "qb-basics", label: "QuickBooks Fundamentals" },
  { id: "qb-advanced", label: "Advanced QuickBooks Features" },
  { id: "one-on-one", label: "Personalized QuickBooks Training" },
  { id: "qb-setup", label: "QuickBooks Setup & Configuration" },
  { id: "qb-tips", label: "QuickBooks Tips & Tricks Workshop" },
] as const;
export type QuickbooksCourseId = (typeof quickbooksCourses)[number]["id"];

/** The waitlist's fixed fields (site-and-forms.md section 7). */
export const waitlist = {
  name: "Waitlist Signup",
  service: "QuickBooks Online Course Waitlist",
  message: "Please add me to the waitlist for the QuickBooks Online course and tell me when enrollment opens.",
} as const;

/** Field rules (site-and-forms.md section 5) and hard limits the server enforces (issue 6). */
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

/** The field error messages, in the visitor's language (from the dictionaries). */
export interface ContactMessages {
  name: string;
  email: string;
  service: string;
  message: string;
  tooLong: string;
}

/** The line appended to the message when courses are checked (site-and-forms.md section 7). */
export function coursesLine(courseIds: readonly string[]): string | undefined {
  const labels = quickbooksCourseLabels(courseIds);
  return labels.length ? `Interested in: ${labels.join(", ")}` : undefined;
}

/** Where both forms post (decisions.md 14). */
export const sendEmailEndpoint = "/.netlify/functions/send-email";

/**
 * The fields the function names when it refuses a submission (`fields` of a 400 answer, and the
 * `fields=` query of the check page a form posted without JavaScript is sent to).
 */
export const submissionFieldNames = ["name", "email", "phone", "service", "message", "quickbooksDetails"] as const;
export type SubmissionFieldName = (typeof submissionFieldNames)[number];

/**
 * Where the function sends a browser that posted the contact form without JavaScript
 * (`303 See Other`, docs/decisions/013-no-javascript-form-posts.md): the thank-you page when the
 * enquiry was accepted, the check page when it was not. The check page gets either
 * `?fields=name,email` (the fields that broke the rules, from `submissionFieldNames`) or
 * `?error=` one of `formPostErrors`.
 */
export const formPostResultPaths = {
  thankYou: pageById("contact-thank-you").path,
  check: pageById("contact-check").path,
};

export const formPostErrors = ["rate-limited", "too-large", "forbidden", "unexpected"] as const;
export type FormPostError = (typeof formPostErrors)[number];

/** The contact form's HTML field names that differ from the JSON body's (`courses` holds course ids). */
export const contactFormFieldNames = { honeypot: "nais_hp_field", courses: "courses" } as const;

/** The labels of the chosen courses, in the checklist's order (`quickbooksDetails`). */
export function quickbooksCourseLabels(courseIds: readonly string[]): string[] {
  return quickbooksCourses.filter((c) => courseIds.includes(c.id)).map((c) => c.label);
}

/** What every submission carries besides its fields: the contract with the e-mail function. */
export interface SubmissionEnvelope {
  lang: "en" | "es";
  /** From `GET sendEmailEndpoint` → `{ token }`, fetched when the form is shown. */
  formToken: string;
  /** `crypto.randomUUID()` per submission; a retry of the same submission reuses it. */
  idempotencyKey: string;
}

/** The contact form's body. `phone` is "Not provided" when blank; `website` is the honeypot. */
export interface ContactRequestBody extends SubmissionEnvelope {
  name: string;
  email: string;
  phone: string;
  service: ServiceOption;
  message: string;
  quickbooksDetails: string;
  website: string;
}

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
