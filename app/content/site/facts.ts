/**
 * The firm's facts a sentence may name, by placeholder (docs/decisions/019): `{{site.phone}}`,
 * `{{site.email}}`, `{{site.name}}`… The one table both the page copy (copy-values.ts) and the
 * interface's sentences (`content/pages/interface.json`, filled by the dictionaries) read, so a
 * change in "The firm's details" reaches every sentence that names it.
 *
 * It reads `content/site.json` as plain JSON, without its schema: the dictionaries call it, and
 * the browser's build drops them only if what they load does nothing but read data (en.ts). The
 * file is checked all the same wherever the site's facts are read (site/index.ts, the build).
 */

import { phoneLabel } from "#app/lib/phone-kind.ts";
import type { Lang } from "#app/lib/route-table.ts";
import site from "#content/site.json" with { type: "json" };

/**
 *   {{site.name}}        the short name: NAIS
 *   {{site.legalName}}   the name as registered
 *   {{site.phone}}       the number as visitors read it
 *   {{site.phoneKind}}   "Toll-free" / "Línea gratuita", or "Phone" / "Teléfono", from the number
 *   {{site.email}}       the general e-mail address
 *   {{site.foundedYear}} the year the firm was founded
 */
export function siteFactValues(lang: Lang): Readonly<Record<string, string>> {
  return siteFactValuesFrom(site, lang);
}

/** The firm's facts a sentence may name, from the facts given (the editor's: as saved in its session). */
export function siteFactValuesFrom(
  facts: { name: string; legalName: string; phone: string; email: string; foundedYear: number },
  lang: Lang,
): Readonly<Record<string, string>> {
  const phone = facts.phone.trim();
  return {
    "site.name": facts.name.trim(),
    "site.legalName": facts.legalName.trim(),
    "site.phone": phone,
    "site.phoneKind": phoneLabel(phone, lang),
    "site.email": facts.email.trim(),
    "site.foundedYear": String(facts.foundedYear),
  };
}

/** The names an interface sentence may use (the same in both languages). */
export const siteFactNames: readonly string[] = /* @__PURE__ */ Object.keys(/* @__PURE__ */ siteFactValues("en"));
