import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  allPages,
  canonicalPath,
  findPage,
  langOfPath,
  languages,
  notFoundPaths,
  pages,
  prerenderPaths,
  seoFiles,
  servicePages,
} from "./route-table.ts";

/** The slug pairs of the specification, copied from it to check the table against. */
const specSlugPairs = [
  ["bookkeeping", "contabilidad"],
  ["virtual-bookkeeping", "contabilidad-virtual"],
  ["payroll", "nominas"],
  ["sales-taxes", "impuestos-ventas"],
  ["tax-preparation", "preparacion-impuestos"],
  ["corporation-tax", "impuesto-corporativo"],
  ["personal-tax", "impuesto-personal"],
  ["tax-audit-defense", "defensa-auditoria"],
  ["irs-audit-representation", "representacion-auditoria-irs"],
  ["irs-payment-plan", "plan-pago-irs"],
  ["offer-in-compromise", "oferta-compromiso"],
  ["irs-scripts", "scripts-irs"],
  ["non-filed-tax-returns", "declaraciones-no-presentadas"],
  ["payroll-tax-problems", "problemas-nominas"],
  ["taxes-owed", "impuestos-adeudados"],
  ["irs-liens", "gravamenes-irs"],
  ["irs-levies", "embargos-irs"],
  ["certified-acceptance-agent", "agente-aceptacion-certificado"],
  ["small-business", "pequenas-empresas"],
  ["new-business-formation", "nueva-empresa"],
  ["business-structure", "estructura-empresarial"],
  ["ein-application", "solicitud-ein"],
  ["tax-strategy", "estrategia-fiscal"],
  ["quickbooks-courses", "cursos-quickbooks"],
  ["quickbooks-setup", "configuracion-quickbooks"],
  ["quickbooks-tips", "consejos-quickbooks"],
  ["corporation-formation", "constitucion-sociedades"],
] as const;

/**
 * The spec's pages the firm has not retired: a service page is retired by deleting its file,
 * `content/services/<slug>.json` (app/lib/retired-service-addresses.ts); the QuickBooks courses
 * page has no such file and stays. A page whose file is there must keep the spec's slugs.
 */
const specPairsInUse = specSlugPairs.filter(
  ([en]) =>
    en === "quickbooks-courses" || existsSync(resolve(import.meta.dirname, `../../content/services/${en}.json`)),
);

describe("route table", () => {
  it("has the service slug pair of the spec for every spec page not retired (the firm may add pages beside them)", () => {
    expect(servicePages.map((s) => [s.slug, s.es])).toEqual(
      expect.arrayContaining(specPairsInUse.map(([en, es]) => [en, es])),
    );
  });

  it("puts every service page under /services and /es/servicios", () => {
    expect(servicePages.length).toBeGreaterThanOrEqual(specPairsInUse.length);
    for (const { slug, es } of servicePages) {
      expect(findPage(`/services/${slug}`)?.page.path.es).toBe(`/es/servicios/${es}`);
    }
  });

  it("has the site pages of the spec in both languages", () => {
    const expected = [
      ["/", "/es"],
      ["/about-nais", "/es/sobre-nais"],
      ["/contact", "/es/contacto"],
      ["/services", "/es/servicios"],
      ["/privacy-policy", "/es/politica-privacidad"],
      ["/terms", "/es/terminos"],
    ];
    for (const [en, es] of expected) {
      expect(findPage(en as string)?.page.path.es).toBe(es);
    }
  });

  it("has no duplicate id or path", () => {
    const ids = pages.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const paths = pages.flatMap((p) => [p.path.en, p.path.es]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("keeps English paths outside /es and Spanish paths under it", () => {
    for (const page of pages) {
      expect(langOfPath(page.path.en)).toBe("en");
      expect(langOfPath(page.path.es)).toBe("es");
    }
  });

  it("prerenders every page and form-result page in both languages, both 404 pages, the sitemap and robots.txt", () => {
    const paths = prerenderPaths();
    expect(paths).toHaveLength(languages.length * (allPages.length + 1) + seoFiles.length);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain("/es/contacto/gracias");
    expect(paths).toContain("/sitemap.xml");
    expect(paths).toContain(notFoundPaths.en);
    expect(paths).toContain(notFoundPaths.es);
  });

  it("finds pages by path with or without a trailing slash", () => {
    expect(findPage("/services/payroll/")?.page.id).toBe("service/payroll");
    expect(findPage("/es/")?.lang).toBe("es");
    expect(findPage("/nope")).toBeUndefined();
  });

  it("canonicalises paths", () => {
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("//")).toBe("/");
    expect(canonicalPath("/es/")).toBe("/es");
    expect(canonicalPath("/contact")).toBe("/contact");
  });
});
