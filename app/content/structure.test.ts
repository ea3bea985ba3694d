import { describe, expect, it } from "vitest";
import { quickbooksCourses } from "#app/contact-form/contact-contract.ts";
import { languages, pathOf, servicePages } from "#app/lib/route-table.ts";
import directoryData from "#content/services-directory.json" with { type: "json" };
import { directoryCards, quickbooksContent } from "./index.ts";
import { serviceCards } from "./service-pages/directory-cards.ts";

// Each card carries its own page, icon and place (docs/decisions/027); these hold the cards together.
describe("the pages' cards", () => {
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
      ...Object.values(directoryData.en).map((card) => card.directoryOrder),
      ...serviceCards.en.map((card) => card.directoryOrder),
    ];
    expect(places.filter((place, i) => places.indexOf(place) !== i)).toEqual([]);
  });

  it.each(languages)("list each QuickBooks course of the contact form once in %s, under its English name", (lang) => {
    const ids = quickbooksContent[lang].offerings.map((o) => o.id);
    expect([...ids].sort()).toEqual(quickbooksCourses.map((c) => c.id).sort());
    const titles = new Map(quickbooksContent.en.offerings.map((o) => [o.id, o.title]));
    for (const course of quickbooksCourses) expect(titles.get(course.id), course.id).toBe(course.label);
  });
});
