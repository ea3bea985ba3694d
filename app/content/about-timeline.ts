import type { TimelineEntry } from "#app/content/about/types.ts";
import type { Lang } from "#app/lib/route-table.ts";
import { sample } from "#app/lib/sample.ts";
import { portal, portalLink } from "./client-portal.ts";
import type { Bilingual, RichText } from "./types.ts";

/**
 * One year of the firm's story on the about page, in both languages side by side: each entry is one
 * sample for the firm to replace (README, "Before launch"). `about/index.ts` puts it on the page.
 */
export interface TimelineRecord {
  year: TimelineEntry["year"];
  title: Bilingual<string>;
  description: Bilingual<RichText>;
}

// The years are the specification's; what happened in them is not given, so every entry is a sample.
export const aboutTimeline: readonly TimelineRecord[] = [
  sample(
    {
      year: 2016,
      title: {
        en: "A bilingual office opens in Santa Maria",
        es: "Abre una oficina bilingüe en Santa Maria",
      },
      description: {
        en: "NAIS starts with one desk and one promise: bookkeeping and tax help that Spanish-speaking families and business owners can fully understand.",
        es: "NAIS comienza con un escritorio y una promesa: ayuda con la contabilidad y los impuestos que las familias y los dueños de negocio hispanohablantes puedan entender por completo.",
      },
    },
    "what really happened at the firm in 2016: a title and one or two sentences, in English and Spanish",
  ),
  sample(
    {
      year: 2020,
      title: {
        en: "Secure, remote service for every client",
        es: "Servicio seguro y a distancia para todos",
      },
      description: {
        en: [
          "We move document exchange to a ",
          portalLink("client portal"),
          `${portal.en.withEncryption}, so clients can work with us from home, the field or the road.`,
        ],
        es: [
          "Pasamos el intercambio de documentos a un ",
          portalLink("portal para clientes"),
          `${portal.es.withEncryption}, para que puedan trabajar con nosotros desde su casa, el campo o la carretera.`,
        ],
      },
    },
    "what really happened at the firm in 2020: a title and one or two sentences, in English and Spanish",
  ),
  sample(
    {
      year: 2023,
      title: {
        en: "Certifying Acceptance Agent for ITINs",
        es: "Agente Certificador de Aceptación para el ITIN",
      },
      description: {
        en: "Our ITIN applicants no longer have to mail original passports to the IRS: we verify documents here as a Certifying Acceptance Agent.",
        es: "Nuestros solicitantes de ITIN ya no tienen que enviar su pasaporte original a la IRS: verificamos los documentos aquí como Agente Certificador de Aceptación (Certifying Acceptance Agent).",
      },
    },
    "what really happened at the firm in 2023: a title and one or two sentences, in English and Spanish",
  ),
  sample(
    {
      year: 2024,
      title: {
        en: "QuickBooks courses and a second office",
        es: "Cursos de QuickBooks y una segunda oficina",
      },
      description: {
        en: "We begin teaching QuickBooks to owners and their staff and serve clients from two offices, on McClelland and on Broadway.",
        es: "Empezamos a enseñar QuickBooks a dueños de negocio y a su personal, y atendemos desde dos oficinas, en la McClelland y en la Broadway.",
      },
    },
    "what really happened at the firm in 2024: a title and one or two sentences, in English and Spanish",
  ),
];

/** The about page's timeline in one language, in the shape its section reads. */
export function timelineEntries(lang: Lang): TimelineEntry[] {
  return aboutTimeline.map((entry) => ({
    year: entry.year,
    title: entry.title[lang],
    description: entry.description[lang],
  }));
}
