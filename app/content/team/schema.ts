/** The team on the about page, `content/team.json` (docs/decisions/019). */
import { z } from "zod";
import { refuseUnmarkedExamples } from "#app/content/data/known-examples.ts";
import { imageFile, minImageWidth, optionalValue, sampleFlag, text } from "#app/content/schema/fields.ts";

/** Credential ids a team member may show; their labels are `credentialLabels` in the about page's copy. */
export const teamCredentials = [
  "founder",
  "proadvisor",
  "caa",
  "taxPreparer",
  "bilingual",
  "enrolledAgent",
  "bookkeeping",
  "payroll",
  "trainer",
  "quickbooksOnlineCertified",
  "quickbooksDesktopCertified",
] as const;
export type TeamCredential = (typeof teamCredentials)[number];

/** How Spanish titles refer to a person: "Fundadora", "Fundador", or "Fundador(a)" when they prefer neither. */
export const grammaticalForms = ["feminine", "masculine", "neutral"] as const;
export type GrammaticalForm = (typeof grammaticalForms)[number];

export const teamMemberSchema = z.strictObject({
  name: text().meta({ title: "Full name", description: "As the person agrees to be shown." }),
  form: z.enum(grammaticalForms, { error: "must be feminine, masculine or neutral" }).meta({
    title: "Spanish titles",
    description: "How their titles read in Spanish: Fundadora, Fundador or Fundador(a).",
    optionLabels: {
      feminine: "Feminine: Fundadora, Contadora",
      masculine: "Masculine: Fundador, Contador",
      neutral: "Either: Fundador(a), Contador(a)",
    },
  }),
  credentials: z
    .array(z.enum(teamCredentials))
    .min(1, "needs at least one credential or role")
    .meta({
      title: "Credentials and roles",
      description: "Only what the person really holds.",
      optionLabels: {
        founder: "Founder",
        proadvisor: "QuickBooks ProAdvisor",
        caa: "IRS Certifying Acceptance Agent",
        taxPreparer: "Tax preparer registered with CTEC",
        bilingual: "Bilingual, English and Spanish",
        enrolledAgent: "Enrolled Agent",
        bookkeeping: "Bookkeeping",
        payroll: "Payroll",
        trainer: "QuickBooks trainer",
        quickbooksOnlineCertified: "QuickBooks Online certified",
        quickbooksDesktopCertified: "QuickBooks Desktop certified",
      } satisfies Record<TeamCredential, string>,
    }),
  // California registers paid preparers who are not EAs, CPAs or attorneys (Bus. & Prof. Code
  // §22251); the about page shows each one's number where the team is shown.
  ctecNumber: optionalValue(
    text().regex(/^A\d{6}$/, "must be a CTEC registration number: the letter A and six digits, e.g. A123456"),
  ).meta({
    title: "CTEC registration number",
    description:
      "For a tax preparer who is not an Enrolled Agent: the number on their CTEC registration (A and six digits), shown under their name. Leave empty for everyone else.",
  }),
  // Removing the photo in the editor saves "": no photo.
  photo: optionalValue(imageFile()).meta({
    title: "Photo",
    description: `Optional. A photo of the person's face, at least ${minImageWidth} pixels wide, shown in a circle; without one, the page shows their initials.`,
  }),
  sample: sampleFlag(),
});

/**
 * A tax preparer shown as registered with CTEC needs the number: California requires a paid
 * preparer who is not an Enrolled Agent, CPA or attorney to register (Bus. & Prof. Code §22251),
 * and the about page shows the number under the name (issue 44 found the credential saved without one).
 */
export function refusePreparerWithoutCtecNumber(
  team: { members: { credentials: readonly TeamCredential[]; ctecNumber?: string | undefined }[] },
  context: z.core.$RefinementCtx,
): void {
  team.members.forEach((member, i) => {
    if (!member.credentials.includes("taxPreparer") || member.credentials.includes("enrolledAgent")) return;
    if (member.ctecNumber) return;
    context.addIssue({
      code: "custom",
      path: ["members", i, "ctecNumber"],
      message:
        "is needed for a tax preparer registered with CTEC: type the number from their CTEC registration (A and six digits, e.g. A123456), or take “Tax preparer registered with CTEC” out of their credentials (an Enrolled Agent needs no number)",
    });
  });
}

export const teamSchema = z
  .strictObject({
    members: z.array(teamMemberSchema).min(1, "needs at least one person").meta({ title: "Team members" }),
  })
  // A known example (info@example.com, a sample person's name) must stay marked as a sample.
  .superRefine(refuseUnmarkedExamples)
  .superRefine(refusePreparerWithoutCtecNumber);

/** A person as the about page shows them (`sample` may be left out where it does not matter). */
export type TeamMember = z.input<typeof teamMemberSchema>;

export const teamSupplies = {
  members:
    "a team member's full name, the form of their Spanish titles (feminine, masculine or neutral), their credentials, as they agree to be shown, and for a tax preparer who is not an Enrolled Agent their CTEC registration number",
} as const;
