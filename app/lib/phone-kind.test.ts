import { describe, expect, it } from "vitest";
import { phoneKind, phoneLabel } from "./phone-kind.ts";

describe("the phone's kind, from its number", () => {
  it("calls a number with a toll-free area code toll-free, however it is written", () => {
    for (const phone of ["1-877-737-1911", "(800) 555-0100", "+1 888 555 0100", "844.555.0100"])
      expect(phoneKind(phone), phone).toBe("tollFree");
    expect(phoneLabel("1-877-737-1911", "en")).toBe("Toll-free");
    expect(phoneLabel("1-877-737-1911", "es")).toBe("Línea gratuita");
  });

  it("calls any other number a phone, in each language", () => {
    for (const phone of ["(805) 555-0123", "1-805-555-0123", "805.555.0123", "1-899-555-0123"])
      expect(phoneKind(phone), phone).toBe("local");
    expect(phoneLabel("(805) 555-0123", "en")).toBe("Phone");
    expect(phoneLabel("(805) 555-0123", "es")).toBe("Teléfono");
  });
});
