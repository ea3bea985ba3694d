import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readCopy } from "../data/page-copy.ts";
import { homePage } from "./index.ts";
import { homeCopySchema, homeSameInBothLanguages } from "./schema.ts";

const file = "content/pages/home.json";
const saved = () => JSON.parse(readFileSync(join(import.meta.dirname, "../../..", file), "utf8"));
const read = (data: unknown) => readCopy(file, homeCopySchema, data, undefined, homeSameInBothLanguages);

/** The service cards as the page shows them: title, icon, link, most popular. */
function cardsShown(data: unknown, lang: "en" | "es") {
  return homePage(read(data)[lang], lang).services.cards.map(({ title, icon, link, mostPopular }) => ({
    title,
    icon,
    link,
    mostPopular: mostPopular ?? false,
  }));
}

describe("the home page's service cards", () => {
  it("keep their words, icon and link together when moved, in both languages", () => {
    const before = { en: cardsShown(saved(), "en"), es: cardsShown(saved(), "es") };
    const moved = saved();
    const second = moved.en.services.cards[1].service;
    // The second card dragged to the top, in each column, as the editor does it.
    for (const lang of ["en", "es"] as const) {
      const cards = moved[lang].services.cards;
      cards.unshift(...cards.splice(1, 1));
    }
    for (const lang of ["en", "es"] as const) {
      const after = cardsShown(moved, lang);
      expect(after[0]).toEqual(before[lang][1]);
      expect(after[1]).toEqual(before[lang][0]);
      expect(after.slice(2)).toEqual(before[lang].slice(2));
    }
    expect(cardsShown(moved, "en")[0]?.link).toBe(second);
  });

  it("moved in one language only are refused, naming the place, until both are in the same order", () => {
    const moved = saved();
    const [first, second] = moved.en.services.cards.map((card: { service: string }) => card.service);
    const cards = moved.en.services.cards;
    cards.unshift(...cards.splice(1, 1));
    expect(() => read(moved)).toThrow(
      `content/pages/home.json: es.services.cards[0].service: must be the same page as the English (${second}), found ${first}: put the list in the same order in both languages by dragging its rows (changing this value would give these words another row's link or icon)`,
    );
  });

  it("link only to a service page the site has", () => {
    const data = saved();
    data.en.services.cards[0].service = "service/no-such-page";
    data.es.services.cards[0].service = "service/no-such-page";
    expect(() => read(data)).toThrow("en.services.cards[0].service: is not one of the site's service pages");
  });
});
