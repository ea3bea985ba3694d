// @vitest-environment node
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { readCopy } from "#app/content/data/page-copy.ts";
import { parseContent } from "#app/content/data/parse.ts";
import { quickbooksCopySchema } from "#app/content/quickbooks/schema.ts";
import { taxFiguresSchema } from "#app/content/tax-figures/schema.ts";
import { testimonialsSchema } from "#app/content/testimonials/schema.ts";

/**
 * Decap saves a box that was filled in and then cleared as "" (and a number box as ""): an
 * optional value cleared in the editor is no value, never a failed build (fields.ts optionalValue).
 */
const root = resolve(import.meta.dirname, "../../..");
const read = (file: string) => JSON.parse(readFileSync(join(root, file), "utf8"));

describe("an optional box cleared in the editor", () => {
  it("a testimonial's business name, consent date and place, and evidence: none", () => {
    const data = read("content/testimonials.json");
    const [first, ...rest] = data.testimonials;
    const cleared = {
      ...first,
      company: "",
      consent: { signed: false, signedOn: "", keptIn: " " },
      claimsResult: { what: "the levy was released", substantiation: "" },
    };
    const parsed = parseContent("content/testimonials.json", testimonialsSchema, {
      ...data,
      testimonials: [cleared, ...rest],
    });
    const [testimonial] = parsed.testimonials;
    expect(testimonial?.company).toBeUndefined();
    expect(testimonial?.consent).toMatchObject({ signed: false, signedOn: undefined, keptIn: undefined });
    expect(testimonial?.claimsResult).toMatchObject({ what: "the levy was released", substantiation: undefined });
  });

  it("still refuses signed consent whose date and place were cleared, naming the fields", () => {
    const data = read("content/testimonials.json");
    const [first, ...rest] = data.testimonials;
    const signed = { ...first, consent: { signed: true, signedOn: "", keptIn: "" } };
    expect(() =>
      parseContent("content/testimonials.json", testimonialsSchema, { ...data, testimonials: [signed, ...rest] }),
    ).toThrow(/testimonials\[0\]\.consent\.signedOn: is needed once signed consent is ticked/);
  });

  it("a yearly figure's note: none", () => {
    const data = read("content/tax-figures.json");
    const [first, ...rest] = data.figures;
    const parsed = parseContent("content/tax-figures.json", taxFiguresSchema, {
      ...data,
      figures: [{ ...first, note: "" }, ...rest],
    });
    expect(parsed.figures[0]?.note).toBeUndefined();
  });

  it("the QuickBooks answer for a team certified in both: none, so the plain answer shows", () => {
    const file = "content/pages/quickbooks.json";
    const data = read(file);
    const clear = (faqs: { answerIfCertifiedInBoth?: string }[]) =>
      faqs.map((faq) => ({ ...faq, answerIfCertifiedInBoth: "" }));
    const copy = readCopy(file, quickbooksCopySchema, {
      en: { ...data.en, faqs: clear(data.en.faqs) },
      es: { ...data.es, faqs: clear(data.es.faqs) },
    });
    expect(copy.en.faqs.every((faq) => faq.answerIfCertifiedInBoth === undefined)).toBe(true);
    expect(copy.es.faqs.every((faq) => faq.answerIfCertifiedInBoth === undefined)).toBe(true);
  });
});
