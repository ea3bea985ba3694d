import type {
  CalendarEntry,
  CalendarMonth,
  CalendarReminder,
  TaxCalendarPageProps,
} from "#app/components/tax-calendar/types.ts";
import { contactServiceOfCategory } from "#app/contact-form/contact-contract.ts";
import { contactPrefillHref } from "#app/contact-form/contact-prefill.ts";
import { buildDay } from "#app/content/build-day.ts";
import { dayInWords } from "#app/content/data/copy-values.ts";
import { serviceNames } from "#app/content/service-names.ts";
import { taxCalendar } from "#app/content/tax-calendar/calendar.ts";
import { type DatedDeadline, remindersFor } from "#app/content/tax-calendar/dates.ts";
import { subscribeLinks } from "#app/content/tax-calendar/feeds.ts";
import { formName } from "#app/content/tax-calendar/ics.ts";
import { lastDayOfTwelveMonths, nextTwelveMonths } from "#app/content/tax-calendar/next-twelve-months.ts";
import { audiences, type Deadline } from "#app/content/tax-calendar/schema.ts";
import { taxFigureEntries, written } from "#app/content/tax-figures/index.ts";
import type { Day } from "#app/content/tax-figures/periods.ts";
import type { SiteContextValue } from "#app/i18n/index.ts";
import { format } from "#app/lib/format.ts";
import { type Lang, pathOf, servicePages } from "#app/lib/route-table.ts";
import { pageMeta, siteOrigin } from "./seo.ts";
import { itemListJsonLd } from "./structured-data.ts";

const locales: Record<Lang, string> = { en: "en-US", es: "es-US" };

const dayOfMonth = (lang: Lang) =>
  new Intl.DateTimeFormat(locales[lang], { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
const monthOfYear = (lang: Lang) =>
  new Intl.DateTimeFormat(locales[lang], { month: "long", year: "numeric", timeZone: "UTC" });

const asDate = (day: Day) => new Date(`${day}T00:00:00Z`);
/** "abril de 2027" → "Abril de 2027": a heading starts with a capital in Spanish too. */
const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** The service page that helps with a deadline, and the contact form with that service chosen. */
function helpOf(rule: Deadline, lang: Lang) {
  const page = servicePages.find((s) => s.slug === rule.service);
  if (!page) throw new Error(`tax-calendar: "${rule.id}" names "${rule.service}", which is not a service page`);
  return {
    service: { name: serviceNames[lang][rule.service], href: pathOf(`service/${rule.service}`, lang) },
    contactHref: contactPrefillHref(pathOf("contact", lang), { service: contactServiceOfCategory[page.category] }),
  };
}

/** The value of a rule's tax figure for the tax year of `period` (`2026`, `2026-q1`): the latest value of that year or before. */
function amountOf(rule: Deadline, period: string, words: string): string | undefined {
  const entry = rule.figure && taxFigureEntries.find((figure) => figure.id === rule.figure);
  if (!entry) return undefined;
  const year = Number(period.slice(0, 4));
  const value = entry.values
    .filter((v) => v.taxYear <= year)
    .sort((a, b) => a.taxYear - b.taxYear)
    .at(-1);
  if (!value) return undefined;
  return format(words, { amount: written({ unit: entry.unit, value: value.value }), year });
}

function entryOf(deadline: DatedDeadline, site: SiteContextValue): CalendarEntry {
  const { rule } = deadline;
  const { lang, dictionary } = site;
  const words = dictionary.taxCalendar;
  return {
    id: `${rule.id}-${deadline.period}`,
    audience: rule.audience,
    date: deadline.date,
    dateText: capitalized(dayOfMonth(lang).format(asDate(deadline.date))),
    movedFrom:
      deadline.due === deadline.date
        ? undefined
        : format(words.movedFrom, { date: dayOfMonth(lang).format(asDate(deadline.due)) }),
    form: formName(rule.form, lang),
    title: rule.title[lang],
    agency: words.agencies[rule.agency],
    note: rule.note?.[lang],
    amount: amountOf(rule, deadline.period, words.amount),
    postponed: deadline.postponedFor.map((p) => ({
      text: format(words.postponed, { date: dayInWords(p.date, lang), counties: p.counties.join(", ") }),
      source: p.source,
    })),
    source: rule.source,
    ...helpOf(rule, lang),
  };
}

/** Build time: the deadlines of the twelve months from `day` (the build's), by month, the reminders and the feeds' links. */
export function taxCalendarData(site: SiteContextValue, day: Day = buildDay): TaxCalendarPageProps {
  const { lang } = site;
  const byAudience = nextTwelveMonths(taxCalendar.rules, day, taxCalendar.postponements);
  const entries = audiences
    .flatMap((audience) => byAudience[audience])
    .sort((a, b) => (a.date === b.date ? a.rule.id.localeCompare(b.rule.id) : a.date < b.date ? -1 : 1))
    .map((deadline) => entryOf(deadline, site));
  const months: CalendarMonth[] = [];
  for (const entry of entries) {
    const key = entry.date.slice(0, 7);
    const month = months.at(-1);
    if (month?.key === key) month.entries.push(entry);
    else months.push({ key, name: capitalized(monthOfYear(lang).format(asDate(entry.date))), entries: [entry] });
  }
  const reminders: CalendarReminder[] = remindersFor(taxCalendar.rules).map((rule) => ({
    id: rule.id,
    audience: rule.audience,
    form: formName(rule.form, lang),
    title: rule.title[lang],
    agency: site.dictionary.taxCalendar.agencies[rule.agency],
    when: rule.rule.kind === "dependsOnBusiness" ? rule.rule.when[lang] : "",
    note: rule.note?.[lang],
    source: rule.source,
    ...helpOf(rule, lang),
  }));
  return {
    from: dayInWords(day, lang),
    to: dayInWords(lastDayOfTwelveMonths(day), lang),
    months,
    reminders,
    feeds: audiences.map((audience) => ({ audience, links: subscribeLinks(audience, lang, siteOrigin) })),
  };
}

export function taxCalendarMeta(site: SiteContextValue, data: TaxCalendarPageProps) {
  const words = site.dictionary.taxCalendar;
  const entries = data.months.flatMap((month) => month.entries);
  return pageMeta({
    pageId: "tax-calendar",
    lang: site.lang,
    title: words.title,
    description: words.metaDescription,
    jsonLd: [
      itemListJsonLd(
        words.title,
        entries.map((entry) => ({
          name: `${dayInWords(entry.date, site.lang)}: ${entry.title} (${entry.form})`,
          path: entry.service.href,
        })),
      ),
    ],
  });
}
