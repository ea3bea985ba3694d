import type { IconName } from "#app/content/icon-names.ts";
import type { CopyFor } from "#app/content/join-copy.ts";
import type { RichText } from "#app/content/types.ts";
import type { GrammaticalForm, TeamCredential } from "#app/lib/site-config.ts";
import type { aboutStructure } from "./structure.ts";

export interface TimelineEntry {
  year: number;
  title: string;
  /** May link to the client portal. */
  description: RichText;
}

/** A credential's label: one text, or one per grammatical form where the language marks it (Fundadora, Fundador). */
export type CredentialLabel = string | Record<GrammaticalForm, string>;

/** The label of a credential for a team member, in the form their data asks for. */
export function credentialLabelFor(label: CredentialLabel, form: GrammaticalForm): string {
  return typeof label === "string" ? label : label[form];
}

/** The about page in one language, as its sections read it. */
export interface AboutContent {
  title: string;
  metaDescription: string;
  hero: { eyebrow: string; lead: string };
  team: { title: string; lead: string; videoLabel: string; videoFallback: string };
  credentialLabels: Record<TeamCredential, CredentialLabel>;
  timeline: { title: string; entries: TimelineEntry[] };
  mission: { title: string; paragraphs: string[] };
  specialties: {
    title: string;
    lead: string;
    items: { icon: IconName; title: string; description: string }[];
    link: string;
  };
  promise: { title: string; items: string[] };
  cta: { title: string; text: string };
}

/**
 * What the about page says in one language (`en.ts`, `es.ts`): its words only. The specialties'
 * icons are in `structure.ts`; the timeline's years and words in `app/content/about-timeline.ts`.
 */
export interface AboutCopy extends Omit<AboutContent, "timeline" | "specialties"> {
  timeline: { title: string };
  specialties: {
    title: string;
    lead: string;
    items: CopyFor<typeof aboutStructure.specialtyIcons, { title: string; description: string }>;
    link: string;
  };
}
