/**
 * The service pages' addresses the site was launched with, and where each goes once its page is
 * retired. The firm retires a service page in the editor by deleting its file
 * (`content/services/<slug>.json`, docs/decisions/020); the page, its card, its menu link and its
 * sitemap entries go with it. Its addresses stay in search results, bookmarks and other sites'
 * links, so they do not answer 404: each answers 301 to the page that now has that English slug (its
 * Spanish slug changed) or else to the services directory in the same language. Netlify's
 * `_redirects` (scripts/build/netlify-redirects.ts) and the Node server (server/app.ts) both read
 * `retiredServiceRedirects`. A page added later and then deleted had no launch address: its
 * addresses answer 404.
 */
import { type Lang, languages, type Page, pages, pathOf } from "./route-table.ts";

/** The template service pages of the launch (the spec's 26), their slugs in English and Spanish. Never edited: the addresses people may hold. */
export const launchServicePages = (
  [
    ["bookkeeping", "contabilidad"],
    ["business-structure", "estructura-empresarial"],
    ["certified-acceptance-agent", "agente-aceptacion-certificado"],
    ["corporation-formation", "constitucion-sociedades"],
    ["corporation-tax", "impuesto-corporativo"],
    ["ein-application", "solicitud-ein"],
    ["irs-audit-representation", "representacion-auditoria-irs"],
    ["irs-levies", "embargos-irs"],
    ["irs-liens", "gravamenes-irs"],
    ["irs-payment-plan", "plan-pago-irs"],
    ["irs-scripts", "scripts-irs"],
    ["new-business-formation", "nueva-empresa"],
    ["non-filed-tax-returns", "declaraciones-no-presentadas"],
    ["offer-in-compromise", "oferta-compromiso"],
    ["payroll", "nominas"],
    ["payroll-tax-problems", "problemas-nominas"],
    ["personal-tax", "impuesto-personal"],
    ["quickbooks-setup", "configuracion-quickbooks"],
    ["quickbooks-tips", "consejos-quickbooks"],
    ["sales-taxes", "impuestos-ventas"],
    ["small-business", "pequenas-empresas"],
    ["tax-audit-defense", "defensa-auditoria"],
    ["tax-preparation", "preparacion-impuestos"],
    ["tax-strategy", "estrategia-fiscal"],
    ["taxes-owed", "impuestos-adeudados"],
    ["virtual-bookkeeping", "contabilidad-virtual"],
  ] as const
).map(([slug, es]) => ({ slug, es }));

export interface Redirect {
  from: string;
  to: string;
}

/** A launch page's address in a language. */
function launchPath(page: (typeof launchServicePages)[number], lang: Lang): string {
  return lang === "en" ? `/services/${page.slug}` : `/es/servicios/${page.es}`;
}

/** The launch pages no page has replaced (none has their English slug): a testimonial may still name them. */
export function retiredServiceSlugs(current: readonly Page[] = pages): string[] {
  return launchServicePages
    .filter((launched) => !current.some((page) => page.id === `service/${launched.slug}`))
    .map((launched) => launched.slug);
}

/** Every launch address no page answers, with where it goes: the same service's page, else the directory. */
export function retiredServiceRedirects(current: readonly Page[] = pages): Redirect[] {
  const answered = new Set(current.flatMap((page) => languages.map((lang) => page.path[lang])));
  return launchServicePages.flatMap((launched) =>
    languages.flatMap((lang): Redirect[] => {
      const from = launchPath(launched, lang);
      if (answered.has(from)) return [];
      const same = current.find((page) => page.id === `service/${launched.slug}`);
      return [{ from, to: same ? same.path[lang] : pathOf("services", lang) }];
    }),
  );
}
