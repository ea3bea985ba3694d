import { describe, expect, it } from "vitest";
import { quickbooksCourses } from "#app/lib/contact-contract.ts";
import { languages, pathOf, servicePages } from "#app/lib/route-table.ts";
import { directoryCards, quickbooksContent } from "./index.ts";
import { quickbooksStructure } from "./quickbooks/structure.ts";
import { serviceCards } from "./service-pages/directory-cards.ts";
import { directoryStructure } from "./services-directory/structure.ts";

// The type-check holds each language's words to its page's structure; these hold the structure itself.
describe("page structures", () => {
  it("give every directory card its own id, so that each card has its own words", () => {
    const ids = directoryStructure.map((card) => card.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it.each(languages)(
    "give every service page of the route table a card in the %s directory, and no card to a page it lacks",
    (lang) => {
      const carded = new Set(directoryCards[lang].map((card) => card.href));
      const servicePaths = servicePages.map((page) => pathOf(`service/${page.slug}`, lang));
      expect(servicePaths.filter((path) => !carded.has(path))).toEqual([]);
      expect([...carded].filter((path) => !servicePaths.includes(path))).toEqual([]);
    },
  );

  it("place no two directory cards at the same place, so the order is the files' own", () => {
    const places = [
      ...directoryStructure.map((card) => card.directoryOrder),
      ...serviceCards.en.map((card) => card.directoryOrder),
    ];
    expect(places.filter((place, i) => places.indexOf(place) !== i)).toEqual([]);
  });

  it("list each QuickBooks course of the contact form once, under the same English name", () => {
    expect(quickbooksStructure.offerings.map((o) => o.id).sort()).toEqual(quickbooksCourses.map((c) => c.id).sort());
    const titles = new Map(quickbooksContent.en.offerings.map((o) => [o.id, o.title]));
    for (const course of quickbooksCourses) expect(titles.get(course.id), course.id).toBe(course.label);
  });
});
