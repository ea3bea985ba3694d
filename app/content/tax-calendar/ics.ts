/**
 * One iCalendar feed (RFC 5545) per audience and language: all-day events with a UID that stays
 * the same from build to build (the rule's id and its period), so a calendar that subscribed
 * updates an event instead of adding it twice; the form, a note and the service page that helps
 * in the description and the URL; a reminder a week before.
 */

import { addDays } from "#app/content/tax-figures/periods.ts";
import { type Lang, pathOf } from "#app/lib/route-table.ts";
import type { DatedDeadline } from "./dates.ts";

export interface FeedOptions {
  deadlines: readonly DatedDeadline[];
  lang: Lang;
  /** The calendar's name in a subscriber's app: "NAIS: Tax deadlines for employers". */
  name: string;
  /** The site's origin, https://www.example.com, for the service pages' links and the UIDs' domain. */
  origin: string;
  /** When the feed was written (DTSTAMP). */
  generatedAt: Date;
}

/** RFC 5545 §3.3.11: a backslash, a semicolon, a comma and a line break are escaped in TEXT. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

const encoder = new TextEncoder();

/** RFC 5545 §3.1: lines of at most 75 octets, continued after CRLF and a space, never inside a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** `2026-04-15` → `20260415`. */
function dateValue(day: string): string {
  return day.replaceAll("-", "");
}

/** `20261120T081500Z`. */
function dateTimeValue(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}

/** A form's name as the Spanish copy writes it: "Form 941" → "Formulario 941", "Forms W-2 and W-3" → "Formularios W-2 y W-3". */
export function formName(form: string, lang: Lang): string {
  if (lang === "en") return form;
  return form.replace(/^Forms (.+) and (.+)$/, "Formularios $1 y $2").replace(/^Form (.+)$/, "Formulario $1");
}

const words = {
  en: { postponed: (counties: string, date: string) => `Postponed to ${date} in ${counties}.`, help: "How we help" },
  es: {
    postponed: (counties: string, date: string) => `Aplazado al ${date} en ${counties}.`,
    help: "Cómo le ayudamos",
  },
} as const satisfies Record<Lang, unknown>;

/** The event's UID: the same for a rule's period in every build. */
export function eventUid(deadline: DatedDeadline, origin: string): string {
  return `${deadline.rule.id}-${deadline.period}@${new URL(origin).hostname}`;
}

function event(deadline: DatedDeadline, options: FeedOptions): string[] {
  const { rule } = deadline;
  const { lang } = options;
  const link = `${options.origin}${pathOf(`service/${rule.service}`, lang)}`;
  const form = formName(rule.form, lang);
  const description = [
    `${form}: ${rule.title[lang]}.`,
    rule.note?.[lang],
    ...deadline.postponedFor.map((p) => words[lang].postponed(p.counties.join(", "), p.date)),
    `${words[lang].help}: ${link}`,
  ]
    .filter(Boolean)
    .join("\n");
  return [
    "BEGIN:VEVENT",
    `UID:${eventUid(deadline, options.origin)}`,
    `DTSTAMP:${dateTimeValue(options.generatedAt)}`,
    `DTSTART;VALUE=DATE:${dateValue(deadline.date)}`,
    `DTEND;VALUE=DATE:${dateValue(addDays(deadline.date, 1))}`,
    `SUMMARY:${escapeText(`${rule.title[lang]} (${form})`)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${link}`,
    "TRANSP:TRANSPARENT",
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    "TRIGGER:-P7D",
    `DESCRIPTION:${escapeText(`${rule.title[lang]} (${form})`)}`,
    "END:VALARM",
    "END:VEVENT",
  ];
}

/** The feed's text: CRLF line endings, folded lines. */
export function icsFeed(options: FeedOptions): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${new URL(options.origin).hostname}//Tax calendar//${options.lang.toUpperCase()}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(options.name)}`,
    ...options.deadlines.flatMap((deadline) => event(deadline, options)),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
