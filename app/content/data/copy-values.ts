/**
 * What a placeholder in the copy stands for, in each language (docs/decisions/019): the one table
 * the content files' `{{name}}` refer to. Every value is written once elsewhere (the yearly figures,
 * the site's facts, representation/index.ts, client-portal.ts) and only worded here. A tax figure gives
 * `{{id}}` and `{{id.year}}`, `.filingYear`, `.from` and `.periods`, worded for the value shown on
 * the day (tax-figures/periods.ts, docs/decisions/026); `placeholderNames` lists every name.
 */

import {
  type RepresentationWords,
  representationFrom,
  representationWords,
} from "#app/content/representation/index.ts";
import { siteFactValuesFrom } from "#app/content/site/facts.ts";
import { siteConfig } from "#app/content/site/index.ts";
import type { SiteData } from "#app/content/site/schema.ts";
import {
  californiaExemptSalaryOf,
  ficaEmployeeRateOf,
  figuresShown,
  percent,
  usd,
  written,
} from "#app/content/tax-figures/index.ts";
import { addDays, type FiguresShown, type TaxFigure } from "#app/content/tax-figures/periods.ts";
import { taxFigureIds } from "#app/content/tax-figures/schema.ts";
import type { Lang } from "#app/lib/route-table.ts";
import { portalFrom } from "../client-portal.ts";
import { noValuePrefix } from "./placeholders.ts";

/**
 * The files whose values the placeholders stand for, each as its schema reads it: the firm's facts
 * (`content/site.json`), the yearly figures (`content/tax-figures.json`) and the CTEC sentences
 * (`content/representation.json`). The build has one set; the editor the set as saved in its session.
 */
export interface PlaceholderFacts {
  site: SiteData;
  /** The figures as shown on the day (the build's, or the editor's). */
  figures: FiguresShown;
  representationWords: RepresentationWords;
}

/** The facts as the build read them (the site configuration, its phone as `content/site.json` writes it). */
export const builtFacts: PlaceholderFacts = {
  site: { ...siteConfig, phone: siteConfig.phone.display },
  figures: figuresShown,
  representationWords,
};

/** The placeholders each figure answers to, whether or not it has a value on the day. */
const figureSuffixes = ["", ".year", ".filingYear", ".from", ".periods"] as const;
/** Worked out from the figures, never typed: FICA, both sides of Social Security, California's exempt salary. */
const derivedNames = [
  "ficaEmployeeRate",
  "socialSecurityRate.combined",
  "californiaExemptSalaryMin",
  "californiaExemptSalaryMin.year",
];

const dayWords: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }),
  es: new Intl.DateTimeFormat("es-US", { dateStyle: "long", timeZone: "UTC" }),
};

/** `2026-07-01` → "July 1, 2026" / "1 de julio de 2026". */
export function dayInWords(day: string, lang: Lang): string {
  return dayWords[lang].format(new Date(`${day}T00:00:00Z`));
}

const periodWords: Record<Lang, { inYear: string; to: string; from: string; and: string }> = {
  en: { inYear: "in", to: "to", from: "from", and: "and" },
  es: { inYear: "en", to: "hasta el", from: "desde el", and: "y" },
};

/** "$0.725 to June 30, 2026 and $0.76 from July 1, 2026", or "$0.70 in 2027": the shown year's values with their periods. */
function periodsInWords(figure: TaxFigure, lang: Lang): string {
  const words = periodWords[lang];
  const periods = figure.periodsOfYear;
  if (periods.length < 2) return `${written(figure)} ${words.inYear} ${figure.taxYear}`;
  const parts = periods.map(({ value, start }, i) => {
    const amount = written({ ...figure, value });
    const next = periods[i + 1];
    if (i === 0 && next) return `${amount} ${words.to} ${dayInWords(addDays(next.start, -1), lang)}`;
    if (!next) return `${amount} ${words.from} ${dayInWords(start, lang)}`;
    return `${amount} ${words.from} ${dayInWords(start, lang)} ${words.to} ${dayInWords(addDays(next.start, -1), lang)}`;
  });
  return `${parts.slice(0, -1).join(", ")} ${words.and} ${parts.at(-1)}`;
}

function figureValues({ figures, missing }: FiguresShown, lang: Lang): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [id, reason] of missing)
    for (const suffix of figureSuffixes) values[`${id}${suffix}`] = `${noValuePrefix}${reason}`;
  for (const figure of Object.values(figures)) {
    const { id } = figure;
    values[id] = written(figure);
    values[`${id}.year`] = String(figure.taxYear);
    values[`${id}.filingYear`] = String(figure.taxYear + 1);
    values[`${id}.from`] = dayInWords(figure.start, lang);
    values[`${id}.periods`] = periodsInWords(figure, lang);
  }
  const { socialSecurityRate, medicareRate, californiaMinimumWage } = figures;
  if (socialSecurityRate && medicareRate) {
    values.ficaEmployeeRate = percent(ficaEmployeeRateOf({ socialSecurityRate, medicareRate }));
    values["socialSecurityRate.combined"] = percent(Math.round(2 * socialSecurityRate.value * 100) / 100);
  } else {
    const reason = `${noValuePrefix}needs the Social Security and Medicare rates, one of which has no value on the day`;
    values.ficaEmployeeRate = reason;
    values["socialSecurityRate.combined"] = reason;
  }
  if (californiaMinimumWage) {
    values.californiaExemptSalaryMin = usd(californiaExemptSalaryOf(californiaMinimumWage));
    values["californiaExemptSalaryMin.year"] = String(californiaMinimumWage.taxYear);
  } else {
    values.californiaExemptSalaryMin = `${noValuePrefix}needs the California minimum wage, which has no value on the day`;
    values["californiaExemptSalaryMin.year"] = values.californiaExemptSalaryMin;
  }
  return values;
}

const interpreterSentence: Record<Lang, (language: string) => string> = {
  en: (language) => ` If you are more at ease in ${language}, we can help arrange an interpreter.`,
  es: (language) => ` Si prefiere hablar en ${language}, le ayudamos a conseguir un intérprete.`,
};

/** Every placeholder's text in one language, from the facts given. */
export function copyValuesFrom(facts: PlaceholderFacts, lang: Lang): Readonly<Record<string, string>> {
  const { site } = facts;
  const rep = representationFrom(site, facts.representationWords)[lang];
  const pw = portalFrom(site.clientPortal)[lang];
  const { smallBusinessMonthly, formationPackage, personalReturn, itinApplication } = site.prices;
  const { spoken, interpreter } = site.languages;
  return {
    ...figureValues(facts.figures, lang),
    ...siteFactValuesFrom(site, lang),
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
    "payroll.employeesUpTo": String(site.payroll.employeesUpTo),
    "languages.spoken": spoken[lang],
    // A sentence of its own, said only while the firm's data says it arranges interpreters.
    "languages.interpreter": interpreter.canArrange ? interpreterSentence[lang](interpreter.language[lang]) : "",
  };
}

/** Every placeholder's text in one language, as the build fills it. */
export function copyValues(lang: Lang): Readonly<Record<string, string>> {
  return copyValuesFrom(builtFacts, lang);
}

/**
 * What a file's placeholders stand for (its `placeholders` in content-files.ts), from the facts
 * given: every figure and fact, or the firm's facts alone (the interface's sentences).
 */
export function placeholderValues(
  placeholders: "siteFacts" | undefined,
  facts: PlaceholderFacts = builtFacts,
): (lang: Lang) => Readonly<Record<string, string>> {
  return placeholders === "siteFacts"
    ? (lang) => siteFactValuesFrom(facts.site, lang)
    : (lang) => copyValuesFrom(facts, lang);
}

/** The names any copy may use (the same in both languages), whether or not a figure has a value on the day. */
export const placeholderNames: ReadonlySet<string> = new Set([
  ...Object.keys(copyValues("en")),
  ...taxFigureIds.flatMap((id) => figureSuffixes.map((suffix) => `${id}${suffix}`)),
  ...derivedNames,
]);
