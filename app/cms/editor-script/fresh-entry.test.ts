import { describe, expect, it } from "vitest";
import { switchesEntry } from "./fresh-entry.ts";

describe("a switch of entry by the address bar", () => {
  it("is one entry to another, not a list to an entry or an entry to itself", () => {
    expect(switchesEntry("#/collections/services/entries/payroll", "#/collections/services/entries/bookkeeping")).toBe(
      true,
    );
    expect(switchesEntry("#/collections/services/entries/payroll", "#/collections/team/entries/team")).toBe(true);
    expect(switchesEntry("#/collections/services", "#/collections/services/entries/payroll")).toBe(false);
    expect(switchesEntry("#/collections/services/entries/payroll", "#/collections/services/entries/payroll")).toBe(
      false,
    );
    expect(switchesEntry("#/collections/services/entries/payroll", "#/collections/services")).toBe(false);
  });
});
