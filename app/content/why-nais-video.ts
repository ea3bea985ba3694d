/**
 * The words of the "Why NAIS" video (scripts/make/make-video.ts), one pair per slide: burnt into the
 * frames and written to the caption files, so they change only when a developer redraws the video
 * (`node scripts/make/make-video.ts`, which needs ffmpeg). Four slides state facts the firm edits
 * elsewhere; each says which, and `videoDisagreements` compares them with the data: a video that
 * says what the data no longer holds is left out of the pages and the build says why (FirmVideo),
 * so an edit in the editor never leaves a stale claim on the site, and never stops the build
 * either (docs/decisions/019).
 */
import { siteConfig } from "#app/content/site/index.ts";
import type { TeamCredential } from "#app/content/team/index.ts";

/** The facts the video states, as the firm's data holds them now. */
export interface VideoFacts {
  foundedYear: number;
  /** The portal encryption the provider states in writing; null when the firm makes no claim. */
  encryptionBits: number | null;
  /** Whether a team member holds the credential. */
  proadvisor: boolean;
  caa: boolean;
}

export interface Slide {
  /** The artwork drawn above the text (an `artwork()` name of scripts/make/make-images.ts). */
  art: string;
  en: string;
  es: string;
  /** The facts this slide's words state, as they were when the video was drawn. */
  states?: Partial<VideoFacts>;
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
    states: { proadvisor: true },
  },
  {
    art: "certified-acceptance-agent",
    // The IRS's name for the credential and the glossary's Spanish for it (docs/glossary.md).
    en: "IRS Certifying Acceptance Agent for ITINs",
    es: "Agente Certificador de Aceptación del IRS para el ITIN",
    states: { caa: true },
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
    states: { encryptionBits: 256 },
  },
  {
    art: "local",
    en: "Serving Santa Maria since 2016 — free consultation",
    es: "Al servicio de Santa Maria desde 2016 — consulta gratuita",
    states: { foundedYear: 2016 },
  },
];

function teamHolds(credential: TeamCredential): boolean {
  return siteConfig.team.some((member) => member.credentials.includes(credential));
}

/** The facts as `content/site.json` and `content/team.json` hold them. */
export function videoFactsNow(): VideoFacts {
  return {
    foundedYear: siteConfig.foundedYear,
    encryptionBits: siteConfig.clientPortal.encryptionBits,
    proadvisor: teamHolds("proadvisor"),
    caa: teamHolds("caa"),
  };
}

/** Where each fact is edited, as a person would look for it. */
const factPlaces: Record<keyof VideoFacts, string> = {
  foundedYear: "content/site.json foundedYear",
  encryptionBits: "content/site.json clientPortal.encryptionBits",
  proadvisor: "content/team.json: a member with the credential proadvisor",
  caa: "content/team.json: a member with the credential caa",
};

const shown = (value: unknown) =>
  value === null ? "none" : value === true ? "yes" : value === false ? "no" : `${value}`;

/** One line for each fact the video states that the data no longer holds; none while they agree. */
export function videoDisagreements(facts: VideoFacts = videoFactsNow()): string[] {
  return SLIDES.flatMap((slide) =>
    Object.entries(slide.states ?? {}).flatMap(([key, stated]) => {
      const fact = key as keyof VideoFacts;
      return facts[fact] === stated
        ? []
        : [
            `the "Why NAIS" video says "${slide.en}", but ${factPlaces[fact]} is now ${shown(facts[fact])} (was ${shown(stated)}): the video is not shown until its words in app/content/why-nais-video.ts are changed and it is redrawn (node scripts/make/make-video.ts)`,
          ];
    }),
  );
}
