import { describe, expect, it } from "vitest";
import { aboutTimeline, timelineEntries } from "./index.ts";
import { aboutTimelineSchema } from "./schema.ts";

const year = (value: number, description = "What happened.") => ({
  year: value,
  title: { en: "A year", es: "Un año" },
  description: { en: description, es: `${description} (es)` },
});
const messages = (entries: unknown[]) =>
  aboutTimelineSchema.safeParse({ entries }).error?.issues.map((issue) => issue.message) ?? [];

describe("the about page's timeline (content/about-timeline.json)", () => {
  it("is every year a sample today, each marked so that check:launch lists it", () => {
    expect(aboutTimeline.length).toBeGreaterThan(0);
    for (const entry of aboutTimeline) expect(entry.sample, String(entry.year)).toBe(true);
  });

  it("gives the page the same years in both languages, with the portal's link in each", () => {
    const [en, es] = [timelineEntries("en"), timelineEntries("es")];
    expect(es.map((e) => e.year)).toEqual(en.map((e) => e.year));
    const links = (entries: typeof en) => entries.flatMap((e) => (Array.isArray(e.description) ? e.description : []));
    expect(links(en).filter((piece) => typeof piece !== "string")).toHaveLength(1);
    expect(links(es).filter((piece) => typeof piece !== "string")).toHaveLength(1);
  });

  it("refuses years out of order, an unknown placeholder and a link to a page the site lacks", () => {
    expect(messages([year(2016), year(2020)])).toEqual([]);
    expect(messages([year(2020), year(2016)])).toEqual(["the years must run from the oldest to the newest, each once"]);
    expect(messages([year(2016, "Since {{foundedYear}}.")])).toContain("{{foundedYear}} is not a known figure or fact");
    expect(messages([year(2016, "See [us](page:nowhere).")])).toContain(
      "links to a page the site does not have: page:nowhere",
    );
  });
});
