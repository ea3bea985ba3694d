import { describe, expect, it } from "vitest";
import { benchOptions, median } from "./bench-support.ts";

const defaults = { pages: ["/", "/es"], port: 4480 };

describe("benchOptions", () => {
  it("runs five times over the default pages unless told otherwise", () => {
    expect(benchOptions([], defaults)).toEqual({
      runs: 5,
      pages: ["/", "/es"],
      port: 4480,
      simulated: false,
      rest: [],
    });
  });

  it("reads the runs, the pages, the port, the simulated column and a positional argument", () => {
    const args = [
      "/astrowind/dist",
      "--runs",
      "1",
      "--page",
      "/contact",
      "--page",
      "/es",
      "--port",
      "4360",
      "--simulated",
    ];
    expect(benchOptions(args, defaults)).toEqual({
      runs: 1,
      pages: ["/contact", "/es"],
      port: 4360,
      simulated: true,
      rest: ["/astrowind/dist"],
    });
  });

  it("reads an A/B's other build of this site", () => {
    expect(benchOptions(["--variant", "/tmp/no-fallback-font"], defaults).variant).toBe("/tmp/no-fallback-font");
  });

  it("refuses a number of runs that is not a whole number of 1 or more", () => {
    expect(() => benchOptions(["--runs", "0"], defaults)).toThrow(/--runs/);
    expect(() => benchOptions(["--runs", "two"], defaults)).toThrow(/--runs/);
  });
});

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
