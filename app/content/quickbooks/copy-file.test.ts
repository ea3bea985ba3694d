// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readCopy } from "#app/content/data/page-copy.ts";
import { problemsWith } from "#app/content/data/planted.ts";
import quickbooks from "#content/pages/quickbooks.json" with { type: "json" };
import { quickbooksPage } from "./index.ts";
import { quickbooksCopySchema } from "./schema.ts";

/**
 * The QuickBooks page's content file, offerings included, stops the build with a message naming
 * the file and the field when staff break it (docs/decisions/019): each mistake is planted in a
 * copy of the real file.
 */
const file = "content/pages/quickbooks.json";

type Data = typeof quickbooks;

/** The message readCopy throws for the file changed by `plant`, or "" when it reads. */
const problems = (plant: (data: Data) => void) =>
  problemsWith(quickbooks, (data) => readCopy(file, quickbooksCopySchema, data), plant);

describe("a broken QuickBooks page file", () => {
  it("reads as it is", () => {
    expect(problems(() => {})).toBe("");
  });

  it("names an offering missing in Spanish", () => {
    const message = problems((data) => {
      delete (data.es.offerings as Record<string, unknown>)["qb-tips"];
    });
    expect(message).toContain(`${file}: es.offerings.qb-tips: is missing (the English has it)`);
    expect(message).toContain(`${file}: es.offerings.qb-tips: is missing`);
    expect(message).not.toContain("en.offerings");
  });

  it("names an offering the page does not have, in each language", () => {
    const message = problems((data) => {
      (data.en.offerings as Record<string, unknown>)["qb-payroll"] = data.en.offerings["qb-tips"];
      (data.es.offerings as Record<string, unknown>)["qb-payroll"] = data.es.offerings["qb-tips"];
    });
    for (const lang of ["en", "es"])
      expect(message).toContain(
        `${file}: ${lang}.offerings: "qb-payroll" is not one of the page's offerings (qb-basics, qb-advanced, one-on-one, qb-setup, qb-tips)`,
      );
  });

  it("names an offering with nothing to learn, and a price left empty", () => {
    const message = problems((data) => {
      data.en.offerings["qb-setup"].details.outcomes = [];
      data.es.offerings["qb-setup"].details.outcomes = [];
      data.es.offerings["qb-setup"].price = " ";
    });
    expect(message).toContain(`${file}: en.offerings.qb-setup.details.outcomes: needs at least one point`);
    expect(message).toContain(`${file}: es.offerings.qb-setup.details.outcomes: needs at least one point`);
    expect(message).toContain(`${file}: es.offerings.qb-setup.price: must not be empty`);
  });
});

describe("an offering's optional parts, emptied as the editor saves them", () => {
  it("show nothing: no label, no empty list under its heading", () => {
    const data = structuredClone(quickbooks);
    for (const lang of ["en", "es"] as const) {
      const basics = data[lang].offerings["qb-basics"];
      basics.badge = "";
      basics.details.curriculum = [];
      basics.details.pricing = [];
    }
    const copy = readCopy(file, quickbooksCopySchema, data);
    for (const lang of ["en", "es"] as const) {
      const basics = quickbooksPage(copy[lang], lang).offerings.find((o) => o.id === "qb-basics");
      expect(basics).toBeDefined();
      expect(basics).not.toHaveProperty("badge");
      expect(basics?.details).not.toHaveProperty("curriculum");
      expect(basics?.details).not.toHaveProperty("pricing");
      expect(basics?.details.requirements?.length).toBeGreaterThan(0);
    }
  });
});
