import { describe, expect, it } from "vitest";
import { quickbooksCourses } from "#app/lib/contact-contract.ts";
import { quickbooksContent } from "./index.ts";
import { quickbooksStructure } from "./quickbooks/structure.ts";
import { directoryStructure } from "./services-directory/structure.ts";

// The type-check holds each language's words to its page's structure; these hold the structure itself.
describe("page structures", () => {
  it("give every directory card its own id, so that each card has its own words", () => {
    const ids = directoryStructure.map((card) => card.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("list each QuickBooks course of the contact form once, under the same English name", () => {
    expect(quickbooksStructure.offerings.map((o) => o.id).sort()).toEqual(quickbooksCourses.map((c) => c.id).sort());
    const titles = new Map(quickbooksContent.en.offerings.map((o) => [o.id, o.title]));
    for (const course of quickbooksCourses) expect(titles.get(course.id), course.id).toBe(course.label);
  });
});
