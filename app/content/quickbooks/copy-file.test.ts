// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readCopy } from "#app/content/data/page-copy.ts";
import { problemsWith } from "#app/content/test-support/problems-with.ts";
import quickbooks from "#content/pages/quickbooks.json" with { type: "json" };
import { quickbooksPage } from "./index.ts";
import { quickbooksCopySchema, quickbooksSameInBothLanguages } from "./schema.ts";

/**
 * The QuickBooks page's content file, offerings included, stops the build with a message naming
 * the file and the field when staff break it (docs/decisions/019): each mistake is planted in a
 * copy of the real file.
 */
const file = "content/pages/quickbooks.json";

type Data = typeof quickbooks;

/** The offering at place `i` of one language's list (the file has five). */
function offeringAt(data: Data, lang: "en" | "es", i: number) {
  const offering = data[lang].offerings[i];
  if (!offering) throw new Error(`${file} has no offering at place ${i} in ${lang}`);
  return offering;
}

/** The message readCopy throws for the file changed by `plant`, or "" when it reads. */
const problems = (plant: (data: Data) => void) =>
  problemsWith(quickbooks, (data) => readCopy(file, quickbooksCopySchema, data), plant);

describe("a broken QuickBooks page file", () => {
  it("reads as it is", () => {
    expect(problems(() => {})).toBe("");
  });

  it("names an offering missing in Spanish, and the course left without a card", () => {
    const message = problems((data) => {
      data.es.offerings.pop();
    });
    expect(message).toContain(`${file}: es.offerings: 4 entries in Spanish, 5 in English`);
    expect(message).toContain(`${file}: es.offerings: has no card for qb-tips: each course of the contact form once`);
    expect(message).not.toContain("en.offerings");
  });

  it("names an offering whose course is not one of the contact form's, in each language", () => {
    const message = problems((data) => {
      for (const lang of ["en", "es"] as const) offeringAt(data, lang, 4).course = "qb-payroll";
    });
    for (const lang of ["en", "es"])
      expect(message).toContain(
        `${file}: ${lang}.offerings[4].course: must be one of the contact form's courses (qb-basics, qb-advanced, one-on-one, qb-setup, qb-tips)`,
      );
  });

  it("names a course given two cards", () => {
    const message = problems((data) => {
      for (const lang of ["en", "es"] as const) offeringAt(data, lang, 4).course = "qb-basics";
    });
    expect(message).toContain(`${file}: en.offerings[4].course: qb-basics has a card already: each course once`);
  });

  it("names an offering with nothing to learn, and a price left empty", () => {
    const message = problems((data) => {
      offeringAt(data, "en", 3).details.outcomes = [];
      offeringAt(data, "es", 3).details.outcomes = [];
      offeringAt(data, "es", 3).price = " ";
    });
    expect(message).toContain(`${file}: en.offerings[3].details.outcomes: needs at least one point`);
    expect(message).toContain(`${file}: es.offerings[3].details.outcomes: needs at least one point`);
    expect(message).toContain(`${file}: es.offerings[3].price: must not be empty`);
  });
});

describe("offerings moved in the editor", () => {
  const read = (plant: (data: Data) => void) => {
    const data = structuredClone(quickbooks);
    plant(data);
    return readCopy(file, quickbooksCopySchema, data, undefined, quickbooksSameInBothLanguages);
  };

  it("keep each card whole: moved to the top in both languages, a card keeps its course, format and icon", () => {
    const copy = read((data) => {
      for (const lang of ["en", "es"] as const) data[lang].offerings.unshift(...data[lang].offerings.splice(4, 1));
    });
    for (const lang of ["en", "es"] as const) {
      const [first] = quickbooksPage(copy[lang], lang).offerings;
      expect(first).toMatchObject({ id: "qb-tips", format: "tips", icon: "Lightbulb" });
      expect(first?.title).toBe(quickbooks[lang].offerings[4]?.title);
    }
  });

  it("are refused with another course or icon in Spanish, naming the place", () => {
    const problems = () =>
      read((data) => {
        offeringAt(data, "es", 0).course = "qb-advanced";
        offeringAt(data, "es", 1).course = "qb-basics";
        offeringAt(data, "es", 4).icon = "Settings";
      });
    expect(problems).toThrow(
      `${file}: es.offerings[0].course: must be the same course as the English (qb-basics), found qb-advanced: put the list in the same order in both languages by dragging its rows (changing this value would give these words another row's link or icon)`,
    );
    expect(problems).toThrow(
      `${file}: es.offerings[4].icon: must be the same icon as the English (Lightbulb), found Settings`,
    );
  });
});

describe("an offering's optional parts, emptied as the editor saves them", () => {
  it("show nothing: no label, no empty list under its heading", () => {
    const data = structuredClone(quickbooks);
    for (const lang of ["en", "es"] as const) {
      const basics = offeringAt(data, lang, 0);
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
