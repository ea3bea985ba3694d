/**
 * The service pages' addresses the site was launched with, and where each goes once its page is
 * retired. The firm retires a service page in the editor by deleting its file
 * (`content/services/<slug>.json`, docs/decisions/020); the page, its card, its menu link and its
 * sitemap entries go with it. Its addresses stay in search results, bookmarks and other sites'
 * links, so they do not answer 404: each answers 301 to the page that now has that English slug (its
 * Spanish slug changed) or else to the services directory in the same language. Netlify's
 * `_redirects` (scripts/netlify-redirects.ts) and the Node server (server/app.ts) both read
 * `retiredServiceRedirects`. A page added later and then deleted had no launch address: its
 * addresses answer 404.
 */
import { type Lang, languages, type Page, pages, pathOf } from "./route-table.ts";

/** The template service pages of the launch (the spec's 26), their slugs in English and Spanish. Never edited: the addresses people may hold. */
export const launchServicePages = [
  { slug: "bookkeeping", es: "contabilidad" },
  { slug: "business-structure", es: "estructura-empresarial" },
  { slug: "certified-acceptance-agent", es: "agente-aceptacion-certificado" },
  { slug: "corporation-formation", es: "constitucion-sociedades" },
  { slug: "corporation-tax", es: "impuesto-corporativo" },
  { slug: "ein-application", es: "solicitud-ein" },
  { slug: "irs-audit-representation", es: "representacion-auditoria-irs" },
  { slug: "irs-levies", es: "embargos-irs" },
  { slug: "irs-liens", es: "gravamenes-irs" },
  { slug: "irs-payment-plan", es: "plan-pago-irs" },
  { slug: "irs-scripts", es: "scripts-irs" },
  { slug: "new-business-formation", es: "nueva-empresa" },
  { slug: "non-filed-tax-returns", es: "declaraciones-no-presentadas" },
  { slug: "offer-in-compromise", es: "oferta-compromiso" },
  { slug: "payroll", es: "nominas" },
  { slug: "payroll-tax-problems", es: "problemas-nominas" },
  { slug: "personal-tax", es: "impuesto-personal" },
  { slug: "quickbooks-setup", es: "configuracion-quickbooks" },
  { slug: "quickbooks-tips", es: "consejos-quickbooks" },
  { slug: "sales-taxes", es: "impuestos-ventas" },
  { slug: "small-business", es: "pequenas-empresas" },
  { slug: "tax-audit-defense", es: "defensa-auditoria" },
  { slug: "tax-preparation", es: "preparacion-impuestos" },
  { slug: "tax-strategy", es: "estrategia-fiscal" },
  { slug: "taxes-owed", es: "impuestos-adeudados" },
  { slug: "virtual-bookkeeping", es: "contabilidad-virtual" },
] as const;

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
