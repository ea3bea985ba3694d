/**
 * The rules of the contact form and the waitlist, shared by the browser form and the e-mail
 * function (one source of truth). The facts they check (limits, options) are in
 * `contact-contract.ts`.
 */
import { z } from "zod/mini";
import {
  type ContactMessages,
  contactLimits,
  emailPattern,
  type SubmissionMessages,
  waitlist,
} from "./contact-contract.ts";
import { type ContactFieldName, type ContactInputName, contactFields, contactInputFields } from "./contact-fields.ts";

// zod's mini build: the same rules and errors as the classic API, in a few KB instead of ~22 KB of
// gzip JavaScript on the contact page. No JIT: zod would otherwise probe
// `new Function`, which the Content-Security-Policy forbids.
z.config({ jitless: true });

const noLineBreaks = (value: string) => !/[\r\n]/.test(value);

/** A trimmed string of at most `max` characters on one line; `message` for anything else wrong. */
function oneLineString(message: string, max: number, tooLong: string) {
  return z.string(message).check(z.trim(), z.maxLength(max, tooLong), z.refine(noLineBreaks, message));
}

/** A trimmed string of `min` to `max` characters: `message` when it is missing or too short, `tooLong` past `max`. */
function trimmedLength(message: string, min: number, max: number, tooLong: string) {
  return z.string(message).check(z.trim(), z.minLength(min, message), z.maxLength(max, tooLong));
}

function emailSchema(messages: Pick<ContactMessages, "email">) {
  return z
    .pipe(
      z.string(messages.email).check(z.trim(), z.maxLength(contactLimits.emailMax, messages.email)),
      // The pattern `isValidEmail` uses too (contact-contract.ts): one e-mail rule for every form.
      z.email({ pattern: emailPattern, error: messages.email }),
    )
    .check(z.refine(noLineBreaks, messages.email));
}

type Field = (typeof contactFields)[number];

/** A field's rule as the browser checks it, with the messages of the visitor's language. */
function browserRule(field: Field, messages: ContactMessages): z.ZodMiniType<string, string> {
  if (field.rule === "email") return emailSchema(messages);
  if (!field.required) {
    return z.string().check(z.trim(), z.maxLength(field.max, messages.tooLong), z.refine(noLineBreaks));
  }
  const message = messages[field.name];
  if (field.rule === "choice") return z.string(message).check(z.trim(), z.minLength(1, message));
  const text = trimmedLength(message, "min" in field ? field.min : 1, field.max, messages.tooLong);
  return field.rule === "one-line" ? text.check(z.refine(noLineBreaks, message)) : text;
}

/** A field's rule as the server checks it: the browser's, with a choice from its list and blanks as "". */
function serverRule(field: Field, messages: SubmissionMessages): z.ZodMiniType<string> {
  if (field.rule === "choice") {
    const message = field.required ? messages[field.name] : messages.invalid;
    return z.pipe(z.string(message).check(z.trim()), z.enum(field.options, message));
  }
  if (!field.required) return z._default(oneLineString(messages.invalid, field.max, messages.tooLong), "");
  return browserRule(field, messages);
}

/**
 * The contact form's fields (`contact-fields.ts`). The browser builds it with the dictionary's
 * messages; the server builds `createContactSubmissionSchema`, with the messages of the
 * visitor's language.
 */
export function createContactFieldsSchema(messages: ContactMessages) {
  return z.object(
    Object.fromEntries(contactInputFields.map((field) => [field.name, browserRule(field, messages)])) as Record<
      ContactInputName,
      z.ZodMiniType<string, string>
    >,
  );
}

/**
 * The contact form's fields as the server checks them: every field of the table, derived ones
 * included, with the form's rules plus the hard limits (a choice from its list; optional text
 * bounded and on one line).
 */
export function createContactSubmissionSchema(messages: SubmissionMessages) {
  return z.object(
    Object.fromEntries(contactFields.map((field) => [field.name, serverRule(field, messages)])) as Record<
      ContactFieldName,
      z.ZodMiniType<string>
    >,
  );
}

/** The waitlist's fields as the server checks them: a valid e-mail; the fixed texts within limits. */
export function createWaitlistSubmissionSchema(messages: SubmissionMessages) {
  return z.object({
    name: z._default(oneLineString(messages.name, contactLimits.nameMax, messages.tooLong), waitlist.name),
    email: emailSchema(messages),
    service: z.literal(waitlist.service, messages.service),
    message: z._default(
      z.string(messages.message).check(z.trim(), z.maxLength(contactLimits.messageMax, messages.tooLong)),
      waitlist.message,
    ),
  });
}
