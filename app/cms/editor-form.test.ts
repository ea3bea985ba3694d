// @vitest-environment node
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ContentFile, contentFiles } from "#app/content/data/content-files.ts";
import { siteSchema } from "#app/content/site/schema.ts";
import { decapJson, decapKeyOrder, editorFileText } from "./editor-form.ts";

const root = resolve(import.meta.dirname, "../..");
const site = contentFiles.find((entry) => entry.file === "content/site.json") as ContentFile;
const payroll = contentFiles.find((entry) => entry.file === "content/services/payroll.json") as ContentFile;
const dataOf = (entry: ContentFile): unknown => JSON.parse(readFileSync(join(root, entry.file), "utf8"));

/** Keys that are not array indices: JavaScript puts those first in any object, Decap's too. */
const keyArbitrary = fc.string({ minLength: 1, maxLength: 24 }).filter((key) => !/^(0|[1-9]\d*)$/.test(key));
const keysArbitrary = (minLength: number, maxLength: number) =>
  fc.uniqueArray(keyArbitrary, { minLength, maxLength }).filter((keys) => !keys.includes("__proto__"));

describe("the order in which the editor writes an object's keys", () => {
  it("keeps the order they were read in for an object of up to 8 keys", () => {
    fc.assert(
      fc.property(keysArbitrary(0, 8), (keys) => {
        expect(decapKeyOrder(keys)).toEqual(keys);
      }),
    );
  });

  it("puts a larger object's keys in one order, whatever the file's", () => {
    fc.assert(
      fc.property(
        keysArbitrary(9, 40).chain((keys) =>
          fc.tuple(fc.constant(keys), fc.shuffledSubarray(keys, { minLength: keys.length })),
        ),
        ([keys, shuffled]) => {
          expect(decapKeyOrder(shuffled)).toEqual(decapKeyOrder(keys));
        },
      ),
    );
  });

  it("is the order the editor (decap-cms 3.16) wrote content/site.json in when its phone number was changed", () => {
    // The file's keys at the time (the schema has grown since), in the schema's order.
    const keysThen = Object.keys(siteSchema.shape).filter((key) => !["payroll", "languages"].includes(key));
    expect(decapKeyOrder(keysThen)).toEqual([
      "insurancePartnerUrl",
      "legalName",
      "defaultOrigin",
      "samples",
      "prices",
      "name",
      "social",
      "phone",
      "ctec",
      "hours",
      "parentCompany",
      "clientPortal",
      "offices",
      "email",
      "representative",
      "foundedYear",
      "webDesigner",
    ]);
  });
});

describe("a content file's text as the editor writes it", () => {
  it("is JSON indented by two spaces, one array item a line, ending with a line break", () => {
    expect(decapJson({ name: "NAIS", samples: ["street"], prices: { from: 250 } })).toBe(
      '{\n  "name": "NAIS",\n  "samples": [\n    "street"\n  ],\n  "prices": {\n    "from": 250\n  }\n}\n',
    );
  });

  it("orders the keys of every object, in lists too", () => {
    const keys = Object.keys(siteSchema.shape);
    const big = Object.fromEntries(keys.map((key) => [key, 1]));
    const text = decapJson({ list: [big], nested: { inner: big } });
    const parsed = JSON.parse(text);
    expect(Object.keys(parsed.list[0])).toEqual(decapKeyOrder(keys));
    expect(Object.keys(parsed.nested.inner)).toEqual(decapKeyOrder(keys));
    expect(Object.keys(parsed.list[0])).not.toEqual(keys);
  });

  it("writes a copy file's English, then its Spanish, each ordered as the editor orders it", () => {
    const { en, es } = dataOf(payroll) as { en: Record<string, unknown>; es: Record<string, unknown> };
    const text = editorFileText(payroll, { es, en });
    const parsed = JSON.parse(text);
    expect(Object.keys(parsed)).toEqual(["en", "es"]);
    expect(Object.keys(parsed.es)).toEqual(decapKeyOrder(Object.keys(es)));
    expect(text).toBe(
      `{\n  "en": ${decapJson(en).trimEnd().replaceAll("\n", "\n  ")},\n  "es": ${decapJson(es).trimEnd().replaceAll("\n", "\n  ")}\n}\n`,
    );
  });

  it("changes no value of any content file, and is what it writes again for its own text", () => {
    for (const entry of contentFiles) {
      const data = dataOf(entry);
      const text = editorFileText(entry, data);
      expect(JSON.parse(text), entry.file).toEqual(data);
      expect(editorFileText(entry, JSON.parse(text)), entry.file).toBe(text);
    }
  });

  it("writes the firm's details with the phone number on a line of its own", () => {
    const lines = editorFileText(site, dataOf(site)).split("\n");
    expect(lines.filter((line) => line.includes('"phone"'))).toEqual([
      `  "phone": ${JSON.stringify((dataOf(site) as { phone: string }).phone)},`,
    ]);
  });
});
