import { describe, expect, it } from "vitest";
import { initials } from "./initials.ts";

describe("initials", () => {
  it("takes the first letters of the first two words, in upper case", () => {
    expect(initials("maria de la cruz")).toBe("MD");
    expect(initials("Robert Chen")).toBe("RC");
  });

  it("copes with one word, extra spaces and accents", () => {
    expect(initials("Norma")).toBe("N");
    expect(initials("  ángela   núñez ")).toBe("ÁN");
  });
});
