import type { TestimonialPageId, TestimonialRecord } from "./index.ts";

/**
 * The rules testimonials follow (docs/decisions/008-sample-content-and-launch-check.md; the FTC's
 * rule on consumer reviews and testimonials, 16 CFR 465). The unit test holds the site's data to
 * them, and `npm run check:launch` runs them again on the data a production build would publish.
 */

export const testimonialsPerPage = 3;

// Short forms that read as the same first name, so "Lupe R." and "Guadalupe R." are one person.
const nicknames: Record<string, string> = {
  lupe: "guadalupe",
  lupita: "guadalupe",
  pepe: "jose",
  paco: "francisco",
  pancho: "francisco",
  nacho: "ignacio",
  chuy: "jesus",
  memo: "guillermo",
  beto: "alberto",
  lalo: "eduardo",
  chela: "graciela",
  chabela: "isabel",
  isabela: "isabel",
  mari: "maria",
  bob: "robert",
  bobby: "robert",
  rob: "robert",
  roberto: "robert",
  greg: "gregory",
  tom: "thomas",
  tommy: "thomas",
  mike: "michael",
  bill: "william",
  will: "william",
  liz: "elizabeth",
  beth: "elizabeth",
  jim: "james",
  jimmy: "james",
  dan: "daniel",
  danny: "daniel",
  dave: "david",
  steve: "steven",
};

function words(name: string): string[] {
  return name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .split(/[\s.]+/)
    .filter(Boolean);
}

/**
 * Two names read as the same person's: the same first name (accents and common nicknames aside)
 * and a last-name initial in common, or the same first name where one of them has no last name.
 * "Norma A." reads like "Norma Alvarez"; "Maria C." like "Maria de la Cruz"; "Robert T." not like "Robert Chen".
 */
export function namesReadAlike(a: string, b: string): boolean {
  const [firstA = "", ...restA] = words(a);
  const [firstB = "", ...restB] = words(b);
  if ((nicknames[firstA] ?? firstA) !== (nicknames[firstB] ?? firstB)) return false;
  if (restA.length === 0 || restB.length === 0) return true;
  const initialsB = new Set(restB.map((word) => word.charAt(0)));
  return restA.some((word) => initialsB.has(word.charAt(0)));
}

function where(record: TestimonialRecord): string {
  return `"${record.name}" (${record.pages.join(", ")})`;
}

function roleOf(record: TestimonialRecord): string {
  return `${record.role.en} / ${record.role.es}${record.company ? ` at ${record.company}` : ""}`;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Each broken rule, as one line a person can act on; none when the data is fit to publish. */
export function testimonialProblems(
  records: readonly TestimonialRecord[],
  context: {
    team: readonly { name: string }[];
    pages: readonly TestimonialPageId[];
    today?: string;
    /** A page's name in the lines (the editor's "IRS Levies"); its id (`service/irs-levies`) by default. */
    nameOf?: (page: TestimonialPageId) => string;
  },
): string[] {
  const problems: string[] = [];
  const today = context.today ?? new Date().toISOString().slice(0, 10);

  for (const record of records) {
    if (!record.name.trim()) problems.push(`a testimonial on ${record.pages.join(", ")} has no name`);
    // Both languages, always: the same person, role and words in English and Spanish.
    for (const lang of ["en", "es"] as const) {
      if (!record.quote[lang]?.trim()) problems.push(`${where(record)} has no ${lang} quote`);
      if (!record.role[lang]?.trim()) problems.push(`${where(record)} has no ${lang} role`);
    }
    if (record.quote.en.trim() === record.quote.es.trim())
      problems.push(`${where(record)}: the Spanish quote is the English one, not a translation`);
    if (record.pages.length === 0) problems.push(`"${record.name}" appears on no page`);
    for (const page of record.pages)
      if (!context.pages.includes(page))
        problems.push(`${where(record)}: "${page}" is not a page that shows testimonials`);

    // Not staff: a testimonial must never read as a team member's (16 CFR 465.5).
    for (const member of context.team)
      if (namesReadAlike(record.name, member.name))
        problems.push(`${where(record)} reads like the team member "${member.name}"`);

    // Real and consented at launch (16 CFR 465.2): a sample may stand in only while it is marked.
    const { consent } = record;
    if (!consent.signed && !record.sample)
      problems.push(`${where(record)} has no signed consent and is not marked as an example`);
    if (consent.signed) {
      const signedOn = consent.signedOn ?? "";
      if (!isoDate.test(signedOn) || Number.isNaN(Date.parse(signedOn)) || signedOn > today)
        problems.push(`${where(record)}: consent signedOn "${signedOn}" is not a past date (YYYY-MM-DD)`);
      if (!consent.keptIn?.trim())
        problems.push(`${where(record)}: consent does not say where the signed form is kept`);
    }
  }

  // One person, one role: the same name (or one that reads like it) never comes with another role.
  records.forEach((a, i) => {
    for (const b of records.slice(i + 1))
      if (namesReadAlike(a.name, b.name) && roleOf(a) !== roleOf(b))
        problems.push(
          `${where(a)} and ${where(b)} read as one person with two roles: "${roleOf(a)}" and "${roleOf(b)}"`,
        );
  });

  for (const page of context.pages) {
    const count = records.filter((record) => record.pages.includes(page)).length;
    // None is a page not yet given its testimonials (its section is left out); a few would leave
    // holes in the section's three columns.
    if (count !== 0 && count !== testimonialsPerPage)
      problems.push(
        `${context.nameOf?.(page) ?? page} shows ${count} testimonials; it needs ${testimonialsPerPage} (or none)`,
      );
  }
  return problems;
}

/**
 * Testimonials whose result claim is not yet backed (16 CFR 255.2(b)): one line each, for
 * `check:launch`. Kept apart from `testimonialProblems`, which the site's data must pass today:
 * whether a result is typical is something only the firm can establish.
 */
export function resultClaimsToSubstantiate(records: readonly TestimonialRecord[]): string[] {
  return records.flatMap((record) =>
    record.claimsResult && !record.claimsResult.substantiation?.trim()
      ? [
          `${where(record)} claims a result (${record.claimsResult.what}): keep evidence that clients in that situation generally get it, or show with it what they can generally expect; then say where in claimsResult.substantiation`,
        ]
      : [],
  );
}
