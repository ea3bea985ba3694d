import { describe, expect, it } from "vitest";
import { quickbooksCourses } from "#app/lib/contact-contract.ts";
import { servicePages } from "#app/lib/route-table.ts";
import { quickbooksContent } from "./index.ts";
import { quickbooksStructure } from "./quickbooks/structure.ts";
import { directoryStructure } from "./services-directory/structure.ts";

// The type-check holds each language's words to its page's structure; these hold the structure itself.
describe("page structures", () => {
  it("give every directory card its own id, so that each card has its own words", () => {
    const ids = directoryStructure.map((card) => card.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("give every service page of the route table a card in the directory, and no card to a page it lacks", () => {
    const carded = new Set<string>(directoryStructure.map((card) => card.page));
    const servicePageIds = servicePages.map((page) => `service/${page.slug}`);
    expect(servicePageIds.filter((id) => !carded.has(id))).toEqual([]);
    expect([...carded].filter((id) => !servicePageIds.includes(id))).toEqual([]);
  });

  it("list each QuickBooks course of the contact form once, under the same English name", () => {
    expect(quickbooksStructure.offerings.map((o) => o.id).sort()).toEqual(quickbooksCourses.map((c) => c.id).sort());
    const titles = new Map(quickbooksContent.en.offerings.map((o) => [o.id, o.title]));
    for (const course of quickbooksCourses) expect(titles.get(course.id), course.id).toBe(course.label);
  });
});
