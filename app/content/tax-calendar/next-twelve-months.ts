/** The deadlines of the twelve months from a day, by audience: what the calendar page lists and each feed holds. */
import { addDays, type Day } from "#app/content/tax-figures/periods.ts";
import { type DatedDeadline, deadlinesBetween } from "./dates.ts";
import { type Audience, audiences, type Deadline, type Postponement } from "./schema.ts";

/** The day twelve months after `day`, less one: from 2026-05-10, 2027-05-09 (a February 29 start ends on February 28). */
export function lastDayOfTwelveMonths(day: Day): Day {
  const year = Number(day.slice(0, 4)) + 1;
  const monthDay = day.slice(5) === "02-29" ? "03-01" : day.slice(5);
  return addDays(`${year}-${monthDay}`, -1);
}

/** The deadlines from `day` for twelve months, each audience's in date order. */
export function nextTwelveMonths(
  rules: readonly Deadline[],
  day: Day,
  postponements: readonly Postponement[] = [],
): Record<Audience, DatedDeadline[]> {
  const all = deadlinesBetween(rules, day, lastDayOfTwelveMonths(day), postponements);
  return Object.fromEntries(
    audiences.map((audience) => [audience, all.filter((deadline) => deadline.rule.audience === audience)]),
  ) as Record<Audience, DatedDeadline[]>;
}
