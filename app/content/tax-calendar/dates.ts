/**
 * The dates of the calendar's deadlines: each rule's due day for a year, moved to the next
 * business day when it falls on a weekend or a legal holiday (holidays.ts), then moved again for
 * the counties an agency's disaster postponement names.
 */
import type { Day } from "#app/content/tax-figures/periods.ts";
import { type HolidayCalendar, nextBusinessDay } from "./holidays.ts";
import type { Agency, Audience, Deadline, Postponement } from "./schema.ts";

/** One deadline on one day. */
export interface DatedDeadline {
  rule: Deadline;
  /** What it is for, stable from build to build: `2026` (a tax year), `2026-q1`, `2026-payment-4`. */
  period: string;
  /** The day the rule names. */
  due: Day;
  /** The day it may be met: `due`, or the next business day. */
  date: Day;
  /** The postponements that move it for some counties. */
  postponedFor: readonly { counties: readonly string[]; date: Day; source: string }[];
}

/** Whose holidays move an agency's deadlines: the IRS's (DC's) for federal agencies, California's for the state's. */
export const holidayCalendarOf: Record<Agency, HolidayCalendar> = {
  IRS: "federal",
  SSA: "federal",
  FinCEN: "federal",
  FTB: "california",
  EDD: "california",
  SOS: "california",
  CalSavers: "california",
};

function iso(year: number, month: number, day: number): Day {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/** The last day of a month. */
function lastDayOf(year: number, month: number): Day {
  return iso(year, month + 1, 0);
}

/** The due days a rule names for one tax year (or calendar year) `year`, with their periods. */
export function dueDaysOfCycle(rule: Deadline["rule"], year: number): { period: string; due: Day }[] {
  switch (rule.kind) {
    case "taxYearMonth":
      return [
        {
          period: String(year),
          due: iso(rule.counting === "afterTaxYearEnd" ? year + 1 : year, rule.month, rule.day),
        },
      ];
    case "installments":
      return rule.installments.map((installment) => ({
        period: `${year}-payment-${installment.number}`,
        due: iso(installment.yearAfter ? year + 1 : year, installment.month, installment.day),
      }));
    case "monthAfterQuarter":
      return [1, 2, 3, 4].map((quarter) => ({
        period: `${year}-q${quarter}`,
        // The month after the quarter's last (3, 6, 9, 12): April, July, October, January of the next year.
        due: quarter === 4 ? lastDayOf(year + 1, 1) : lastDayOf(year, quarter * 3 + 1),
      }));
    case "dependsOnBusiness":
      return [];
  }
}

/** Whether a postponement covers a deadline: the same agency, and a due day within its span. */
function covers(postponement: Postponement, rule: Deadline, due: Day): boolean {
  return postponement.agency === rule.agency && due >= postponement.from && due <= postponement.to;
}

function dated(rule: Deadline, period: string, due: Day, postponements: readonly Postponement[]): DatedDeadline {
  const date = rule.nextBusinessDay ? nextBusinessDay(due, holidayCalendarOf[rule.agency]) : due;
  return {
    rule,
    period,
    due,
    date,
    postponedFor: postponements
      .filter((postponement) => covers(postponement, rule, due))
      .map((postponement) => ({
        counties: postponement.counties,
        date: postponement.newDate,
        source: postponement.source,
      })),
  };
}

/** Every dated deadline whose day (after the move to a business day) is between `from` and `to`, both included, in order. */
export function deadlinesBetween(
  rules: readonly Deadline[],
  from: Day,
  to: Day,
  postponements: readonly Postponement[] = [],
): DatedDeadline[] {
  const list: DatedDeadline[] = [];
  // A cycle's days run into the next year (January's payment, the 4th quarter), so start a year early.
  for (let year = Number(from.slice(0, 4)) - 1; year <= Number(to.slice(0, 4)); year++)
    for (const rule of rules)
      for (const { period, due } of dueDaysOfCycle(rule.rule, year)) {
        const deadline = dated(rule, period, due, postponements);
        if (deadline.date >= from && deadline.date <= to) list.push(deadline);
      }
  return list.sort((a, b) => (a.date === b.date ? a.rule.id.localeCompare(b.rule.id) : a.date < b.date ? -1 : 1));
}

/** The dated deadlines of one calendar year. */
export function deadlinesInYear(
  rules: readonly Deadline[],
  year: number,
  postponements: readonly Postponement[] = [],
): DatedDeadline[] {
  return deadlinesBetween(rules, `${year}-01-01`, `${year}-12-31`, postponements);
}

/** The day a deadline may be met in a county: a postponement's date for the counties it names. */
export function dateIn(deadline: DatedDeadline, county: string): Day {
  const wanted = county.trim().toLowerCase();
  const postponed = deadline.postponedFor.find((p) => p.counties.some((c) => c.trim().toLowerCase() === wanted));
  return postponed?.date ?? deadline.date;
}

/** The rules whose day depends on the business (the Statement of Information, BOI), for the page's reminders. */
export function remindersFor(rules: readonly Deadline[], audience?: Audience): Deadline[] {
  return rules.filter((rule) => rule.rule.kind === "dependsOnBusiness" && (!audience || rule.audience === audience));
}
