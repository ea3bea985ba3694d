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
  serviceOptions,
  waitlist,
} from "./contact-contract.ts";

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

/**
 * The contact form's fields. The browser builds it with the dictionary's messages; the server
 * builds it with the messages of the visitor's language and adds its own checks on top.
 */
export function createContactFieldsSchema(messages: ContactMessages) {
  return z.object({
    name: trimmedLength(messages.name, contactLimits.nameMin, contactLimits.nameMax, messages.tooLong).check(
      z.refine(noLineBreaks, messages.name),
    ),
    email: emailSchema(messages),
    phone: z.optional(
      z.string().check(z.trim(), z.maxLength(contactLimits.phoneMax, messages.tooLong), z.refine(noLineBreaks)),
    ),
    service: z.string(messages.service).check(z.trim(), z.minLength(1, messages.service)),
    message: trimmedLength(messages.message, contactLimits.messageMin, contactLimits.messageMax, messages.tooLong),
  });
}

/**
 * The contact form's fields as the server checks them: the form's rules plus the hard limits
 * (service from the list, phone and course list bounded and on one line).
 */
export function createContactSubmissionSchema(messages: SubmissionMessages) {
  const oneLine = (max: number) => z._default(oneLineString(messages.invalid, max, messages.tooLong), "");
  return z.extend(createContactFieldsSchema(messages), {
    phone: oneLine(contactLimits.phoneMax),
    service: z.pipe(z.string(messages.service).check(z.trim()), z.enum(serviceOptions, messages.service)),
    quickbooksDetails: oneLine(contactLimits.quickbooksDetailsMax),
  });
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
