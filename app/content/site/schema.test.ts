// @vitest-environment node
import { describe, expect, it } from "vitest";
import { parseContent } from "#app/content/data/parse.ts";
import { problemsWith } from "#app/content/test-support/problems-with.ts";
import site from "#content/site.json" with { type: "json" };
import { siteSchema } from "./schema.ts";

/** The firm's facts, `content/site.json`: each mistake planted in a copy of the real file. */
const file = "content/site.json";
type Data = typeof site;
const problems = (plant: (data: Data) => void) =>
  problemsWith(site, (data) => parseContent(file, siteSchema, data), plant);

describe("the opening hours of content/site.json", () => {
  it("read as they are", () => {
    expect(problems(() => {})).toBe("");
  });

  it("refuse a day that opens after it closes, naming the day's closing time", () => {
    const message = problems((data) => {
      data.hours.saturday = { closed: false, opens: "14:00", closes: "09:00" };
    });
    expect(message).toContain(
      `${file}: hours.saturday.closes: is 09:00, not after the opening time 14:00: the offices must close after they open`,
    );
  });

  it("refuse an open day without its times, and take a closed day without any", () => {
    const missing = problems((data) => {
      (data.hours.weekdays as Record<string, unknown>).opens = "";
    });
    expect(missing).toContain(
      `${file}: hours.weekdays.opens: is missing: enter the opening time, or tick Closed all day`,
    );
    expect(
      problems((data) => {
        data.hours.saturday = { closed: true } as Data["hours"]["saturday"];
        data.hours.sunday = { closed: true, opens: "", closes: "", byAppointmentOnly: false };
      }),
    ).toBe("");
  });

  it("give the pages a closed day as closed, with no times", () => {
    const data = structuredClone(site);
    data.hours.sunday = { closed: true, opens: "10:00", closes: "17:00", byAppointmentOnly: true };
    expect(siteSchema.parse(data).hours.sunday).toEqual({ closed: true, byAppointmentOnly: true });
  });
});
