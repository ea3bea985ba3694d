import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { feedMonthsBack, feedText, firstDayOfMonthsBefore } from "./feeds.ts";
import { lastDayOfTwelveMonths } from "./next-twelve-months.ts";

const origin = "https://www.nais.example.com";

/** The all-day events' dates of a feed, as yyyy-mm-dd, read by a calendar parser. */
function eventDates(text: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar
    .getAllSubcomponents("vevent")
    .map((event) => String(event.getFirstPropertyValue("dtstart")))
    .sort();
}

describe("a feed's reach", () => {
  it("counts months back to the first of a month, across a year's start", () => {
    expect(firstDayOfMonthsBefore("2027-01-20", 6)).toBe("2026-07-01");
    expect(firstDayOfMonthsBefore("2026-12-31", 6)).toBe("2026-06-01");
    expect(firstDayOfMonthsBefore("2026-06-15", 6)).toBe("2025-12-01");
  });

  it("keeps the deadlines of the last six months, so a subscriber's calendar keeps them, and reaches twelve months ahead", () => {
    const day = "2027-01-20";
    const dates = eventDates(feedText("employers", "en", origin, day));
    const from = firstDayOfMonthsBefore(day, feedMonthsBack);
    expect(dates.filter((date) => date < day).length).toBeGreaterThan(0);
    // The third quarter's Form 941 (October 31, 2026, a Saturday: Monday November 2) is still there.
    expect(dates).toContain("2026-11-02");
    expect(dates.every((date) => date >= from && date <= lastDayOfTwelveMonths(day))).toBe(true);
  });
});
