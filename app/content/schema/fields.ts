/**
 * The field types the content files share, each with the message a person sees when a value is
 * wrong (docs/decisions/019). The editor's patterns come from the same expressions, so it refuses
 * what the build would refuse. `.meta({ title, description })` is the field's label and help text
 * in the editor.
 */
import { z } from "zod";
import { richText, richTextProblems } from "../data/rich-text.ts";

/**
 * The longest a text may be where the design gives it one line or two, and what it is called in
 * the message ("a page title", "so it fits the heading and search results"). Copy is checked with
 * its placeholders filled (page-copy.ts, `fileSchema`), so the limit is on what visitors read.
 */
export interface LengthLimit {
  max: number;
  what: string;
  why: string;
}

/** Text that must be there: not missing, not empty, not only spaces; at most `limit.max` characters. */
export function text(limit?: LengthLimit) {
  return limited(linkableText().superRefine(plainWordsOnly), limit);
}

/** Text that must be there and has no markup tag: a plain field's base, and a paragraph's that takes links (`richTextField`). */
export function linkableText() {
  return z
    .string({ error: (issue) => (issue.input === undefined ? "is missing" : "must be text") })
    .trim()
    .min(1, "must not be empty")
    .superRefine(noMarkup);
}

function limited(filled: ReturnType<typeof linkableText>, limit?: LengthLimit) {
  if (!limit) return filled;
  const limited = filled.max(limit.max, {
    error: (issue) =>
      `is ${String(issue.input ?? "").length} characters; ${limit.what} must be at most ${limit.max} ${limit.why}`,
  });
  return limit === lengthLimits.searchDescription ? limited : limited.superRefine(wordsThatFitAPhone(limit));
}

/** An HTML tag (`<b>`, `</a>`, `<br/>`): the pages show words as words, so a tag would be shown as typed. */
const markupTag = /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i;

function noMarkup(value: string, context: z.core.$RefinementCtx<string>): void {
  const tag = value.match(markupTag)?.[0];
  if (tag)
    context.addIssue({
      code: "custom",
      message: `has markup (${tag}): write plain words, which the page sets in its own style; ${whereLinksGo}`,
    });
}

/** Said wherever a link is refused: the fields that take one say so in their help. */
const whereLinksGo =
  "a link belongs only in a paragraph whose help says it takes links (an FAQ's answer, for one), written [the words](page:contact)";

/**
 * What a plain field shows as typed (issue 44 found each saved and shown so): a bare web address,
 * which is not a link there, and Markdown's link, bold and heading marks.
 */
const markdownLink = /\[[^\]\n]*\]\([^)\n]*\)/g;
// A sentence's full stop or comma after an address is not part of it.
const webAddress = /\bhttps?:\/\/[^\s)\]]*[^\s)\].,;:!?]/i;

const shownAsTyped: readonly { mark: RegExp; what: (found: string) => string }[] = [
  { mark: new RegExp(markdownLink.source), what: (found) => `a link written as Markdown (${found})` },
  { mark: webAddress, what: (found) => `a web address (${found})` },
  { mark: /\*\*[^*\n]+\*\*|__[^_\n]+__/, what: (found) => `Markdown bold marks (${found})` },
  { mark: /^[ \t]{0,3}#{1,6}[ \t]/m, what: () => "a line that starts with # (a Markdown heading)" },
];

/**
 * A plain field's words: no link, address or Markdown mark, which the page would show as typed.
 * Every kind found is named in one message, so one correction is enough; what a mark has matched
 * (a Markdown link's address) is not named again.
 */
function plainWordsOnly(value: string, context: z.core.$RefinementCtx<string>): void {
  let rest = value;
  const found: string[] = [];
  for (const { mark, what } of shownAsTyped) {
    const match = rest.match(mark)?.[0];
    if (match === undefined) continue;
    const shown = match.length > 60 ? `${match.slice(0, 57)}…` : match;
    found.push(what(shown.trim()));
    rest = rest.replaceAll(new RegExp(mark.source, mark.flags.includes("g") ? mark.flags : `${mark.flags}g`), " ");
  }
  if (found.length)
    context.addIssue({
      code: "custom",
      message: `has ${found.join(" and ")}, which this box shows as typed: write plain words here; ${whereLinksGo}`,
    });
}

/**
 * The longest word a heading, a label or a button may hold: 24 letters fit a phone's screen (390
 * pixels) in the largest heading; the longest word of the firm's titles today has 15
 * ("Transcripciones"). A longer one is a slip (letters run together, a pasted address).
 */
export const longestWordInAHeading = 24;

function wordsThatFitAPhone(limit: LengthLimit) {
  return (value: string, context: z.core.$RefinementCtx<string>) => {
    // Placeholders are filled before this check runs; an address in a title is refused too.
    const long = value.split(/[\s/–—-]+/).find((word) => word.length > longestWordInAHeading);
    if (long)
      context.addIssue({
        code: "custom",
        message: `has a word of ${long.length} letters ("${long.slice(0, 30)}${long.length > 30 ? "…" : ""}"); ${limit.what} must have no word longer than ${longestWordInAHeading} letters, so it fits a phone's screen`,
      });
  };
}

/** The design's limits (the longest value in either language today is in brackets). */
export const lengthLimits = {
  /** The page's heading and the title in search results (55). */
  pageTitle: { max: 70, what: "a page title", why: "so it fits the heading and search results" },
  /** A section's heading (51). */
  sectionTitle: { max: 80, what: "a section's title", why: "so it fits two lines of the heading" },
  /** A card's or a list item's heading (63). */
  cardTitle: { max: 70, what: "a card's title", why: "so it fits two lines of the card" },
  /** The small line above a title (36, 52 with its placeholders unfilled). */
  eyebrow: { max: 60, what: "the small line above a title", why: "so it fits one line" },
  /** A button's words (28). */
  buttonLabel: { max: 40, what: "a button's label", why: "so it fits the button on a phone" },
  /** A page's description in search results (160). */
  searchDescription: {
    max: 160,
    what: "a description in search results",
    why: "(search engines cut longer ones)",
  },
} as const satisfies Record<string, LengthLimit>;

/** A page's title: its heading and its title in search results. */
export function pageTitle() {
  return text(lengthLimits.pageTitle);
}

/** A page's title as the editor names it, where one field is both the heading and the title in search results. */
export function pageTitleField() {
  return pageTitle().meta({
    title: "Page title",
    description: "The heading of the page and the title in search results.",
  });
}

/**
 * An optional value the editor may save as "" (Decap keeps a box that was filled in, then cleared,
 * as ""): empty is none, so clearing a box never fails the build.
 */
export function optionalValue<S extends z.ZodType>(schema: S) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    schema.optional(),
  );
}

/** The same words in both languages: neither may be missing (English is the source, Spanish follows it). */
export function bilingual<S extends z.ZodType>(schema: S) {
  return z.strictObject(
    {
      en: schema.meta({ title: "English" }),
      es: schema.meta({ title: "Español" }),
    },
    { error: (issue) => (issue.input === undefined ? "is missing (English and Spanish)" : undefined) },
  );
}

/** A US phone number as people write it: 1-800-555-0199, 800-555-0199, (805) 555-0123, 805.555.0123. */
export const usPhonePattern = /^(\+?1[-. ]?)?(\(\d{3}\)|\d{3})[-. ]?\d{3}[-. ]\d{4}$/;

export function usPhone() {
  return z
    .string({ error: "is missing" })
    .trim()
    .regex(usPhonePattern, "must be a US phone number, e.g. 1-800-555-0199 or (805) 555-0123");
}

/** The E.164 form of a US number, for `tel:` links and structured data: +18777371911. */
export function e164(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `+${digits.length === 10 ? `1${digits}` : digits}`;
}

export function email() {
  return z.email({ error: "must be an e-mail address, e.g. info@yourfirm.com" });
}

/** A web address the site links to: https only. */
export function httpsUrl() {
  return z.url({ protocol: /^https$/, error: "must be a web address starting with https://" });
}

/** A calendar day, YYYY-MM-DD. */
export function isoDate() {
  return z.iso.date({ error: "must be a date written YYYY-MM-DD, e.g. 2027-03-14" });
}

/** Whole US dollars. */
export function dollars() {
  return z
    .number({ error: "must be a number of dollars, without the $ sign" })
    .int("must be whole dollars")
    .nonnegative("must not be negative");
}

/** A clock time, 24-hour: 09:30, 19:00. */
export function clockTime() {
  return z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time on the 24-hour clock, e.g. 09:30 or 19:00");
}

/**
 * The fields of an object still holding samples, which the editor shows as a box of choices
 * (app/content/data/samples.ts). The editor saves the box emptied (its last choice unticked, or
 * cleared with its ×) as `null`: no samples, as an absent or empty list is. `holder` says whose
 * values the box lists, as the help under it reads: a whole file's ("on this page") or one row's
 * ("of this office").
 */
export function samplesOf<const K extends readonly [string, ...string[]]>(keys: K, holder = "on this page") {
  return z
    .preprocess((value) => value ?? undefined, z.array(z.enum(keys)).default([]))
    .meta({
      title: "Still samples",
      description: `Values ${holder} that are still examples. Untick each one once you have entered the real value.`,
    });
}

/** A whole item that is still an example (a team member, a testimonial, a year of the timeline). */
export function sampleFlag() {
  return z.boolean().default(false).meta({
    title: "This is an example",
    description: "Ticked while this entry is an example. Untick it once the entry is real.",
  });
}

/**
 * A paragraph that may carry links, `[text](page:contact)` (app/content/data/rich-text.ts): checked
 * for links to pages that exist, and given to the page as text and links in order.
 */
export function richTextField(portalUrl: () => string) {
  return linkableText()
    .superRefine((value, context) => {
      for (const problem of richTextProblems(value)) context.addIssue({ code: "custom", message: problem });
      // An address outside a link's brackets is shown as typed, not as a link.
      const bare = value.replace(markdownLink, "").match(webAddress)?.[0];
      if (bare)
        context.addIssue({
          code: "custom",
          message: `has a web address (${bare.length > 60 ? `${bare.slice(0, 57)}…` : bare}) that is not a link, which the page shows as typed: write it as [the words](https://…), or write the site's name in words`,
        });
    })
    .transform((value) => richText(value, portalUrl()));
}

/**
 * The words of a section's heading (`SectionHeading`, app/components/sections/section.tsx): its
 * title and the sentence under it, to spread into the section's object.
 */
export function headingFields() {
  return {
    title: text(lengthLimits.sectionTitle).meta({ title: "Title" }),
    lead: text().meta({ title: "Sentence under the title" }),
  };
}

/** A section heading's words with the small line above its title. */
export function eyebrowHeadingFields() {
  return { eyebrow: text(lengthLimits.eyebrow).meta({ title: "Small line above the title" }), ...headingFields() };
}

/** The editor's label and help for a page's description in search results (every page's file, the interface words). */
export const searchDescriptionMeta = {
  title: "Description in search results",
  description: "One or two sentences (140 to 160 characters) that search engines show under the title.",
};

/** A page's description in search results. */
export function searchDescription() {
  return text(lengthLimits.searchDescription).meta(searchDescriptionMeta);
}

/** The kinds of picture the site makes its images from (astro:assets reads each). */
export const imageExtensions = ["webp", "png", "jpg", "jpeg", "avif"] as const;

/**
 * A picture's file name: small letters, digits, dots, dashes and underscores, then its kind. Decap
 * makes an upload's name so (`slug` in app/cms/config.ts: "Foto Niño.JPG" → "foto-nino.jpg") and
 * checks this on the name alone; the build checks the whole path (`imageFile`).
 */
export const imageFileNamePattern = new RegExp(`^[a-z0-9][a-z0-9._-]*\\.(${imageExtensions.join("|")})$`);

/**
 * The narrowest picture the site takes: the service pages draw their artwork up to 400 CSS pixels
 * wide, 800 real pixels on a phone's 2× screen; a narrower picture looks blurred there. One rule
 * for every picture, so staff learn one number.
 */
export const minImageWidth = 800;

/** The editor's metadata of an image field: the folder of the repository its pictures are uploaded to. */
export interface ImageFieldMeta {
  imageFolder: string;
}

/**
 * The one folder the firm's pictures are uploaded to, beside the rest of what the firm edits: every
 * image field uploads here and the editor's Media page lists it, so every uploaded picture can be
 * found and deleted there. A picture is published only while a content file names it
 * (app/content/named-pictures.ts, docs/decisions/029).
 */
export const pictureFolder = "content/pictures";

/**
 * A picture uploaded in the editor, stored as the path the editor writes,
 * `/content/pictures/payroll.webp`: from the repository's root, and the address the editor shows
 * it from (docs/decisions/020). The editor gets an image widget uploading there (app/cms/fields.ts
 * reads `imageFolder`); the build makes the page's sizes and formats from the file
 * (src/lib/images.ts), which must exist.
 */
export function imageFile() {
  const folder = pictureFolder;
  const pattern = new RegExp(`^/${folder}/${imageFileNamePattern.source.slice(1)}`);
  return z
    .string({ error: (issue) => (issue.input === undefined ? "is missing" : "must be a picture") })
    .regex(
      pattern,
      `must be a picture uploaded in the editor: a .webp, .png, .jpg or .avif file in ${folder}, named with small letters, digits, dots and dashes`,
    )
    .meta({ imageFolder: folder } satisfies ImageFieldMeta);
}
