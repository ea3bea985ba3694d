/**
 * The calendar feeds a visitor subscribes to (issue 46): one per audience and language, published
 * beside the calendar page (`/tax-calendar/employers.ics`, `/es/calendario-de-impuestos/empleadores.ics`)
 * by the build (src/pages/[...feed].ics.ts), and the links that add one to Apple's, Google's or
 * Outlook's calendar.
 */

import { siteConfig } from "#app/content/site/index.ts";
import type { Day } from "#app/content/tax-figures/periods.ts";
import { type Lang, languages, pathOf } from "#app/lib/route-table.ts";
import { taxCalendar } from "./calendar.ts";
import { deadlinesBetween } from "./dates.ts";
import { icsFeed } from "./ics.ts";
import { lastDayOfTwelveMonths } from "./next-twelve-months.ts";
import { type Audience, audiences } from "./schema.ts";

/**
 * How many months back a feed reaches. A calendar app drops a subscribed event the feed no longer
 * holds, so a feed of the next twelve months alone would take a deadline off a client's calendar
 * the day after it passed; the last six months stay, the previous two quarters.
 */
export const feedMonthsBack = 6;

/** The first day of the month `months` before `day`'s month: from 2027-01-20 and 6, 2026-07-01. */
export function firstDayOfMonthsBefore(day: Day, months: number): Day {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

/** Each feed's file name, in the page's language. */
const feedFileNames: Record<Lang, Record<Audience, string>> = {
  en: { individuals: "individuals", businesses: "businesses", employers: "employers" },
  es: { individuals: "personas", businesses: "negocios", employers: "empleadores" },
};

/** Where a feed is published: under the calendar page's path in its language. */
export function feedPath(audience: Audience, lang: Lang): string {
  return `${pathOf("tax-calendar", lang)}/${feedFileNames[lang][audience]}.ics`;
}

/** Every feed the build writes. */
export const feeds: readonly { audience: Audience; lang: Lang; path: string }[] = languages.flatMap((lang) =>
  audiences.map((audience) => ({ audience, lang, path: feedPath(audience, lang) })),
);

/** The feed's name in a subscriber's calendar app: "NAIS: Tax deadlines for employers". */
export function feedName(audience: Audience, lang: Lang): string {
  return `${siteConfig.name}: ${taxCalendar.feedNames[audience][lang]}`;
}

/**
 * A feed's text on a day: the audience's deadlines from `feedMonthsBack` months before it to twelve
 * months after. Stamped with the day itself (midnight UTC), so two builds on one day write the same bytes.
 */
export function feedText(audience: Audience, lang: Lang, origin: string, day: Day): string {
  const from = firstDayOfMonthsBefore(day, feedMonthsBack);
  const { rules, postponements } = taxCalendar;
  return icsFeed({
    deadlines: deadlinesBetween(rules, from, lastDayOfTwelveMonths(day), postponements).filter(
      (deadline) => deadline.rule.audience === audience,
    ),
    lang,
    name: feedName(audience, lang),
    origin,
    generatedAt: new Date(`${day}T00:00:00Z`),
  });
}

export interface SubscribeLinks {
  /** `webcal://`: Apple's Calendar (and most phones) subscribe to it. */
  apple: string;
  google: string;
  outlook: string;
  /** The file itself, over https. */
  download: string;
}

/** The "add to calendar" links of a feed, for the site at `origin` (https://…). */
export function subscribeLinks(audience: Audience, lang: Lang, origin: string): SubscribeLinks {
  const download = `${origin}${feedPath(audience, lang)}`;
  const webcal = download.replace(/^https?:/, "webcal:");
  return {
    apple: webcal,
    google: `https://calendar.google.com/calendar/render?${new URLSearchParams({ cid: webcal })}`,
    outlook: `https://outlook.live.com/calendar/0/addfromweb?${new URLSearchParams({ url: download, name: feedName(audience, lang) })}`,
    download,
  };
}
