import { describe, expect, it } from "vitest";
import { taxCalendar } from "./calendar.ts";
import { dateIn, deadlinesInYear, dueDaysOfCycle, remindersFor } from "./dates.ts";
import type { Postponement } from "./schema.ts";

const { rules } = taxCalendar;

/** `rule-id/period` → the day it may be met, for every dated deadline of a year. */
function table(year: number): Record<string, string> {
  return Object.fromEntries(deadlinesInYear(rules, year).map((d) => [`${d.rule.id}/${d.period}`, d.date]));
}

/** The same day for several keys. */
const on = (date: string, ...keys: string[]) => Object.fromEntries(keys.map((key) => [key, date]));

describe("the calendar's dates", () => {
  it("computes every rule's dates for 2026 (January 31 and October 31 on a Saturday, March 15 on a Sunday)", () => {
    expect(table(2026)).toEqual({
      ...on("2026-01-15", "form-1040-es/2025-payment-4", "ftb-540-es/2025-payment-4"),
      ...on(
        "2026-02-02",
        "w-2-w-3/2025",
        "form-1099-nec/2025",
        "form-940/2025",
        "form-941/2025-q4",
        "edd-de-9/2025-q4",
      ),
      ...on("2026-03-16", "form-1065/2025", "form-1120-s/2025", "ftb-100s/2025", "ftb-568-partnership/2025"),
      ...on(
        "2026-04-15",
        "form-1040/2025",
        "ftb-540/2025",
        "fbar/2025",
        "form-1120/2025",
        "ftb-100/2025",
        "ftb-568-single-member/2025",
        "ftb-3522/2026",
        "form-1040-es/2026-payment-1",
        "ftb-540-es/2026-payment-1",
        "form-1120-estimates/2026-payment-1",
        "ftb-100-es/2026-payment-1",
      ),
      ...on("2026-04-30", "form-941/2026-q1", "edd-de-9/2026-q1"),
      ...on(
        "2026-06-15",
        "form-1040-es/2026-payment-2",
        "ftb-540-es/2026-payment-2",
        "form-1120-estimates/2026-payment-2",
        "ftb-100-es/2026-payment-2",
      ),
      ...on("2026-07-31", "form-941/2026-q2", "edd-de-9/2026-q2"),
      ...on(
        "2026-09-15",
        "form-1040-es/2026-payment-3",
        "form-1120-estimates/2026-payment-3",
        "ftb-100-es/2026-payment-3",
      ),
      ...on("2026-10-15", "form-1040-extended/2025", "ftb-540-extended/2025", "fbar-extended/2025"),
      ...on("2026-11-02", "form-941/2026-q3", "edd-de-9/2026-q3"),
      ...on("2026-12-15", "form-1120-estimates/2026-payment-4", "ftb-100-es/2026-payment-4"),
      "calsavers/2026": "2026-12-31",
    });
  });

  it("computes every rule's dates for 2027 (April 15 is a Thursday; January 31 and October 31 on a Sunday)", () => {
    expect(table(2027)).toEqual({
      ...on("2027-01-15", "form-1040-es/2026-payment-4", "ftb-540-es/2026-payment-4"),
      ...on(
        "2027-02-01",
        "w-2-w-3/2026",
        "form-1099-nec/2026",
        "form-940/2026",
        "form-941/2026-q4",
        "edd-de-9/2026-q4",
      ),
      ...on("2027-03-15", "form-1065/2026", "form-1120-s/2026", "ftb-100s/2026", "ftb-568-partnership/2026"),
      ...on(
        "2027-04-15",
        "form-1040/2026",
        "ftb-540/2026",
        "fbar/2026",
        "form-1120/2026",
        "ftb-100/2026",
        "ftb-568-single-member/2026",
        "ftb-3522/2027",
        "form-1040-es/2027-payment-1",
        "ftb-540-es/2027-payment-1",
        "form-1120-estimates/2027-payment-1",
        "ftb-100-es/2027-payment-1",
      ),
      ...on("2027-04-30", "form-941/2027-q1", "edd-de-9/2027-q1"),
      ...on(
        "2027-06-15",
        "form-1040-es/2027-payment-2",
        "ftb-540-es/2027-payment-2",
        "form-1120-estimates/2027-payment-2",
        "ftb-100-es/2027-payment-2",
      ),
      ...on("2027-08-02", "form-941/2027-q2", "edd-de-9/2027-q2"),
      ...on(
        "2027-09-15",
        "form-1040-es/2027-payment-3",
        "form-1120-estimates/2027-payment-3",
        "ftb-100-es/2027-payment-3",
      ),
      ...on("2027-10-15", "form-1040-extended/2026", "ftb-540-extended/2026", "fbar-extended/2026"),
      ...on("2027-11-01", "form-941/2027-q3", "edd-de-9/2027-q3"),
      ...on("2027-12-15", "form-1120-estimates/2027-payment-4", "ftb-100-es/2027-payment-4"),
      "calsavers/2027": "2027-12-31",
    });
  });

  it("computes every rule's dates for 2028 (April 15 a Saturday, then Sunday, then Emancipation Day: April 18)", () => {
    expect(table(2028)).toEqual({
      // January 15 is a Saturday and the Monday after is Martin Luther King, Jr. Day.
      ...on("2028-01-18", "form-1040-es/2027-payment-4", "ftb-540-es/2027-payment-4"),
      ...on(
        "2028-01-31",
        "w-2-w-3/2027",
        "form-1099-nec/2027",
        "form-940/2027",
        "form-941/2027-q4",
        "edd-de-9/2027-q4",
      ),
      ...on("2028-03-15", "form-1065/2027", "form-1120-s/2027", "ftb-100s/2027", "ftb-568-partnership/2027"),
      ...on(
        "2028-04-18",
        "form-1040/2027",
        "ftb-540/2027",
        "fbar/2027",
        "form-1120/2027",
        "ftb-100/2027",
        "ftb-568-single-member/2027",
        "ftb-3522/2028",
        "form-1040-es/2028-payment-1",
        "ftb-540-es/2028-payment-1",
        "form-1120-estimates/2028-payment-1",
        "ftb-100-es/2028-payment-1",
      ),
      ...on("2028-05-01", "form-941/2028-q1", "edd-de-9/2028-q1"),
      ...on(
        "2028-06-15",
        "form-1040-es/2028-payment-2",
        "ftb-540-es/2028-payment-2",
        "form-1120-estimates/2028-payment-2",
        "ftb-100-es/2028-payment-2",
      ),
      ...on("2028-07-31", "form-941/2028-q2", "edd-de-9/2028-q2"),
      ...on(
        "2028-09-15",
        "form-1040-es/2028-payment-3",
        "form-1120-estimates/2028-payment-3",
        "ftb-100-es/2028-payment-3",
      ),
      // October 15 is a Sunday.
      ...on("2028-10-16", "form-1040-extended/2027", "ftb-540-extended/2027", "fbar-extended/2027"),
      ...on("2028-10-31", "form-941/2028-q3", "edd-de-9/2028-q3"),
      ...on("2028-12-15", "form-1120-estimates/2028-payment-4", "ftb-100-es/2028-payment-4"),
      // CalSavers' registration deadline is not said to move: it stays on a Sunday.
      "calsavers/2028": "2028-12-31",
    });
  });

  it("keeps the day the rule names beside the day it moved to", () => {
    const filing = deadlinesInYear(rules, 2028).find((d) => d.rule.id === "form-1040");
    expect(filing).toMatchObject({ due: "2028-04-15", date: "2028-04-18" });
  });

  it("moves a deadline on Emancipation Day itself (April 15, 2033, a Friday) to the Monday", () => {
    const april = deadlinesInYear(rules, 2033).filter((d) => d.due === "2033-04-15");
    expect(new Set(april.map((d) => d.date))).toEqual(new Set(["2033-04-18"]));
  });

  it("has no September payment for California's 540-ES", () => {
    const rule = rules.find((r) => r.id === "ftb-540-es");
    expect(rule && dueDaysOfCycle(rule.rule, 2026).map((d) => d.due)).toEqual([
      "2026-04-15",
      "2026-06-15",
      "2027-01-15",
    ]);
  });

  it("lists the deadlines that depend on the business as reminders, not dates", () => {
    expect(remindersFor(rules, "businesses").map((r) => r.id)).toEqual(["statement-of-information", "boi-report"]);
    expect(Object.keys(table(2027)).some((key) => key.startsWith("statement-of-information"))).toBe(false);
  });
});

describe("disaster postponements", () => {
  const postponement: Postponement = {
    agency: "FTB",
    counties: ["Santa Barbara"],
    from: "2027-01-01",
    to: "2027-04-30",
    newDate: "2027-05-17",
    source: "https://www.ftb.ca.gov/about-ftb/newsroom/news-releases/index.html",
  };
  const deadlines = deadlinesInYear(rules, 2027, [postponement]);
  const find = (id: string, period: string) => deadlines.find((d) => d.rule.id === id && d.period === period);

  it("moves the listed county's deadlines of that agency within the span", () => {
    const ca = find("ftb-540", "2026");
    expect(ca && dateIn(ca, "Santa Barbara")).toBe("2027-05-17");
    expect(ca && dateIn(ca, "santa barbara ")).toBe("2027-05-17");
    const payment = find("ftb-540-es", "2026-payment-4");
    expect(payment && dateIn(payment, "Santa Barbara")).toBe("2027-05-17");
  });

  it("leaves other counties, other agencies and later deadlines where they were", () => {
    const ca = find("ftb-540", "2026");
    expect(ca && dateIn(ca, "San Luis Obispo")).toBe("2027-04-15");
    const federal = find("form-1040", "2026");
    expect(federal && dateIn(federal, "Santa Barbara")).toBe("2027-04-15");
    const june = find("ftb-540-es", "2027-payment-2");
    expect(june && dateIn(june, "Santa Barbara")).toBe("2027-06-15");
  });
});
