/**
 * The words of a service page's address problems, one line each (`<file>: <lang>.slug: <what>`),
 * shared by the build's generator (scripts/build/service-collection.ts, which runs before the route table
 * exists, so this module imports nothing) and the checks of ./addresses.ts, so the build and the
 * editor name a problem in the same words.
 */

/**
 * What a slug may be: small letters, digits and single hyphens. It is a file's name, an address
 * and, in the generated modules, part of an import path and an identifier, so nothing else is safe.
 */
export const addressPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The words of a slug outside `addressPattern`. */
export const addressPatternMessage = "must be small letters a to z, digits and single hyphens, like tax-strategy";

/** A file whose English slug is not its name. */
export function notNamedByAddress(file: string, fileSlug: string): string {
  return `${file}: en.slug: must be the file's name, ${fileSlug}: a new page's file is named after its English address`;
}

/** An address another page has already (`other`: its page id, e.g. `service/payroll`). */
export function addressTaken(file: string, lang: "en" | "es", path: string, other: string): string {
  return `${file}: ${lang}.slug: ${path} is already the address of another page (${other}): choose another`;
}

/** A slug two files of the folder share, neither yet a page of the route table. */
export function addressShared(file: string, lang: "en" | "es", slug: string, otherFile: string): string {
  return `${file}: ${lang}.slug: ${slug} is also the address of another page (${otherFile}): one of the two must change`;
}
