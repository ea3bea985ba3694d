import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { RichText } from "#app/content/types.ts";
import { templateServiceSlugs } from "./files.ts";
import { servicePageContent } from "./index.ts";
import { servicePageSchema } from "./schema.ts";
import type { ServicePageContent } from "./types.ts";

/**
 * The template's shape; a page the firm has just added has no testimonials until it is given its
 * three, and shows no section for them meanwhile (app/content/testimonials/rules.ts).
 */
const renderedShape = servicePageSchema.extend({
  testimonials: servicePageSchema.shape.testimonials.or(z.tuple([])),
});

function richTextStrings(value: RichText): string[] {
  return typeof value === "string" ? [value] : value.map((part) => (typeof part === "string" ? part : part.text));
}

/** Every sentence-length string of a page, to find copy repeated across pages. */
function longStrings(page: ServicePageContent): string[] {
  return [
    page.description,
    page.metaDescription,
    ...page.features.map((f) => f.description),
    ...page.clients.map((c) => c.description),
    ...page.process.map((p) => p.description),
    ...page.faqs.flatMap((f) => [f.question, ...richTextStrings(f.answer)]),
    ...page.testimonials.map((t) => t.quote),
  ].filter((s) => s.length >= 40);
}

describe("service page content", () => {
  it("exists for every template page of the route table", () => {
    expect(Object.keys(servicePageContent).sort()).toEqual([...templateServiceSlugs].sort());
  });

  for (const [slug, content] of Object.entries(servicePageContent)) {
    describe(slug, () => {
      it("has the template's shape in English and Spanish", () => {
        for (const lang of ["en", "es"] as const) {
          const result = renderedShape.safeParse(content[lang]);
          expect(
            result.success ? [] : result.error.issues.map((i) => `${lang}.${i.path.join(".")}: ${i.message}`),
          ).toEqual([]);
        }
      });

      it("has the same structure in both languages", () => {
        const { en, es } = content;
        expect(es.features.map((f) => f.icon)).toEqual(en.features.map((f) => f.icon));
        expect(es.process.map((p) => p.number)).toEqual(en.process.map((p) => p.number));
        expect(es.faqs.length).toBe(en.faqs.length);
        expect(es.clients.length).toBe(en.clients.length);
        expect(es.testimonials.map((t) => t.name)).toEqual(en.testimonials.map((t) => t.name));
        // Rich answers link to the same pages in both languages.
        const links = (page: ServicePageContent) =>
          page.faqs
            .flatMap((f) => (typeof f.answer === "string" ? [] : f.answer.filter((p) => typeof p !== "string")))
            .map((l) => ("page" in l ? l.page : l.href));
        expect(links(es)).toEqual(links(en));
      });

      it("is really translated: no long English sentence reappears on the Spanish page", () => {
        const english = new Set(longStrings(content.en));
        expect(longStrings(content.es).filter((s) => english.has(s))).toEqual([]);
      });
    });
  }

  it("repeats no sentence across pages", () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const [slug, content] of Object.entries(servicePageContent)) {
      for (const lang of ["en", "es"] as const) {
        for (const s of new Set(longStrings(content[lang]))) {
          const where = seen.get(s);
          if (where && where !== `${slug}.${lang}`)
            repeats.push(`"${s.slice(0, 60)}…" in ${where} and ${slug}.${lang}`);
          seen.set(s, `${slug}.${lang}`);
        }
      }
    }
    expect(repeats).toEqual([]);
  });
});
