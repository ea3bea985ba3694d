import { describe, expect, it } from "vitest";
import { directoryCards } from "#app/content/index.ts";
import { servicePages } from "#app/lib/route-table.ts";
import { filterCards } from "./filter-cards.ts";

const en = directoryCards.en;
const es = directoryCards.es;

describe("filterCards", () => {
  it("shows every card on the all tab with no search: one or more for each service page", () => {
    expect(filterCards(en, "all", "")).toHaveLength(en.length);
    expect(filterCards(es, "all", "  ")).toHaveLength(es.length);
    expect(es).toHaveLength(en.length);
    expect(new Set(en.map((c) => c.href)).size).toBe(servicePages.length);
  });

  it("narrows by tab", () => {
    const irs = filterCards(en, "irs", "");
    expect(irs.length).toBeGreaterThan(0);
    expect(irs.every((c) => c.category === "irs")).toBe(true);
    const perTab = (["bookkeeping", "tax", "irs", "business", "quickbooks"] as const).map(
      (tab) => filterCards(en, tab, "").length,
    );
    expect(perTab.reduce((a, b) => a + b, 0)).toBe(en.length);
  });

  it("matches the name or the description, case-insensitively", () => {
    expect(filterCards(en, "all", "PAYROLL").map((c) => c.name)).toContain("Payroll");
    expect(filterCards(en, "all", "passport").map((c) => c.name)).toEqual(["ITIN Certifying Acceptance Agent"]);
  });

  it("searches within the selected tab only", () => {
    expect(filterCards(en, "quickbooks", "payroll")).toEqual([]);
  });

  it("ignores accents, so Spanish searches work without them", () => {
    expect(filterCards(es, "all", "nomina").map((c) => c.name)).toContain("Nómina");
  });

  it("finds nothing for an impossible search", () => {
    expect(filterCards(en, "all", "zzzz-no-such-service")).toEqual([]);
  });
});
