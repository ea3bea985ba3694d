/**
 * What a placeholder in the copy stands for, in each language (docs/decisions/019): the one table
 * the content files' `{{name}}` refer to. Every value here is written once elsewhere (the yearly
 * figures, the site's facts) and only worded here.
 *
 *   {{socialSecurityWageBase}}            the figure, as its unit in the data says: $184,500, 6.2%, 30
 *   {{socialSecurityWageBase.year}}       the tax year it applies to: 2026
 *   {{standardDeductionSingle.filingYear}} the year that tax year's returns are filed: 2027
 *   {{rep.person}} {{rep.named}} {{rep.credential}} {{rep.ctec}}   who represents clients (representation.ts)
 *   {{portal.withEncryption}} {{portal.provider}}                   the client portal (client-portal.ts)
 *   {{portal.protectedWithEncryption}}   ", protected with 256-bit encryption," or nothing when none is stated
 *   {{price.smallBusinessMonthly.from}} … {{price.formationPackage.to}}   the firm's prices, in dollars
 *   {{price.personalReturn.from}} {{price.itinApplication.from}}       starting prices, in dollars
 *   {{payroll.employeesUpTo}}            the largest payroll the firm takes on: 20
 *   {{languages.spoken}}                 "English and Spanish" / "inglés y español"
 *   {{languages.interpreter}}            " We can help arrange …" as a sentence, or nothing when the firm does not
 *   {{site.phone}} {{site.email}} {{site.name}} …   the firm's details (site-facts.ts, which the interface's sentences share)
 */

import { siteConfig } from "#app/content/site-config.ts";
import type { Lang } from "#app/lib/route-table.ts";
import { portal } from "../client-portal.ts";
import { representation } from "../representation.ts";
import { ficaEmployeeRate, percent, type TaxFigure, taxFigures, usd, written } from "../tax-figures.ts";
import { siteFactValues } from "./site-facts.ts";

function figureValues(): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [id, figure] of Object.entries(taxFigures) as [string, TaxFigure][]) {
    values[id] = written(figure);
    values[`${id}.year`] = String(figure.taxYear);
    values[`${id}.filingYear`] = String(figure.taxYear + 1);
  }
  // Worked out from the figures above, never typed.
  values.ficaEmployeeRate = percent(ficaEmployeeRate);
  values["socialSecurityRate.combined"] = percent(Math.round(2 * taxFigures.socialSecurityRate.value * 100) / 100);
  return values;
}

const interpreterSentence: Record<Lang, (language: string) => string> = {
  en: (language) => ` If you are more at ease in ${language}, we can help arrange an interpreter.`,
  es: (language) => ` Si prefiere hablar en ${language}, le ayudamos a conseguir un intérprete.`,
};

/** Every placeholder's text in one language. */
export function copyValues(lang: Lang): Readonly<Record<string, string>> {
  const rep = representation[lang];
  const pw = portal[lang];
  const { smallBusinessMonthly, formationPackage, personalReturn, itinApplication } = siteConfig.prices;
  const { spoken, interpreter } = siteConfig.languages;
  return {
    ...figureValues(),
    ...siteFactValues(lang),
    "rep.person": rep.person,
    "rep.named": rep.named,
    "rep.credential": rep.credential,
    "rep.ctec": rep.ctec,
    "portal.withEncryption": pw.withEncryption,
    "portal.provider": pw.provider,
    // A clause of its own, so a sentence reads whole with or without a stated encryption.
    "portal.protectedWithEncryption": pw.withEncryption
      ? `, ${lang === "en" ? "protected" : "protegido"}${pw.withEncryption},`
      : "",
    "price.smallBusinessMonthly.from": usd(smallBusinessMonthly.from),
    "price.smallBusinessMonthly.to": usd(smallBusinessMonthly.to),
    "price.formationPackage.from": usd(formationPackage.from),
    "price.formationPackage.to": usd(formationPackage.to),
    "price.personalReturn.from": usd(personalReturn.from),
    "price.itinApplication.from": usd(itinApplication.from),
    "payroll.employeesUpTo": String(siteConfig.payroll.employeesUpTo),
    "languages.spoken": spoken[lang],
    // A sentence of its own, said only while the firm's data says it arranges interpreters.
    "languages.interpreter": interpreter.canArrange ? interpreterSentence[lang](interpreter.language[lang]) : "",
  };
}

/** The names any copy may use (the same in both languages). */
export const placeholderNames: ReadonlySet<string> = new Set(Object.keys(copyValues("en")));
