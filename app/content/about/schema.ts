/**
 * The about page's words in one language, `content/pages/about.json` (docs/decisions/019): each
 * specialty with its own icon, the story's years and words in `content/about-timeline.json` (app/content/about-timeline/), the team in
 * `content/team.json`.
 */
import { z } from "zod";
import type { SameInBothLanguages } from "#app/content/data/page-copy.ts";
import { iconNames } from "#app/content/icon-names.ts";
import { ctaBandCopy } from "#app/content/schema/cta-band.ts";
import { headingFields, lengthLimits, pageTitleField, searchDescription, text } from "#app/content/schema/fields.ts";
import type { CredentialLabel } from "./types.ts";

/**
 * Three forms of a title that changes with the person, written in one text so the editor shows one
 * box (docs/decisions/020): for a woman | for a man | for someone who prefers neither.
 */
const formsPattern = /^[^|]+$|^\s*[^|\s][^|]*\|\s*[^|\s][^|]*\|\s*[^|\s][^|]*$/;

/** One text, or in Spanish the three forms where the title changes with the person (Fundadora | Fundador | Fundador(a)). */
const credentialLabel = (title: string) =>
  text()
    .regex(formsPattern, {
      error:
        "must be one title, or three forms separated by | (for a woman | for a man | for someone who prefers neither)",
    })
    .transform((label): CredentialLabel => {
      const forms = label.split("|").map((form) => form.trim());
      const [feminine, masculine, neutral] = forms;
      return feminine !== undefined && masculine !== undefined && neutral !== undefined
        ? { feminine, masculine, neutral }
        : label;
    })
    .meta({ title });

export const aboutCopySchema = z.strictObject({
  title: pageTitleField(),
  metaDescription: searchDescription(),
  hero: z
    .strictObject({
      eyebrow: text().meta({ title: "Small line above the title" }),
      lead: text().meta({ title: "Sentence under the title" }),
    })
    .meta({ title: "Top of the page" }),
  team: z
    .strictObject({
      ...headingFields(),
      videoLabel: text().meta({ title: "Name of the video", description: "Read aloud to people who cannot see it." }),
      videoFallback: text().meta({ title: "Text when the video cannot play" }),
      ctecNumberLabel: text().meta({
        title: "Before a preparer's CTEC number",
        description: "Shown under a tax preparer's name, before their CTEC registration number.",
      }),
      ctecBond: text().meta({
        title: "Under the team, when a preparer's CTEC number is shown",
        description:
          "Where the client finds the details of the preparer's bond. {{ctecBondAmount}} is the bond the law sets.",
      }),
    })
    .meta({ title: "Team", description: "The people themselves are edited under Team." }),
  credentialLabels: z
    .strictObject({
      founder: credentialLabel("Founder"),
      proadvisor: credentialLabel("QuickBooks ProAdvisor"),
      caa: credentialLabel("Certifying Acceptance Agent"),
      taxPreparer: credentialLabel("Tax preparer"),
      bilingual: credentialLabel("Bilingual"),
      bookkeeping: credentialLabel("Bookkeeping lead"),
      payroll: credentialLabel("Payroll specialist"),
      trainer: credentialLabel("QuickBooks trainer"),
      quickbooksOnlineCertified: credentialLabel("QuickBooks Online certification"),
      quickbooksDesktopCertified: credentialLabel("QuickBooks Desktop certification"),
    })
    .meta({
      title: "Names of credentials and roles",
      description:
        "As shown under each team member. A Spanish title that changes with the person is written in its three forms separated by |, in this order: for a woman | for a man | for someone who prefers neither, e.g. Fundadora | Fundador | Fundador(a). Enrolled Agent is named with the other interface words.",
    }),
  timeline: z
    .strictObject({ title: text().meta({ title: "Title" }) })
    .meta({ title: "Our story", description: "The years of the story are edited separately." }),
  mission: z
    .strictObject({
      title: text().meta({ title: "Title" }),
      paragraphs: z.array(text()).min(1, "needs at least one paragraph").meta({ title: "Paragraphs" }),
    })
    .meta({ title: "Mission" }),
  specialties: z
    .strictObject({
      ...headingFields(),
      items: z
        .array(
          z.strictObject({
            icon: z.enum(iconNames).meta({
              title: "Icon",
              description: "Choose the same icon in English and in Spanish.",
            }),
            title: text(lengthLimits.cardTitle).meta({ title: "Specialty" }),
            description: text().meta({ title: "Explanation" }),
          }),
        )
        .min(1, "needs at least one specialty")
        .max(9, "has room for 9 specialties at most")
        .meta({
          title: "Specialties",
          rowName: "specialty",
          description:
            "In the order the page shows them, the same in English and in Spanish; each keeps its icon when moved.",
        }),
      link: text().meta({ title: "Link to all services" }),
    })
    .meta({ title: "Specialties" }),
  promise: z
    .strictObject({
      title: text().meta({ title: "Title" }),
      items: z.array(text()).min(1, "needs at least one promise").meta({ title: "Promises" }),
    })
    .meta({ title: "Our promise" }),
  cta: ctaBandCopy(),
});

/** What the about page says in one language. */
export type AboutCopy = z.output<typeof aboutCopySchema>;

/** What each specialty shows alike in both languages: its icon. */
export const aboutSameInBothLanguages: SameInBothLanguages<AboutCopy> = (copy) =>
  copy.specialties.items.map((item, i): [string, string, string] => [
    `specialties.items[${i}].icon`,
    "icon",
    item.icon,
  ]);
