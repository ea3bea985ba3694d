// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readCopy } from "#app/content/data/page-copy.ts";
import { pathOf, type ServicePageId, servicePages } from "#app/lib/route-table.ts";
import directory from "#content/services-directory.json" with { type: "json" };
import { cardsIn } from "./index.ts";
import { directoryCopySchema, directoryFile, directorySameInBothLanguages } from "./schema.ts";

/** A service page of the route table other than the QuickBooks courses' (whichever the firm has). */
const otherPage = servicePages
  .map(({ slug }): ServicePageId => `service/${slug}`)
  .find((page) => page !== "service/quickbooks-courses" && page !== directory.en["self-employed-tax-returns"].page);

const read = (plant: (data: typeof directory) => void) => {
  const data = structuredClone(directory);
  plant(data);
  return readCopy(directoryFile, directoryCopySchema, data, undefined, directorySameInBothLanguages);
};

// Each card of the directory's file carries its page, tab, icon and place beside its words (docs/decisions/027).
describe("the directory's own cards", () => {
  it("link, in each language, to the page their record names, at the place it gives", () => {
    const copy = read((data) => {
      for (const lang of ["en", "es"] as const) {
        data[lang]["self-employed-tax-returns"].page = String(otherPage);
        data[lang]["self-employed-tax-returns"].directoryOrder = 1000;
      }
    });
    for (const lang of ["en", "es"] as const) {
      const last = cardsIn(lang, copy[lang]).at(-1);
      expect(last).toMatchObject({
        name: directory[lang]["self-employed-tax-returns"].name,
        href: otherPage && pathOf(otherPage, lang),
        icon: "Briefcase",
      });
    }
  });

  it("are refused with another page or icon in Spanish, naming the card and the field", () => {
    const problems = () =>
      read((data) => {
        data.es["quickbooks-courses"].page = String(otherPage);
        data.es["quickbooks-courses"].icon = "Users";
      });
    expect(problems).toThrow(
      `${directoryFile}: es.quickbooks-courses.page: must be the same page as the English (service/quickbooks-courses), found ${otherPage}`,
    );
    expect(problems).toThrow(
      `${directoryFile}: es.quickbooks-courses.icon: must be the same icon as the English (GraduationCap), found Users`,
    );
  });
});
