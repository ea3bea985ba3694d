import { describe, expect, it } from "vitest";
import { format } from "./format.ts";

describe("format", () => {
  it("fills named placeholders", () => {
    expect(format("Call {phone} or write to {email}.", { phone: "1-877-737-1911", email: "a@b.c" })).toBe(
      "Call 1-877-737-1911 or write to a@b.c.",
    );
  });

  it("leaves unknown placeholders untouched", () => {
    expect(format("No {category} services", {})).toBe("No {category} services");
  });
});
