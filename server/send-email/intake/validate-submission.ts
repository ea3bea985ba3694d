/**
 * Turns a parsed JSON body into a submission, with the shared rules of `contact-schema.ts`.
 * Never throws, whatever the body: the answer to bad input is a 400 with per-field messages.
 */
import { contactLimits, waitlist } from "#app/contact-form/contact-contract.ts";
import { type ContactFieldName, type ContactFieldValues, contactFieldNames } from "#app/contact-form/contact-fields.ts";
import { createContactSubmissionSchema, createWaitlistSubmissionSchema } from "#app/contact-form/contact-schema.ts";
import type { Submission } from "../store/submission.ts";
import { contactErrorMessages, type Lang, langOf, serverMessage } from "./responses.ts";

/** The fields a visitor can fix; other problems get the general message only. */
const visitorFields = contactFieldNames;
type VisitorField = ContactFieldName;

export interface ValidSubmission {
  ok: true;
  submission: Submission;
  /** Whatever the honeypot fields held (`website` on the contact form, `honeypot` on the waitlist). */
  honeypotFilled: boolean;
  formToken: unknown;
  idempotencyKey: string | undefined;
}

export interface InvalidSubmission {
  ok: false;
  lang: Lang;
  fields: Partial<Record<VisitorField, string>>;
}

export function validateSubmission(body: unknown): ValidSubmission | InvalidSubmission {
  const record = isPlainObject(body) ? body : undefined;
  const lang = langOf(record?.lang);
  if (!record) return { ok: false, lang, fields: {} };

  const messages = { ...contactErrorMessages(lang), invalid: serverMessage(lang, "invalid") };
  const isWaitlist = typeof record.service === "string" && record.service.trim() === waitlist.service;
  const schema = isWaitlist ? createWaitlistSubmissionSchema(messages) : createContactSubmissionSchema(messages);
  const parsed = schema.safeParse(record);

  if (!parsed.success) {
    const fields: InvalidSubmission["fields"] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isVisitorField(field) && !fields[field]) fields[field] = issue.message;
    }
    return { ok: false, lang, fields };
  }

  // Every field of the table; the waitlist's form has fewer, the others are blank.
  const data: Partial<ContactFieldValues> = parsed.data;
  const fieldValues = Object.fromEntries(contactFieldNames.map((name) => [name, data[name] ?? ""]));
  const submission: Submission = {
    kind: isWaitlist ? "waitlist" : "contact",
    lang,
    ...(fieldValues as ContactFieldValues),
  };
  return {
    ok: true,
    submission,
    honeypotFilled: isFilled(record.website) || isFilled(record.honeypot),
    formToken: record.formToken,
    idempotencyKey: readIdempotencyKey(record.idempotencyKey),
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isVisitorField(value: unknown): value is VisitorField {
  return typeof value === "string" && (visitorFields as readonly string[]).includes(value);
}

/** A honeypot counts as filled with anything but nothing: a bot may well send `true` or `1`. */
function isFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  return typeof value === "string" ? value.trim() !== "" : true;
}

/**
 * A malformed key is ignored rather than refused: it only costs the protection against a
 * double-send, while a 400 would cost the enquiry.
 */
function readIdempotencyKey(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const key = value.trim();
  return key.length > 0 && key.length <= contactLimits.idempotencyKeyMax ? key : undefined;
}
