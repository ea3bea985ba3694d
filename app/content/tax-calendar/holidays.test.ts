import { describe, expect, it } from "vitest";
import {
  californiaOnlyHolidays,
  emancipationDay,
  federalHolidays,
  isLegalHoliday,
  nextBusinessDay,
} from "./holidays.ts";

const days = (list: { day: string }[]) => list.map((holiday) => holiday.day).sort();

describe("legal holidays", () => {
  it("lists the legal holidays IRS Publication 509 gave for 2015", () => {
    expect(days(federalHolidays(2015))).toEqual([
      "2015-01-01",
      "2015-01-19",
      "2015-02-16",
      "2015-04-16",
      "2015-05-25",
      "2015-07-03",
      "2015-09-07",
      "2015-10-12",
      "2015-11-11",
      "2015-11-26",
      "2015-12-25",
    ]);
  });

  it("matches the EDD's table of the holidays observed in 2026, federal and California's", () => {
    expect(days([...federalHolidays(2026), ...californiaOnlyHolidays(2026)])).toEqual([
      "2026-01-01",
      "2026-01-19",
      "2026-02-12",
      "2026-02-16",
      "2026-03-31",
      "2026-04-03",
      "2026-04-16", // DC Emancipation Day: the EDD listed it for 2023 too
      "2026-04-24",
      "2026-05-25",
      "2026-06-19",
      "2026-07-03",
      "2026-09-07",
      "2026-09-09",
      "2026-09-25",
      "2026-10-12",
      "2026-11-11",
      "2026-11-26",
      "2026-11-27",
      "2026-12-25",
    ]);
  });

  it("observes Emancipation Day on the Friday before a Saturday and the Monday after a Sunday", () => {
    expect(emancipationDay(2022)).toBe("2022-04-15");
    expect(emancipationDay(2023)).toBe("2023-04-17");
    expect(emancipationDay(2028)).toBe("2028-04-17");
  });

  it("observes New Year's Day of a Saturday on December 31 of the year before", () => {
    expect(isLegalHoliday("2021-12-31", "federal")).toBe(true);
    expect(isLegalHoliday("2022-01-01", "federal")).toBe(false);
  });

  it("counts Inauguration Day in inauguration years only", () => {
    expect(days(federalHolidays(2029))).toEqual(expect.arrayContaining(["2029-01-15", "2029-01-20"]));
    expect(isLegalHoliday("2033-01-20", "federal")).toBe(true);
    expect(isLegalHoliday("2027-01-20", "federal")).toBe(false);
  });

  it("moves a day to the next business day past weekends and holidays", () => {
    expect(nextBusinessDay("2028-04-15", "federal")).toBe("2028-04-18");
    expect(nextBusinessDay("2023-04-15", "federal")).toBe("2023-04-18");
    expect(nextBusinessDay("2022-04-15", "federal")).toBe("2022-04-18");
    expect(nextBusinessDay("2027-04-15", "federal")).toBe("2027-04-15");
    // César Chávez Day moves a California deadline, not a federal one.
    expect(nextBusinessDay("2026-03-31", "federal")).toBe("2026-03-31");
    expect(nextBusinessDay("2026-03-31", "california")).toBe("2026-04-01");
  });
});
