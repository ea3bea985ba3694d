/**
 * The contact form posted by the browser itself, with JavaScript off
 * (docs/decisions/007-no-javascript-form-posts.md): an `application/x-www-form-urlencoded` body
 * under the form's HTML field names. It is turned into the body the JavaScript client sends, so
 * the same validation, spam checks and store-before-send intake apply; the answer is a
 * `303 See Other` to a page of the site, never JSON.
 */
import { contactFormFieldNames } from "#app/contact-form/contact-contract.ts";
import { type ContactFormInput, contactInputFields, contactRequestFields } from "#app/contact-form/contact-fields.ts";
import { pageById } from "#app/lib/route-table.ts";
import { hasMediaType } from "./media-type.ts";
import { readBodyBytes } from "./read-json-body.ts";
import { type Lang, type ServerMessageKey, seeOther } from "./responses.ts";

/**
 * Where the function sends a browser that posted the contact form without JavaScript: the
 * thank-you page when the enquiry was accepted, the check page (which lists every rule) when it
 * was not. Here, not in the contract the islands share, so that their code does not load the
 * route table.
 */
export const formPostResultPaths = {
  thankYou: pageById("contact-thank-you").path,
  check: pageById("contact-check").path,
};

export function isFormContentType(contentType: string | null): boolean {
  return hasMediaType(contentType, "application/x-www-form-urlencoded");
}

export type FormBodyResult =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; problem: "too-large" | "bad-form" };

/** Reads a posted form under the same byte limit as JSON, as the JavaScript client's body. */
export async function readFormBody(req: Request, maxBytes: number): Promise<FormBodyResult> {
  const bytes = await readBodyBytes(req, maxBytes);
  if (bytes === "too-large") return { ok: false, problem: "too-large" };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, problem: "bad-form" };
  }
  return { ok: true, value: contactBodyFromForm(new URLSearchParams(text)) };
}

/**
 * The form's fields as the JavaScript client sends them, read by the field table's names and
 * built by the same function (`contactRequestFields`, contact-fields.ts): a blank phone is "Not provided"; the checked
 * courses count only for QuickBooks Training, their labels go to `quickbooksDetails` and are
 * appended to the message; the honeypot becomes `website`. A missing field stays missing, so the
 * shared schema names it. The page's form has no token (it is static HTML, served alike to all),
 * but a `formToken` someone posts is passed on and checked as the script's is: a form-encoded post
 * never skips that check (docs/decisions/022). No idempotency key.
 */
export function contactBodyFromForm(form: URLSearchParams): Record<string, unknown> {
  const field = (name: string) => form.get(name) ?? undefined;
  const typed: Partial<ContactFormInput> = Object.fromEntries(contactInputFields.map((f) => [f.name, field(f.name)]));
  return {
    ...contactRequestFields({
      ...typed,
      courses: form.getAll(contactFormFieldNames.courses),
      website: field(contactFormFieldNames.honeypot),
    }),
    lang: field("lang"),
    ...(form.has("formToken") ? { formToken: field("formToken") } : {}),
  };
}

/** Two posts of the same fields within one such window are one submission. */
export const formPostWindowMs = 10 * 60_000;

/**
 * A form post has no idempotency key of its own, so one is derived: the current ten-minute
 * window. `submissionId` hashes it together with the validated, trimmed fields, so the record id
 * is a hash of the content plus the window, and a double submit (or a reload that posts again)
 * finds the first one's record and is delivered once. The same post in the next window is a
 * new submission: at worst a duplicate, never a lost enquiry.
 */
export function formPostIdempotencyKey(now: Date): string {
  return `form-post:v1:${Math.floor(now.getTime() / formPostWindowMs)}`;
}

/**
 * The check page in the visitor's language. It is a static page that lists every rule of the form
 * and what else can go wrong, so the address carries nothing more; what went wrong is in the log.
 */
export function checkPageLocation(lang: Lang): string {
  return formPostResultPaths.check[lang];
}

/**
 * The answer the JavaScript client would get, as a page to go to: sent or queued (and a
 * suspected bot's, which looks the same) → thank-you; anything else → the check page.
 */
export function formPostAnswer(lang: Lang, key: ServerMessageKey): Response {
  if (key === "sent" || key === "queued") return seeOther(formPostResultPaths.thankYou[lang]);
  return seeOther(checkPageLocation(lang));
}
