import { describe, expect, it } from "vitest";
import { taxCalendar } from "./calendar.ts";
import { lastDayOfTwelveMonths, nextTwelveMonths } from "./next-twelve-months.ts";

describe("the next twelve months", () => {
  it("ends the day before the same day a year later", () => {
    expect(lastDayOfTwelveMonths("2026-11-20")).toBe("2027-11-19");
    expect(lastDayOfTwelveMonths("2028-02-29")).toBe("2029-02-28");
  });

  it("lists each audience's deadlines from the day, in order, each only its own", () => {
    const months = nextTwelveMonths(taxCalendar.rules, "2026-11-20");
    for (const [audience, list] of Object.entries(months)) {
      expect(list.length).toBeGreaterThan(0);
      for (const deadline of list) {
        expect(deadline.rule.audience).toBe(audience);
        expect(deadline.date >= "2026-11-20" && deadline.date <= "2027-11-19").toBe(true);
      }
      expect(list.map((d) => d.date)).toEqual([...list.map((d) => d.date)].sort());
    }
    const individuals = months.individuals.map((d) => `${d.rule.id}/${d.date}`);
    expect(individuals[0]).toBe("form-1040-es/2027-01-15");
    expect(individuals).toContain("form-1040/2027-04-15");
    // The January 2028 payment is past the twelve months.
    expect(individuals).not.toContain("form-1040-es/2028-01-18");
  });

  it("includes a deadline on the first day and leaves one the day before", () => {
    const fromDeadline = nextTwelveMonths(taxCalendar.rules, "2027-04-15").individuals;
    expect(fromDeadline.some((d) => d.rule.id === "form-1040" && d.date === "2027-04-15")).toBe(true);
    const after = nextTwelveMonths(taxCalendar.rules, "2027-04-16").individuals;
    expect(after.some((d) => d.rule.id === "form-1040" && d.date === "2027-04-15")).toBe(false);
  });
});
