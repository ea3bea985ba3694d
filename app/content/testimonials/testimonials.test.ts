import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { homeContent, quickbooksContent, servicePageContent } from "#app/content/index.ts";
import { siteConfig } from "#app/content/site/index.ts";
import { taxFigures, usd } from "#app/content/tax-figures/index.ts";
import { servicePages } from "#app/lib/route-table.ts";
import { type TestimonialRecord, testimonialPages, testimonials, testimonialsFor } from "./index.ts";
import { namesReadAlike, resultClaimsToSubstantiate, testimonialProblems } from "./rules.ts";
import { knownTestimonialPages, testimonialsSchema } from "./schema.ts";

// As check:launch reads them: a testimonial may still name a page the firm retired (shown nowhere).
const context = { team: siteConfig.team, pages: knownTestimonialPages };

function record(name: string, overrides: Partial<TestimonialRecord> = {}): TestimonialRecord {
  return {
    name,
    role: { en: "Owner, bakery", es: "Dueña, panadería" },
    pages: ["home"],
    quote: { en: `Words of ${name}`, es: `Palabras de ${name}` },
    consent: { signed: true, signedOn: "2026-01-15", keptIn: "consent binder" },
    sample: false,
    ...overrides,
  };
}

describe("testimonials", () => {
  it("follow every rule: one role per person, none reads like the team, three per page, both languages", () => {
    expect(testimonialProblems(testimonials, context)).toEqual([]);
  });

  it("are all samples today, each marked so that check:launch lists it (16 CFR 465)", () => {
    for (const t of testimonials) expect(t.sample && !t.consent.signed, t.name).toBe(true);
  });

  it("give every page that shows testimonials three (or none yet), with the same people in English and Spanish", () => {
    // The home page and every service page.
    expect(testimonialPages).toHaveLength(1 + servicePages.length);
    for (const page of testimonialPages) {
      const en = testimonialsFor(page, "en");
      const es = testimonialsFor(page, "es");
      expect([0, 3], page).toContain(en.length);
      expect(es.map((t) => t.name)).toEqual(en.map((t) => t.name));
      for (const [i, t] of es.entries()) expect(t.quote).not.toBe(en[i]?.quote);
    }
  });

  it("reach each page where its content says", () => {
    for (const lang of ["en", "es"] as const) {
      expect(homeContent[lang].testimonials.items).toEqual(testimonialsFor("home", lang));
      expect(quickbooksContent[lang].testimonials).toEqual(testimonialsFor("service/quickbooks-courses", lang));
      for (const [slug, content] of Object.entries(servicePageContent))
        expect(content[lang].testimonials).toEqual(testimonialsFor(`service/${slug}` as "service/payroll", lang));
    }
  });
});

describe("testimonial rules", () => {
  // Crafted data for the home page alone: every rule below is shown to fail.
  const homeOnly = { team: siteConfig.team, pages: ["home"] as const };

  it("accept three consented testimonials from three clients", () => {
    const records = [record("Ana L."), record("Ben T."), record("Carla P.")];
    expect(testimonialProblems(records, homeOnly)).toEqual([]);
  });

  it("refuse one name with two roles, also when written as a nickname", () => {
    const records = [
      record("Guadalupe R."),
      record("Lupe R.", { role: { en: "Farmworker", es: "Trabajadora agrícola" } }),
      record("Carla P."),
    ];
    expect(testimonialProblems(records, homeOnly)).toEqual([
      '"Guadalupe R." (home) and "Lupe R." (home) read as one person with two roles: "Owner, bakery / Dueña, panadería" and "Farmworker / Trabajadora agrícola"',
    ]);
  });

  it("refuse a name that equals or reads like a team member's", () => {
    const records = [record("Norma A."), record("Robert Chen"), record("Maria C.")];
    expect(testimonialProblems(records, homeOnly)).toEqual([
      '"Norma A." (home) reads like the team member "Norma Alvarez"',
      '"Robert Chen" (home) reads like the team member "Robert Chen"',
      '"Maria C." (home) reads like the team member "Maria de la Cruz"',
    ]);
    expect(namesReadAlike("Robert T.", "Robert Chen")).toBe(false);
    expect(namesReadAlike("Bob C.", "Robert Chen")).toBe(true);
    expect(namesReadAlike("María", "Maria de la Cruz")).toBe(true);
  });

  it("refuse a page with some but not three", () => {
    const records = [record("Ana L."), record("Ben T.")];
    expect(testimonialProblems(records, homeOnly)).toEqual(["home shows 2 testimonials; it needs 3 (or none)"]);
  });

  it("accept a page with none yet (a service page just added)", () => {
    expect(testimonialProblems([], homeOnly)).toEqual([]);
  });

  it("refuse a testimonial without consent unless it is marked sample, and a consent without date or record", () => {
    const records = [
      record("Ana L.", { consent: { signed: false } }),
      record("Ben T.", { consent: { signed: false }, sample: true }),
      record("Carla P.", { consent: { signed: true, signedOn: "someday", keptIn: " " } }),
    ];
    expect(testimonialProblems(records, homeOnly)).toEqual([
      '"Ana L." (home) has no signed consent and is not marked as an example',
      '"Carla P." (home): consent signedOn "someday" is not a past date (YYYY-MM-DD)',
      '"Carla P." (home): consent does not say where the signed form is kept',
    ]);
  });

  it("refuse a quote missing in one language or left untranslated", () => {
    const records = [
      record("Ana L.", { quote: { en: "Same words", es: "Same words" } }),
      record("Ben T.", { quote: { en: "Words", es: "" }, role: { en: "Owner", es: "" } }),
      record("Carla P."),
    ];
    expect(testimonialProblems(records, homeOnly)).toEqual([
      '"Ana L." (home): the Spanish quote is the English one, not a translation',
      '"Ben T." (home) has no es quote',
      '"Ben T." (home) has no es role',
    ]);
  });
});

describe("testimonials that claim a result (16 CFR 255.2)", () => {
  // Words that report an outcome of the IRS, the FTB or a sale rather than the firm's work.
  const resultWords =
    /\b(?:released|refunds?\b(?! wasn)|far less|owed less|the sale closed|good standing|account back|abated|accepted|forgiven|saved me \$)/i;

  it("each quote that reports an outcome is marked claimsResult", () => {
    const unmarked = testimonials.filter((t) => resultWords.test(t.quote.en) && !t.claimsResult).map((t) => t.name);
    expect(unmarked).toEqual([]);
  });

  it("check:launch lists each one until the firm says how it is backed", () => {
    const claims = [
      record("Ana B.", { claimsResult: { what: "the levy was released" } }),
      record("Luz C.", { claimsResult: { what: "a refund", substantiation: "case outcomes binder" } }),
      record("Eva D."),
    ];
    expect(resultClaimsToSubstantiate(claims)).toEqual([
      '"Ana B." (home) claims a result (the levy was released): keep evidence that clients in that situation generally get it, or show with it what they can generally expect; then say where in claimsResult.substantiation',
    ]);
  });

  it("an amount in a quote comes from content/tax-figures.json by placeholder, never typed into the data", () => {
    const file = readFileSync(join(import.meta.dirname, "../../../content/testimonials.json"), "utf8");
    expect(file.match(/\$\s?\d[\d,]*/g) ?? []).toEqual([]);
    expect(file).toContain("{{californiaMinimumFranchiseTax}}");
    const quoted = testimonials.flatMap((t) => [t.quote.en, t.quote.es]).filter((q) => q.includes("$"));
    expect(quoted.length).toBeGreaterThan(0);
    for (const quote of quoted) expect(quote).toContain(usd(taxFigures.californiaMinimumFranchiseTax));
  });
});

describe("the testimonials file's schema", () => {
  const entry = (consent: unknown) => ({
    name: "Inés Q.",
    role: { en: "Owner, bakery", es: "Dueña, panadería" },
    pages: ["home"],
    quote: { en: "Words", es: "Palabras" },
    consent,
  });
  const problems = (consent: unknown) =>
    testimonialsSchema.safeParse({ testimonials: [entry(consent)] }).error?.issues.map((i) => i.path.join(".")) ?? [];

  it("refuses signed consent without the day it was signed and where the form is kept", () => {
    expect(problems({ signed: true })).toEqual(["testimonials.0.consent.signedOn", "testimonials.0.consent.keptIn"]);
    expect(problems({ signed: true, signedOn: "2026-01-15", keptIn: "consent binder" })).toEqual([]);
    expect(problems({ signed: false })).toEqual([]);
  });

  it("refuses a placeholder no figure answers to, and a page that shows no testimonials", () => {
    const typo = { ...entry({ signed: false }), quote: { en: "the {{californiaMinimumTax}} tax", es: "el impuesto" } };
    expect(testimonialsSchema.safeParse({ testimonials: [typo] }).error?.issues[0]?.message).toBe(
      "{{californiaMinimumTax}} is not a known figure or fact",
    );
    const nowhere = { ...entry({ signed: false }), pages: ["about"] };
    expect(testimonialsSchema.safeParse({ testimonials: [nowhere] }).success).toBe(false);
  });
});
