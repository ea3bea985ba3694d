import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { taxCalendar } from "#app/content/tax-calendar/calendar.ts";
import { taxFigureEntries } from "#app/content/tax-figures/index.ts";
import type { TaxFigureEntry } from "#app/content/tax-figures/schema.ts";
import { builtForDayIn, builtForFile, deadlinesPassed, figuresDue, startFigureRebuilds } from "./figure-rebuilds.ts";

// The test's own values: a change within 2026 and a value for 2027.
const irs = "https://www.irs.gov/example";
const entries: TaxFigureEntry[] = taxFigureEntries.map((entry) => {
  if (entry.id === "standardMileageRateBusiness")
    return {
      ...entry,
      values: [
        { taxYear: 2026, value: 0.725, source: irs },
        { taxYear: 2026, from: "2026-07-01", value: 0.76, source: irs },
      ],
    };
  if (entry.id === "californiaMinimumWage")
    return {
      ...entry,
      values: [...entry.values.filter((v) => v.taxYear <= 2026), { taxYear: 2027, value: 17.5, source: irs }],
    };
  return entry;
});

describe("a build is due", () => {
  it("when the figures of today differ from those of the live build's day, and not otherwise", () => {
    expect(figuresDue(entries, "2026-06-30", "2026-07-01")).toEqual(["standardMileageRateBusiness"]);
    expect(figuresDue(entries, "2026-07-01", "2026-07-01")).toEqual([]);
    expect(figuresDue(entries, "2026-07-01", "2026-07-02")).toEqual([]);
    expect(figuresDue(entries, "2026-06-01", "2026-06-30")).toEqual([]);
    // A missed day is caught up: built on June 20, checked again only on July 3.
    expect(figuresDue(entries, "2026-06-20", "2026-07-03")).toEqual(["standardMileageRateBusiness"]);
    expect(figuresDue(entries, "2026-12-31", "2027-01-01")).toEqual(["californiaMinimumWage"]);
  });

  it("when the live build's day cannot be read, only on a day a figure changes", () => {
    expect(figuresDue(entries, undefined, "2026-07-01")).toEqual(["standardMileageRateBusiness"]);
    expect(figuresDue(entries, undefined, "2026-07-02")).toEqual([]);
    expect(builtForDayIn("not json")).toBeUndefined();
    expect(builtForDayIn('{"day":"2026-07-01"}')).toBe("2026-07-01");
  });
});

describe("a build is due the day after a tax deadline", () => {
  // Form 941: the last day of the month after each quarter; October 31, 2026 is a Saturday.
  const form941 = taxCalendar.rules.filter((rule) => rule.id === "form-941");

  it("when a deadline the live calendar lists (from its build's day) is before today", () => {
    expect(form941).toHaveLength(1);
    expect(deadlinesPassed(form941, "2026-04-30", "2026-04-30")).toEqual([]);
    expect(deadlinesPassed(form941, "2026-04-30", "2026-05-01")).toEqual(["form-941 2026-04-30"]);
    expect(deadlinesPassed(form941, "2026-05-01", "2026-07-31")).toEqual([]);
    // A missed day is caught up, and the day is the one the calendar shows (moved to Monday).
    expect(deadlinesPassed(form941, "2026-05-01", "2026-11-05")).toEqual([
      "form-941 2026-07-31",
      "form-941 2026-11-02",
    ]);
  });

  it("when the live build's day cannot be read, only the day after one", () => {
    expect(deadlinesPassed(form941, undefined, "2026-11-03")).toEqual(["form-941 2026-11-02"]);
    expect(deadlinesPassed(form941, undefined, "2026-11-04")).toEqual([]);
  });
});

describe("the Node server's timer", () => {
  const sites: string[] = [];
  afterAll(() => Promise.all(sites.map((dir) => rm(dir, { recursive: true, force: true }))));

  async function site(day: string | undefined) {
    const clientDir = await mkdtemp(join(tmpdir(), "nais-built-for-"));
    sites.push(clientDir);
    if (day) await writeFile(join(clientDir, builtForFile), JSON.stringify({ day }));
    return clientDir;
  }

  /** The timer on the site in `clientDir`, whose builds write their day as a build does; what it built and logged. */
  function timerOf(clientDir: string, options: { today: () => string; rules?: typeof taxCalendar.rules }) {
    const built: string[] = [];
    const lines: string[] = [];
    const timer = startFigureRebuilds({
      clientDir,
      entries,
      ...options,
      rebuild: async (day) => {
        built.push(day);
        await writeFile(join(clientDir, builtForFile), JSON.stringify({ day }));
      },
      log: (line) => lines.push(line),
    });
    return { timer, built, lines };
  }

  it("builds on the day a value starts, once, and not on the days after", async () => {
    const clientDir = await site("2026-06-30");
    let today = "2026-07-01";
    const { timer, built, lines } = timerOf(clientDir, { today: () => today });
    await timer.check();
    await timer.check();
    today = "2026-07-02";
    await timer.check();
    timer.stop();
    expect(built).toEqual(["2026-07-01"]);
    expect(lines[0]).toContain("built for 2026-06-30; by 2026-07-01: standardMileageRateBusiness: building");
  });

  it("builds the day after a deadline, with no figure changing", async () => {
    const clientDir = await site("2026-04-30");
    const { timer, built, lines } = timerOf(clientDir, {
      today: () => "2026-05-01",
      rules: taxCalendar.rules.filter((rule) => rule.id === "form-941"),
    });
    await timer.check();
    await timer.check();
    timer.stop();
    expect(built).toEqual(["2026-05-01"]);
    expect(lines[0]).toContain("by 2026-05-01: deadline form-941 2026-04-30 passed: building");
  });

  it("keeps the live site when a build fails, and tries again at the next look", async () => {
    const clientDir = await site("2026-12-31");
    let attempts = 0;
    const lines: string[] = [];
    const timer = startFigureRebuilds({
      clientDir,
      entries,
      today: () => "2027-01-01",
      rebuild: async () => {
        attempts++;
        throw new Error("disk full");
      },
      log: (line) => lines.push(line),
    });
    await timer.check();
    await timer.check();
    timer.stop();
    expect(attempts).toBe(2);
    expect(lines.filter((line) => line.includes("failed, the site is unchanged"))).toHaveLength(2);
  });
});
