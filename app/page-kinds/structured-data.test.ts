// @vitest-environment node
import { describe, expect, it } from "vitest";
import { siteConfig } from "#app/content/site/index.ts";
import { openingHours } from "./structured-data.ts";

describe("the offices' opening hours in structured data", () => {
  it("lists each open day with its times, Sunday by appointment", () => {
    // Hours of their own, not the firm's: content/site.json changes when the firm closes a day.
    const hours = {
      weekdays: { closed: false as const, opens: "09:00", closes: "18:00" },
      saturday: { closed: false as const, opens: "10:00", closes: "14:00" },
      sunday: { closed: false as const, opens: "11:00", closes: "13:00", byAppointmentOnly: true },
    };
    expect(openingHours(hours)).toEqual([
      expect.objectContaining({
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "18:00",
      }),
      expect.objectContaining({ dayOfWeek: ["Saturday"], opens: "10:00", closes: "14:00" }),
      expect.objectContaining({ dayOfWeek: ["Sunday"], opens: "11:00", description: "By appointment only" }),
    ]);
  });

  it("gives the times content/site.json gives each day the offices open", () => {
    const openDays = Object.values(siteConfig.hours).flatMap((day) =>
      day.closed ? [] : [{ opens: day.opens, closes: day.closes }],
    );
    expect(openingHours().map(({ opens, closes }) => ({ opens, closes }))).toEqual(openDays);
  });

  it("leaves a closed day out (schema.org: a day not listed is closed)", () => {
    const hours = {
      ...siteConfig.hours,
      saturday: { closed: true as const },
      sunday: { closed: true as const, byAppointmentOnly: true },
    };
    expect(openingHours(hours).map((day) => day.dayOfWeek)).toEqual([
      ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    ]);
  });
});
