import { describe, expect, it } from "vitest";
import { textTable } from "./text-table.ts";

describe("textTable", () => {
  it("pads text columns on the right and figures on the left, two spaces apart", () => {
    const rows = [
      ["page", "KB"],
      ["/es", "120.5"],
      ["/services", "9"],
    ];
    expect(textTable(rows).split("\n")).toEqual(["page          KB", "/es        120.5", "/services      9"]);
  });

  it("left-aligns the columns it is told are text, without trailing spaces", () => {
    const rows = [
      ["/", "1", "zod"],
      ["/contact", "22", ""],
    ];
    expect(textTable(rows, [0, 2]).split("\n")).toEqual(["/          1  zod", "/contact  22"]);
  });
});
