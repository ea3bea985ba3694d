import { describe, expect, it } from "vitest";
import {
  aboutContent,
  directoryCards,
  homeContent,
  legalDocuments,
  quickbooksContent,
  servicePageContent,
  type TemplateServiceSlug,
} from "./index.ts";
import { representation } from "./representation.ts";
import { ficaEmployeeRate, percent, taxFigures, usd } from "./tax-figures.ts";

const langs = ["en", "es"] as const;
const { privacy: privacyPolicy, terms: termsOfService } = legalDocuments;

/** Every string inside a value, however deeply nested (copy, rich-text pieces, link texts). */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const allContent = {
  home: homeContent,
  about: aboutContent,
  directory: directoryCards,
  quickbooks: quickbooksContent,
  privacy: privacyPolicy,
  terms: termsOfService,
  ...servicePageContent,
};

function page(slug: TemplateServiceSlug) {
  const content = servicePageContent[slug];
  if (!content) throw new Error(`no content for ${slug}`);
  return content;
}

describe("figures in the copy come from tax-figures.ts", () => {
  const f = taxFigures;

  it.each(langs)("%s: the personal tax page shows this year's standard deductions", (lang) => {
    const text = strings(page("personal-tax")[lang]).join("\n");
    expect(text).toContain(usd(f.standardDeductionSingle));
    expect(text).toContain(usd(f.standardDeductionMarriedJoint));
    expect(text).toContain(usd(f.standardDeductionHeadOfHousehold));
    expect(text).toContain(String(f.standardDeductionSingle.taxYear));
  });

  it.each(langs)("%s: the terms of service quote this year's standard deduction", (lang) => {
    const text = strings(termsOfService[lang]).join("\n");
    expect(text).toContain(usd(f.standardDeductionSingle));
    expect(text).toContain(String(f.standardDeductionSingle.taxYear));
  });

  it("no page quotes an outdated or unverified figure", () => {
    // 2022's standard deduction, and timings the official sources do not state.
    const stale = [
      "12,950",
      "25,900",
      "24-72 hours",
      "24 a 72 horas",
      "$25–$50",
      "$25 a $50",
      "6–12 month",
      "6 a 12 meses",
    ];
    const found = Object.entries(allContent).flatMap(([name, content]) =>
      strings(content)
        .filter((s) => stale.some((x) => s.includes(x)))
        .map((s) => `${name}: ${s.slice(0, 80)}`),
    );
    expect(found).toEqual([]);
  });

  it("every percentage in the copy is one of the module's rates", () => {
    const known = new Set(
      [
        f.socialSecurityRate.value,
        f.medicareRate.value,
        ficaEmployeeRate,
        2 * f.socialSecurityRate.value,
        f.selfEmploymentTaxRate.value,
        f.selfEmploymentEarningsShare.value,
        f.additionalMedicareTaxRate.value,
      ].map((rate) => percent(rate)),
    );
    const rates = Object.values(allContent).flatMap((content) =>
      strings(content).flatMap((s) => s.match(/\d+(?:\.\d+)?%/g) ?? []),
    );
    expect(rates.length).toBeGreaterThan(0);
    expect(rates.filter((rate) => !known.has(rate))).toEqual([]);
  });

  it.each(langs)("%s: payroll pages say 7.65% stops at the Social Security wage base", (lang) => {
    for (const slug of ["payroll", "payroll-tax-problems", "small-business"] as const) {
      const text = strings(page(slug)[lang]).join("\n");
      expect(text, slug).toContain(usd(f.socialSecurityWageBase));
    }
    expect(strings(page("small-business")[lang]).join("\n")).toContain(percent(f.selfEmploymentEarningsShare));
  });

  it.each(langs)(
    "%s: payment plans: the Simple Payment Plan for individuals, 72 months only for businesses",
    (lang) => {
      const text = strings(page("irs-payment-plan")[lang]).join("\n");
      expect(text).toContain(lang === "en" ? "Simple Payment Plan" : "Plan de Pagos Simple");
      expect(text).toContain(usd(f.simplePaymentPlanMaxBalance));
      expect(text).toContain(usd(f.businessStreamlinedMaxBalance));
      expect(text).toContain(`${f.businessStreamlinedMaxMonths.value}`);
      // The old rule of thumb overstated the minimum payment: it is not "the balance divided by the months left".
      expect(text).not.toMatch(/divided by the months|dividido entre los meses/);
    },
  );
});

describe("ITINs", () => {
  it.each(langs)("%s: the ITIN page gives the IRS's processing times", (lang) => {
    const text = strings(page("certified-acceptance-agent")[lang]).join("\n");
    expect(text).toContain(`${taxFigures.itinProcessingWeeks.value}`);
    expect(text).toMatch(
      new RegExp(
        `${taxFigures.itinPeakProcessingWeeksMin.value} (to|a) ${taxFigures.itinPeakProcessingWeeksMax.value}`,
      ),
    );
  });

  it.each(langs)("%s: pages that list credits for ITIN filers say the Child Tax Credit needs an SSN", (lang) => {
    const ctc = lang === "en" ? "Child Tax Credit" : "Crédito Tributario por Hijos";
    for (const slug of ["personal-tax", "certified-acceptance-agent"] as const) {
      const faqs = page(slug)[lang].faqs.map((faq) => strings(faq).join(""));
      const itinAnswer = faqs.find((text) => text.includes("ITIN") && text.includes(ctc));
      expect(itinAnswer, slug).toBeDefined();
      expect(itinAnswer).toMatch(/CalEITC/);
      expect(itinAnswer).toMatch(/2025/);
    }
  });

  it.each(langs)("%s: the copy uses the IRS's name, Certifying Acceptance Agent (page titles aside)", (lang) => {
    const old = lang === "en" ? "Certified Acceptance Agent" : "Agente de Aceptación Certificado";
    const bodies = [
      ...Object.values(servicePageContent).map((content) => ({ ...content?.[lang], title: "" })),
      // Testimonials are quotes, kept in their own module.
      { ...homeContent[lang], testimonials: undefined },
      aboutContent[lang],
    ];
    expect(bodies.flatMap(strings).filter((s) => s.includes(old))).toEqual([]);
  });
});

describe("representation before the IRS", () => {
  const representingPages = [
    "irs-audit-representation",
    "tax-audit-defense",
    "taxes-owed",
    "irs-levies",
    "irs-liens",
    "irs-payment-plan",
    "offer-in-compromise",
    "payroll-tax-problems",
  ] as const;

  it.each(langs)("%s: every page that offers to deal with the IRS names the representative", (lang) => {
    const named = representation[lang].named;
    const missing = representingPages.filter((slug) => !strings(page(slug)[lang]).join("\n").includes(named));
    expect(missing).toEqual([]);
    expect(strings(aboutContent[lang]).join("\n")).toContain(named);
  });

  it.each(langs)("%s: the credentials are credentials, with the representative's from the site config", (lang) => {
    const titles = homeContent[lang].certifications.credentials.map((c) => c.title);
    expect(titles).toContain(representation[lang].credential);
    expect(titles).not.toContain(lang === "en" ? "IRS representation" : "Representación ante el IRS");
    expect(titles).toHaveLength(4);
  });

  it.each(langs)("%s: the about page and both legal pages state the CTEC registration status", (lang) => {
    for (const content of [aboutContent, privacyPolicy, termsOfService]) {
      expect(strings(content[lang]).join("\n")).toContain(representation[lang].ctec);
    }
  });
});
