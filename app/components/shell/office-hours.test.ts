import { describe, expect, it } from "vitest";
import { formatTime } from "./office-hours.tsx";

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
