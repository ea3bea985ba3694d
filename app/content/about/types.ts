import type { IconName } from "#app/content/icon-names.ts";
import type { GrammaticalForm, TeamCredential } from "#app/content/team/index.ts";
import type { RichText } from "#app/content/types.ts";

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
  team: {
    title: string;
    lead: string;
    videoLabel: string;
    videoFallback: string;
    ctecNumberLabel: string;
    ctecBond: string;
  };
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
