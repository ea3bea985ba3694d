import { describe, expect, it } from "vitest";
import { pages } from "#app/lib/route-table.ts";
import { counterpartPath } from "./language-switch.ts";

describe("counterpartPath", () => {
  it("maps every page of the route table to its counterpart and back", () => {
    for (const page of pages) {
      expect(counterpartPath(page.path.en)).toBe(page.path.es);
      expect(counterpartPath(page.path.es)).toBe(page.path.en);
    }
  });

  it("maps the home pages", () => {
    expect(counterpartPath("/")).toBe("/es");
    expect(counterpartPath("/es")).toBe("/");
  });

  it("maps a service page through its translated slug", () => {
    expect(counterpartPath("/services/irs-levies")).toBe("/es/servicios/embargos-irs");
    expect(counterpartPath("/es/servicios/cursos-quickbooks")).toBe("/services/quickbooks-courses");
  });

  it("removes a trailing slash before and after switching", () => {
    expect(counterpartPath("/contact/")).toBe("/es/contacto");
    expect(counterpartPath("/es/contacto/")).toBe("/contact");
    expect(counterpartPath("/es/")).toBe("/");
    expect(counterpartPath("/unknown/")).toBe("/es/unknown");
  });

  it("adds or removes the /es prefix on a path with no known counterpart", () => {
    expect(counterpartPath("/nope")).toBe("/es/nope");
    expect(counterpartPath("/es/nope")).toBe("/nope");
    expect(counterpartPath("/es/servicios/nada")).toBe("/servicios/nada");
  });

  it("maps the 404 pages to each other", () => {
    expect(counterpartPath("/404")).toBe("/es/404");
    expect(counterpartPath("/es/404")).toBe("/404");
  });

  it("does not mistake a path that merely starts with 'es' for Spanish", () => {
    expect(counterpartPath("/estimates")).toBe("/es/estimates");
  });

  it("returns the same page when the target is the current language", () => {
    expect(counterpartPath("/es/contacto", "es")).toBe("/es/contacto");
    expect(counterpartPath("/contact/", "en")).toBe("/contact");
    expect(counterpartPath("/contact", "es")).toBe("/es/contacto");
  });
});
