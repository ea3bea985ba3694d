import { describe, expect, it } from "vitest";
import { formatTime, openingText } from "./office-hours.tsx";

describe("formatTime", () => {
  it("writes English times on the 12-hour clock", () => {
    expect(formatTime("10:00", "en")).toBe("10am");
    expect(formatTime("19:00", "en")).toBe("7pm");
    expect(formatTime("12:30", "en")).toBe("12:30pm");
    expect(formatTime("00:00", "en")).toBe("12am");
  });

  it("writes Spanish times on the 24-hour clock", () => {
    expect(formatTime("10:00", "es")).toBe("10:00");
    expect(formatTime("19:00", "es")).toBe("19:00");
  });
});

describe("openingText", () => {
  it("writes a day's times, or that the offices are closed, in each language", () => {
    expect(openingText({ closed: false, opens: "10:00", closes: "19:00" }, "en", "Closed")).toBe("10am–7pm");
    expect(openingText({ closed: false, opens: "10:00", closes: "19:00" }, "es", "Cerrado")).toBe("10:00–19:00");
    expect(openingText({ closed: true }, "es", "Cerrado")).toBe("Cerrado");
  });
});
