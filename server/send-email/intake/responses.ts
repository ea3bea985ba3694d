/**
 * The function's answers: JSON, never cached, never framed, never sniffed, with the site's security
 * headers; the sentence in `message` comes from the visitor's dictionary (`contactForm.server`),
 * so the form can show it.
 * A form posted without JavaScript gets a `303 See Other` to a page instead (`form-post.ts`),
 * with the same headers.
 */

import { siteConfig } from "#app/content/site/index.ts";
import { dictionaries } from "#app/i18n/dictionaries.ts";
import type { en } from "#app/i18n/en.ts";
import { format } from "#app/lib/format.ts";
import { type Lang, langOfPath } from "#app/lib/language-path.ts";
import { baseSecurityHeaders, nonPageContentSecurityPolicy } from "../../security-headers.ts";

export type { Lang };
export type ServerMessageKey = keyof typeof en.contactForm.server;

/** The site's security headers (on Netlify no `_headers` rule reaches a function), and a stricter policy. */
export const securityHeaders: Readonly<Record<string, string>> = {
  ...baseSecurityHeaders,
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "no-store",
  "Content-Security-Policy": nonPageContentSecurityPolicy,
};

/** A server sentence in the visitor's language, with the firm's phone and e-mail filled in. */
export function serverMessage(lang: Lang, key: ServerMessageKey): string {
  return format(dictionaries[lang].contactForm.server[key], {
    phone: siteConfig.phone.display,
    email: siteConfig.email,
  });
}

export function contactErrorMessages(lang: Lang) {
  return dictionaries[lang].contactForm.errors;
}

export function jsonResponse(status: number, body: unknown, extraHeaders: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...securityHeaders, ...extraHeaders } });
}

/** `303 See Other` to a page of the site (a path, so the browser stays on the host it posted to). */
export function seeOther(location: string): Response {
  const { "Content-Type": _noBody, ...headers } = securityHeaders;
  return new Response(null, { status: 303, headers: { ...headers, Location: location } });
}

export type AnswerStatus = "sent" | "queued" | "error";

/** `{ message, status }` (plus per-field messages for invalid input). */
export function answer(
  httpStatus: number,
  lang: Lang,
  key: ServerMessageKey,
  extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
): Response {
  const status: AnswerStatus = key === "sent" ? "sent" : key === "queued" ? "queued" : "error";
  const body = { message: serverMessage(lang, key), status, ...(extra.fields ? { fields: extra.fields } : {}) };
  return jsonResponse(httpStatus, body, extra.headers);
}

/**
 * The visitor's language before the body is read (405, 413, 415…): the page the form is on
 * (`Referer` under `/es`), else the browser's first language.
 */
export function langFromHeaders(headers: Headers): Lang {
  const referer = headers.get("referer");
  if (referer) {
    try {
      return langOfPath(new URL(referer).pathname);
    } catch {
      // An unreadable Referer says nothing; fall through to Accept-Language.
    }
  }
  return /^\s*es\b/i.test(headers.get("accept-language") ?? "") ? "es" : "en";
}

export function langOf(value: unknown): Lang {
  return value === "es" ? "es" : "en";
}
