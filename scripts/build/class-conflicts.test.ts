import { describe, expect, it } from "vitest";
import { classConflicts } from "./class-conflicts.ts";

describe("classConflicts", () => {
  it("names the class a later one overrides", () => {
    expect(classConflicts('<a class="h-10 px-4 text-sm text-base">x</a>')).toEqual([
      { classes: "h-10 px-4 text-sm text-base", overridden: ["text-sm"] },
    ]);
  });

  it("accepts classes for different properties, variants and breakpoints", () => {
    const html = '<div class="hidden md:flex hover:bg-secondary bg-card text-sm font-semibold max-xl:hidden"></div>';
    expect(classConflicts(html)).toEqual([]);
  });

  it("reports each distinct class list once", () => {
    const html = '<p class="border border-2"></p><p class="border border-2"></p>';
    expect(classConflicts(html)).toHaveLength(1);
  });
});
