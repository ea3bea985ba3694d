// @vitest-environment node
import { describe, expect, it } from "vitest";
import { siteConfig } from "#app/content/site-config.ts";
import { openingHours } from "./structured-data.ts";

describe("the offices' opening hours in structured data", () => {
  it("lists each open day with its times, Sunday by appointment", () => {
    expect(openingHours()).toEqual([
      expect.objectContaining({ dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] }),
      expect.objectContaining({ dayOfWeek: ["Saturday"], opens: "10:00", closes: "17:00" }),
      expect.objectContaining({ dayOfWeek: ["Sunday"], description: "By appointment only" }),
    ]);
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
