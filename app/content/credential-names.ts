import type { RepresentativeCredential } from "#app/content/site/schema.ts";
import type { Bilingual } from "./types.ts";

/**
 * The names of the credentials that let a person represent a client before the IRS, as the
 * representative's line and the about page show them; the dictionaries show them too (`credentials`).
 */
export const credentialNames: Bilingual<Record<RepresentativeCredential, string>> = {
  en: {
    enrolledAgent: "Enrolled Agent",
    cpa: "Certified Public Accountant (CPA)",
    attorney: "Attorney",
  },
  es: {
    enrolledAgent: "Agente Inscrito (Enrolled Agent)",
    cpa: "Contador Público Autorizado (CPA)",
    attorney: "Abogado(a) con licencia",
  },
};
