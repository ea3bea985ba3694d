import type { SubscribeLinks } from "#app/content/tax-calendar/feeds.ts";
import type { Audience } from "#app/content/tax-calendar/schema.ts";

/**
 * The tax calendar page's props, worked out at build time (app/page-kinds/tax-calendar-data.ts): every
 * word in the page's language, every link resolved, so the components only lay them out.
 */
export interface CalendarHelp {
  /** The service page that helps with the deadline. */
  service: { name: string; href: string };
  /** The contact form with that service chosen. */
  contactHref: string;
}

/** One deadline on its day. */
export interface CalendarEntry extends CalendarHelp {
  /** The rule's id and its period: unique on the page. */
  id: string;
  audience: Audience;
  /** `2027-04-15`. */
  date: string;
  /** "Thursday, April 15". */
  dateText: string;
  /** Said when a weekend or a holiday moved the day. */
  movedFrom?: string;
  form: string;
  title: string;
  agency: string;
  note?: string;
  /** A figure the deadline names ($800), in words. */
  amount?: string;
  postponed: { text: string; source: string }[];
  source: string;
}

export interface CalendarMonth {
  /** `2027-04`. */
  key: string;
  /** "April 2027". */
  name: string;
  entries: CalendarEntry[];
}

/** A deadline whose day depends on the business, said in words. */
export interface CalendarReminder extends CalendarHelp {
  id: string;
  audience: Audience;
  form: string;
  title: string;
  agency: string;
  when: string;
  note?: string;
  source: string;
}

export interface TaxCalendarPageProps {
  /** The first and last day listed, in words. */
  from: string;
  to: string;
  months: CalendarMonth[];
  reminders: CalendarReminder[];
  feeds: { audience: Audience; links: SubscribeLinks }[];
}
