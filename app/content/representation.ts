import { en } from "#app/i18n/en.ts";
import { es } from "#app/i18n/es.ts";
import { siteConfig } from "#app/lib/site-config.ts";
import type { Bilingual } from "./types.ts";

/**
 * Who represents clients before the IRS, and the firm's California registration, worded once from
 * the site configuration. A preparer without a credential may represent a client only for a return
 * that preparer prepared and signed, only with an Annual Filing Season Program record, and only in
 * an audit, with customer service or before the Taxpayer Advocate Service; everything else (other
 * preparers' returns, Appeals, collection, revenue officers) needs an Enrolled Agent, a CPA or an
 * attorney named on Form 2848: copy that offers those acts names this person. Pages interpolate
 * these strings at module load; they carry no markup.
 */
export interface Representation {
  /** "Robert Chen": the name alone, once the credential has been said. */
  person: string;
  /** "Robert Chen, Enrolled Agent": name and credential, to stand in apposition in a sentence. */
  named: string;
  /** The credential alone, e.g. "Enrolled Agent", as a card title. */
  credential: string;
  /** The firm's California Tax Education Council (CTEC) status, as one sentence. */
  ctec: string;
}

const { name, credential } = siteConfig.representative;

export const representation: Bilingual<Representation> = {
  en: {
    person: name,
    named: `${name}, ${en.credentials[credential]}`,
    credential: en.credentials[credential],
    ctec: siteConfig.ctec.registered
      ? "As California law requires, every paid tax preparer at NAIS who is not an Enrolled Agent, CPA or attorney is registered with the California Tax Education Council (CTEC)."
      : "California law requires paid tax preparers who are not Enrolled Agents, CPAs or attorneys (apart from a few exceptions, such as some of their employees) to register with the California Tax Education Council (CTEC); ask us for the registration or credential of the person who prepares your return.",
  },
  es: {
    person: name,
    named: `${name}, ${es.credentials[credential]}`,
    credential: es.credentials[credential],
    ctec: siteConfig.ctec.registered
      ? "Como lo exige la ley de California, todo preparador de impuestos de NAIS que cobra por su trabajo y no es agente inscrito, CPA ni abogado está registrado ante el California Tax Education Council (CTEC)."
      : "La ley de California exige que los preparadores de impuestos que cobran por su trabajo y no son agentes inscritos, CPA ni abogados (salvo algunas excepciones, como ciertos empleados de estos profesionales) se registren ante el California Tax Education Council (CTEC); pregúntenos por el registro o la credencial de quien prepara su declaración.",
  },
};
