import { describe, expect, it } from "vitest";
import { type Lang, pages } from "#app/lib/route-table.ts";
import { counterpartPath } from "./language-switch.ts";

/** Each rule, with the paths it maps: `[from, to]`, or `[from, to, target]` for a switch to a named language. */
const rules: { rule: string; paths: [from: string, to: string, target?: Lang][] }[] = [
  {
    rule: "maps the home pages",
    paths: [
      ["/", "/es"],
      ["/es", "/"],
    ],
  },
  {
    rule: "maps a service page through its translated slug",
    paths: [
      ["/services/irs-levies", "/es/servicios/embargos-irs"],
      ["/es/servicios/cursos-quickbooks", "/services/quickbooks-courses"],
    ],
  },
  {
    rule: "removes a trailing slash before and after switching",
    paths: [
      ["/contact/", "/es/contacto"],
      ["/es/contacto/", "/contact"],
      ["/es/", "/"],
      ["/unknown/", "/es/unknown"],
    ],
  },
  {
    rule: "adds or removes the /es prefix on a path with no known counterpart",
    paths: [
      ["/nope", "/es/nope"],
      ["/es/nope", "/nope"],
      ["/es/servicios/nada", "/servicios/nada"],
    ],
  },
  {
    rule: "maps the 404 pages to each other",
    paths: [
      ["/404", "/es/404"],
      ["/es/404", "/404"],
    ],
  },
  {
    rule: "does not mistake a path that merely starts with 'es' for Spanish",
    paths: [["/estimates", "/es/estimates"]],
  },
  {
    rule: "returns the same page when the target is the current language",
    paths: [
      ["/es/contacto", "/es/contacto", "es"],
      ["/contact/", "/contact", "en"],
      ["/contact", "/es/contacto", "es"],
    ],
  },
];

describe("counterpartPath", () => {
  it("maps every page of the route table to its counterpart and back", () => {
    for (const page of pages) {
      expect(counterpartPath(page.path.en)).toBe(page.path.es);
      expect(counterpartPath(page.path.es)).toBe(page.path.en);
    }
  });

  it.each(rules)("$rule", ({ paths }) => {
    for (const [from, to, target] of paths) expect(counterpartPath(from, target), from).toBe(to);
  });
});
