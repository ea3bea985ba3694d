import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { contentFiles } from "#app/content/data/content-files.ts";
import { entryFields } from "./collections.ts";
import { cmsConfig } from "./config.ts";
import { findValues, type SearchedFile } from "./find-values.ts";

const root = resolve(import.meta.dirname, "../..");
const config = cmsConfig({ root, backend: { name: "local", url: "http://127.0.0.1:4300/api/v1" } });
const files: SearchedFile[] = contentFiles.map((entry) => ({
  file: entry.file,
  label: entry.label,
  data: JSON.parse(readFileSync(resolve(root, entry.file), "utf8")),
  fields: entryFields(config, entry.file),
  copy: Boolean(entry.copy),
}));

describe("finding a value in every content file", () => {
  it("finds an office's street in the firm's details, named as the editor names it, with its address and field", () => {
    const site = JSON.parse(readFileSync(resolve(root, "content/site.json"), "utf8"));
    const street: string = site.offices[1].street;
    const [found] = findValues(files, street.toUpperCase());
    expect(found).toEqual({
      place: "The firm's details › Offices › 2 › Street address",
      excerpt: street,
      address: "/admin/#/collections/site/entries/site",
      field: "offices[1].street",
      copy: false,
    });
  });

  it("ignores accents and capitals, and finds words in both languages of a page", () => {
    const found = findValues(files, "NOMINA");
    expect(found.some((f) => f.place.startsWith("Service page: Payroll Services › Español ›"))).toBe(true);
    expect(found.every((f) => /n[oó]mina/i.test(f.excerpt))).toBe(true);
  });

  it("finds nothing for a single letter, and stops at the limit", () => {
    expect(findValues(files, "a")).toEqual([]);
    expect(findValues(files, "the", 5)).toHaveLength(5);
  });
});
