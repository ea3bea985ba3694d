/**
 * The legal holidays that move a tax deadline to the next business day: federally, the legal
 * holidays of the District of Columbia (IRC §7503; IRS Publication 509 lists the same days); in
 * California (the FTB and the EDD), those and the state's own (R&TC §18410, Government Code §6700).
 * Lunar New Year, on the EDD's list since 2024, is not computed: it falls between January 21 and
 * February 20, where no deadline lands until January 31, 2033; by then it needs a table of its days.
 */
import type { Day } from "#app/content/tax-figures/periods.ts";

export interface Holiday {
  day: Day;
  name: string;
}

function iso(year: number, month: number, day: number): Day {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(day: Day): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The nth given weekday of a month (n = -1: the last). */
function nthWeekday(year: number, month: number, dayOfWeek: number, n: number): Day {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return iso(year, month, 1 + ((dayOfWeek - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDate = new Date(Date.UTC(year, month, 0));
  const last = lastDate.getUTCDay();
  return iso(year, month, lastDate.getUTCDate() - ((last - dayOfWeek + 7) % 7));
}

/** A fixed-date federal holiday's observed day: Saturday → Friday before, Sunday → Monday after. */
function observedFederal(day: Day): Day {
  const dow = weekday(day);
  return dow === 6 ? shift(day, -1) : dow === 0 ? shift(day, 1) : day;
}

function shift(day: Day, days: number): Day {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Easter Sunday (the anonymous Gregorian algorithm), for Good Friday. */
function easter(year: number): Day {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day);
}

/** The legal holidays in the District of Columbia whose observed day falls in `year` (IRC §7503). */
export function federalHolidays(year: number): Holiday[] {
  const list: Holiday[] = [];
  // New Year's Day of the next year, observed on December 31 when January 1 is a Saturday.
  for (const y of [year, year + 1]) list.push({ day: observedFederal(iso(y, 1, 1)), name: "New Year's Day" });
  list.push(
    { day: nthWeekday(year, 1, 1, 3), name: "Birthday of Martin Luther King, Jr." },
    { day: nthWeekday(year, 2, 1, 3), name: "Washington's Birthday" },
    { day: emancipationDay(year), name: "District of Columbia Emancipation Day" },
    { day: nthWeekday(year, 5, 1, -1), name: "Memorial Day" },
    { day: observedFederal(iso(year, 7, 4)), name: "Independence Day" },
    { day: nthWeekday(year, 9, 1, 1), name: "Labor Day" },
    { day: nthWeekday(year, 10, 1, 2), name: "Columbus Day" },
    { day: observedFederal(iso(year, 11, 11)), name: "Veterans Day" },
    { day: nthWeekday(year, 11, 4, 4), name: "Thanksgiving Day" },
    { day: observedFederal(iso(year, 12, 25)), name: "Christmas Day" },
  );
  // Juneteenth: a federal holiday since 2021 (Pub. L. 117-17).
  if (year >= 2021) list.push({ day: observedFederal(iso(year, 6, 19)), name: "Juneteenth National Independence Day" });
  // Inauguration Day: January 20 after each presidential election (2029, 2033…), in DC (5 U.S.C. §6103(c)).
  if ((year - 1965) % 4 === 0) {
    const twentieth = iso(year, 1, 20);
    list.push({ day: weekday(twentieth) === 0 ? iso(year, 1, 21) : twentieth, name: "Inauguration Day" });
  }
  return list.filter((holiday) => holiday.day.startsWith(`${year}-`));
}

/** DC Emancipation Day, April 16: the Friday before when on a Saturday, the Monday after when on a Sunday. */
export function emancipationDay(year: number): Day {
  return observedFederal(iso(year, 4, 16));
}

/** California's own holidays (Government Code §6700, as the EDD lists them); a Sunday's is observed on Monday. */
export function californiaOnlyHolidays(year: number): Holiday[] {
  const sundayToMonday = (day: Day) => (weekday(day) === 0 ? shift(day, 1) : day);
  return [
    { day: sundayToMonday(iso(year, 2, 12)), name: "Lincoln's Birthday" },
    { day: sundayToMonday(iso(year, 3, 31)), name: "César Chávez Day" },
    { day: shift(easter(year), -2), name: "Good Friday" },
    { day: sundayToMonday(iso(year, 4, 24)), name: "Genocide Remembrance Day" },
    { day: sundayToMonday(iso(year, 9, 9)), name: "California Admission Day" },
    { day: nthWeekday(year, 9, 5, 4), name: "Native American Day" },
    { day: shift(nthWeekday(year, 11, 4, 4), 1), name: "Day after Thanksgiving" },
  ];
}

export type HolidayCalendar = "federal" | "california";

const cache = new Map<string, ReadonlySet<Day>>();

function holidaySet(calendar: HolidayCalendar, year: number): ReadonlySet<Day> {
  const key = `${calendar}:${year}`;
  let set = cache.get(key);
  if (!set) {
    const days = federalHolidays(year).map((holiday) => holiday.day);
    if (calendar === "california") days.push(...californiaOnlyHolidays(year).map((holiday) => holiday.day));
    set = new Set(days);
    cache.set(key, set);
  }
  return set;
}

export function isLegalHoliday(day: Day, calendar: HolidayCalendar): boolean {
  return holidaySet(calendar, Number(day.slice(0, 4))).has(day);
}

export function isBusinessDay(day: Day, calendar: HolidayCalendar): boolean {
  const dow = weekday(day);
  return dow !== 0 && dow !== 6 && !isLegalHoliday(day, calendar);
}

/** The day itself if a business day, else the next one (IRC §7503; R&TC §18410; the EDD's rule). */
export function nextBusinessDay(day: Day, calendar: HolidayCalendar): Day {
  let current = day;
  while (!isBusinessDay(current, calendar)) current = shift(current, 1);
  return current;
}
