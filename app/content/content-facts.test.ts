import { describe, expect, it } from "vitest";
import { representation } from "#app/content/representation/index.ts";
import { siteConfig } from "#app/content/site/index.ts";
import { ficaEmployeeRate, percent, taxFigures, usd } from "#app/content/tax-figures/index.ts";
import {
  aboutContent,
  directoryCards,
  homeContent,
  legalDocuments,
  quickbooksContent,
  servicePageContent,
  type TemplateServiceSlug,
} from "./index.ts";

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

describe("figures in the copy come from tax-figures/index.ts", () => {
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
        f.californiaSdiRate.value,
        f.bonusDepreciationRate.value,
        f.qualifiedBusinessIncomeDeductionRate.value,
        f.californiaSCorporationTaxRate.value,
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
    "%s: payment plans: the Simple Payment Plan for individuals and for businesses, no 72-month business plan",
    (lang) => {
      const text = strings(page("irs-payment-plan")[lang]).join("\n");
      expect(text).toContain(lang === "en" ? "Simple Payment Plan" : "Plan de Pagos Simple");
      expect(text).toContain(usd(f.simplePaymentPlanMaxBalance));
      expect(text).toContain(usd(f.simplePaymentPlanBusinessTrustFundMaxBalance));
      expect(text).not.toMatch(/72 (?:months|meses)|streamlined|simplificado/);
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

  it.each(langs)("%s: the copy uses the IRS's name, Certifying Acceptance Agent, titles included", (lang) => {
    const old = lang === "en" ? "Certified Acceptance Agent" : "Agente de Aceptación Certificado";
    const bodies = [
      ...Object.values(servicePageContent).map((content) => content?.[lang]),
      directoryCards[lang],
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

describe("the 2026 forms and filing systems", () => {
  it.each(langs)("%s: 1099s are e-filed through IRIS; no page names FIRE, which the IRS retires", (lang) => {
    const all = Object.entries(allContent).flatMap(([name, content]) =>
      strings(content?.[lang]).map((text) => `${name}: ${text}`),
    );
    expect(all.filter((text) => /\bFIRE\b/.test(text))).toEqual([]);
    expect(strings(page("payroll")[lang]).join("\n")).toMatch(/IRIS/);
  });

  it.each(langs)("%s: payroll says the W-2 reports tips and overtime (box 12 TP and TT, box 14b)", (lang) => {
    const text = strings(page("payroll")[lang]).join("\n");
    for (const code of ["TP", "TT", "TA", "14b"]) expect(text).toContain(code);
    expect(text).toContain("Fair Labor Standards Act");
  });

  it.each(langs)("%s: the personal tax and ITIN pages say which new deductions an ITIN filer cannot take", (lang) => {
    const ssnForWork =
      lang === "en" ? "Social Security number valid for work" : "número de Seguro Social válido para trabajar";
    for (const slug of ["personal-tax", "certified-acceptance-agent"] as const) {
      const answers = page(slug)[lang].faqs.map((faq) => strings(faq).join(""));
      expect(
        answers.find((text) => text.includes(ssnForWork) && text.includes("ITIN")),
        slug,
      ).toBeDefined();
    }
  });

  it.each(langs)("%s: business payment plans are Simple Payment Plans, with and without trust-fund taxes", (lang) => {
    const plan = strings(page("irs-payment-plan")[lang]).join("\n");
    expect(plan).toContain(usd(taxFigures.simplePaymentPlanBusinessTrustFundMaxBalance));
    expect(plan).toContain(usd(taxFigures.simplePaymentPlanBusinessMaxBalance));
    expect(strings(page("payroll-tax-problems")[lang]).join("\n")).toContain(
      usd(taxFigures.simplePaymentPlanBusinessTrustFundMaxBalance),
    );
  });
});

describe("compliance", () => {
  it.each(langs)("%s: enrolment is never called certification (Circular 230 §10.30(a)(1))", (lang) => {
    // The section that holds the Enrolled Agent's card, and any sentence that names the credential.
    const { eyebrow, title, lead } = homeContent[lang].certifications;
    expect([eyebrow, title, lead].join(" ")).not.toMatch(/certif/i);
    const enrolled = lang === "en" ? /Enrolled Agent/i : /agente inscrito/i;
    const all = Object.values(allContent).flatMap((content) => strings(content?.[lang]));
    const sentences = all.flatMap((text) => text.split(/(?<=[.;:])\s+/));
    expect(sentences.filter((s) => enrolled.test(s) && /\bcertified\b|\bcertificad[oa]s?\b/i.test(s))).toEqual([]);
  });

  it.each(langs)(
    "%s: published formation prices say what they leave out and how long they hold (§10.30(b))",
    (lang) => {
      const days = String(taxFigures.feeScheduleHoldDays.value);
      for (const slug of ["new-business-formation", "corporation-formation"] as const) {
        const priced = page(slug)
          [lang].faqs.map((faq) => strings(faq).join(""))
          .find((t) => t.includes(usd(siteConfig.prices.formationPackage.from)));
        expect(priced, slug).toBeDefined();
        expect(priced).toContain(days);
        expect(priced).toMatch(lang === "en" ? /not part of/ : /no forma(?:n)? parte/);
      }
    },
  );

  it.each(langs)("%s: a new LLC owes the annual tax from its first year", (lang) => {
    const first = lang === "en" ? /from its first|starting with the first/ : /desde el primer/;
    for (const slug of ["new-business-formation", "business-structure", "corporation-formation"] as const)
      expect(strings(page(slug)[lang]).join("\n"), slug).toMatch(first);
  });
});

describe("the team", () => {
  it("every tax preparer who is not an Enrolled Agent shows a CTEC number (Bus. & Prof. Code §22251)", () => {
    const preparers = siteConfig.team.filter(
      (member) => member.credentials.includes("taxPreparer") && !member.credentials.includes("enrolledAgent"),
    );
    expect(preparers.length).toBeGreaterThan(0);
    expect(preparers.filter((member) => !member.ctecNumber).map((member) => member.name)).toEqual([]);
  });
});
