/**
 * The words of the "Why NAIS" video (scripts/make-video.ts), one pair per slide: burnt into the
 * frames and written to the caption files. Data of its own so that the Spanish glossary test
 * (app/content/spanish-glossary.test.ts) reads the Spanish without rendering anything. After a
 * change, run `node scripts/make-video.ts` to redraw the video and its captions.
 */
export interface Slide {
  /** The artwork drawn above the text (an `artwork()` name of make-images.ts). */
  art: string;
  en: string;
  es: string;
}

export const SLIDES: readonly Slide[] = [
  {
    art: "bilingual",
    en: "Bookkeeping & tax help in English and Spanish",
    es: "Contabilidad e impuestos en inglés y en español",
  },
  {
    art: "proadvisor",
    en: "QuickBooks ProAdvisor certified",
    es: "Certificados como QuickBooks ProAdvisor",
  },
  {
    art: "certified-acceptance-agent",
    // The IRS's name for the credential and the glossary's Spanish for it (docs/glossary.md).
    en: "IRS Certifying Acceptance Agent for ITINs",
    es: "Agente Certificador de Aceptación de la IRS para el ITIN",
  },
  {
    art: "flat-fee",
    en: "Flat-fee pricing for audit defense",
    es: "Tarifa fija en la defensa de auditorías",
  },
  {
    art: "portal",
    en: "Secure client portal with 256-bit encryption",
    es: "Portal seguro para clientes con cifrado de 256 bits",
  },
  {
    art: "local",
    en: "Serving Santa Maria since 2016 — free consultation",
    es: "Al servicio de Santa Maria desde 2016 — consulta gratuita",
  },
];
