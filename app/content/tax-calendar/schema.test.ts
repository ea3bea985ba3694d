import { describe, expect, it } from "vitest";
import { describeIssues } from "../data/parse.ts";
import { taxCalendar } from "./calendar.ts";
import { taxCalendarSchema } from "./schema.ts";

const [first] = taxCalendar.rules;
const withRule = (rule: Record<string, unknown>) => ({
  feedNames: taxCalendar.feedNames,
  rules: [rule],
  postponements: [],
});
const problems = (data: unknown) => {
  const result = taxCalendarSchema.safeParse(data);
  return result.success ? "" : describeIssues("content/tax-calendar.json", result.error.issues);
};

describe("the tax calendar's schema", () => {
  it("accepts the firm's file, every rule with an official https source", () => {
    expect(taxCalendar.rules.length).toBeGreaterThan(0);
    for (const rule of taxCalendar.rules) expect(rule.source).toMatch(/^https:\/\//);
  });

  it("refuses a rule without a source, naming the field", () => {
    const { source: _source, ...rule } = first ?? {};
    expect(problems(withRule(rule))).toContain(
      "content/tax-calendar.json: rules[0].source: is missing: every deadline names the official page that states it",
    );
  });

  it("refuses a rule without a form name, or with an empty one", () => {
    const { form: _form, ...rule } = first ?? {};
    expect(problems(withRule(rule))).toContain(
      "rules[0].form: is missing: every deadline names its form, e.g. Form 941",
    );
    expect(problems(withRule({ ...first, form: "  " }))).toContain("rules[0].form: must not be empty");
  });

  it("refuses a source that is not https, a day a month lacks, a service page that does not exist and a repeated id", () => {
    expect(problems(withRule({ ...first, source: "http://www.irs.gov" }))).toContain(
      "rules[0].source: must be a web address starting with https://",
    );
    expect(
      problems(withRule({ ...first, rule: { kind: "taxYearMonth", counting: "ofTaxYear", month: 2, day: 30 } })),
    ).toContain("rules[0].rule.day: must be at most 28 in month 2");
    expect(problems(withRule({ ...first, service: "astrology" }))).toContain(
      `rules[0].service: "astrology" is not a service page's address`,
    );
    expect(problems({ ...withRule(first ?? {}), rules: [first, first] })).toContain(
      `rules[1].id: "${first?.id}" is used twice`,
    );
  });

  it("refuses a postponement whose new date is not after the days it postpones", () => {
    const postponement = {
      agency: "IRS",
      counties: ["Santa Barbara"],
      from: "2027-01-10",
      to: "2027-05-01",
      newDate: "2027-01-01",
      source: "https://www.irs.gov/newsroom/tax-relief-in-disaster-situations",
    };
    expect(problems({ ...withRule(first ?? {}), postponements: [postponement] })).toContain(
      "postponements[0].newDate: must be after the first day it postpones (from)",
    );
  });
});
