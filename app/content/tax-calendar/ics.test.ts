import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { pathOf } from "#app/lib/route-table.ts";
import { taxCalendar } from "./calendar.ts";
import { deadlinesBetween } from "./dates.ts";
import { escapeText, foldLine, formName, icsFeed } from "./ics.ts";
import { nextTwelveMonths } from "./next-twelve-months.ts";

const origin = "https://www.nais.example.com";
const { rules } = taxCalendar;

function feed(lang: "en" | "es", generatedAt = new Date("2026-11-20T08:15:00Z")) {
  const deadlines = nextTwelveMonths(rules, "2026-11-20").employers;
  const name = `NAIS: ${taxCalendar.feedNames.employers[lang]}`;
  return { deadlines, text: icsFeed({ deadlines, lang, name, origin, generatedAt }) };
}

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents("vevent") };
}

describe("the .ics feed", () => {
  it("parses as a calendar with its name, product and scale", () => {
    const { calendar } = events(feed("en").text);
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("calscale")).toBe("GREGORIAN");
    expect(String(calendar.getFirstPropertyValue("prodid"))).toContain("www.nais.example.com");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("NAIS: Tax deadlines for employers");
  });

  for (const lang of ["en", "es"] as const)
    it(`has each deadline as an all-day event with its date, summary, link and reminder (${lang})`, () => {
      const { deadlines, text } = feed(lang);
      const parsed = events(text).events;
      expect(parsed).toHaveLength(deadlines.length);
      expect(deadlines.length).toBeGreaterThan(0);
      parsed.forEach((component, index) => {
        const deadline = deadlines[index];
        if (!deadline) throw new Error("more events than deadlines");
        const event = new ICAL.Event(component);
        expect(event.startDate.isDate).toBe(true);
        expect(event.startDate.toString()).toBe(deadline.date);
        expect(event.endDate.toString()).toBe(
          new Date(Date.parse(`${deadline.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
        );
        expect(event.summary).toBe(`${deadline.rule.title[lang]} (${formName(deadline.rule.form, lang)})`);
        const link = `${origin}${pathOf(`service/${deadline.rule.service}`, lang)}`;
        expect(component.getFirstPropertyValue("url")).toBe(link);
        expect(event.description).toContain(link);
        expect(event.description).toContain(formName(deadline.rule.form, lang));
        const alarm = component.getFirstSubcomponent("valarm");
        expect(alarm?.getFirstPropertyValue("action")).toBe("DISPLAY");
        const trigger = alarm?.getFirstPropertyValue("trigger");
        expect(trigger instanceof ICAL.Duration && trigger.toSeconds()).toBe(-7 * 24 * 3600);
      });
    });

  it("speaks Spanish in the Spanish feed", () => {
    const { events: parsed } = events(feed("es").text);
    const summaries = parsed.map((component) => new ICAL.Event(component).summary);
    expect(summaries).toContain("Declaración trimestral federal de impuestos de nómina (Formulario 941)");
    expect(summaries).toContain("Informes trimestrales de nómina de California (Formularios DE 9 y DE 9C)");
  });

  it("gives every event the same UID in two builds, and a different one to each event", () => {
    const uids = (text: string) => events(text).events.map((component) => component.getFirstPropertyValue("uid"));
    const first = uids(feed("en", new Date("2026-11-20T08:15:00Z")).text);
    const second = uids(feed("en", new Date("2026-12-01T08:05:00Z")).text);
    expect(second).toEqual(first);
    expect(new Set(first).size).toBe(first.length);
    expect(first).toContain("form-941-2026-q4@www.nais.example.com");
  });

  it("ends lines with CRLF and folds them at 75 octets without splitting a character", () => {
    const { text } = feed("es");
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const folded = foldLine(`DESCRIPTION:${"ñ".repeat(80)}`);
    expect(folded.split("\r\n ").join("")).toBe(`DESCRIPTION:${"ñ".repeat(80)}`);
  });

  it("escapes commas, semicolons, backslashes and line breaks", () => {
    expect(escapeText("a, b; c\\d\ne")).toBe("a\\, b\\; c\\\\d\\ne");
  });

  it("carries a postponement in the description of the deadlines it moves", () => {
    const postponement = {
      agency: "IRS" as const,
      counties: ["Santa Barbara", "Ventura"],
      from: "2027-01-01",
      to: "2027-02-28",
      newDate: "2027-05-01",
      source: "https://www.irs.gov/newsroom/tax-relief-in-disaster-situations",
    };
    const deadlines = deadlinesBetween(rules, "2027-01-01", "2027-02-28", [postponement]).filter(
      (d) => d.rule.id === "form-941",
    );
    const text = icsFeed({ deadlines, lang: "en", name: "NAIS", origin, generatedAt: new Date() });
    const [component] = events(text).events;
    expect(component && new ICAL.Event(component).description).toContain(
      "Postponed to 2027-05-01 in Santa Barbara, Ventura.",
    );
  });
});
