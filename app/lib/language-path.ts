/**
 * The language part of a path, on its own so that the browser's shell script can use it without
 * the route table (app/shell-script/language.ts). Plain TypeScript with no imports.
 */

export const languages = ["en", "es"] as const;
export type Lang = (typeof languages)[number];

/**
 * Canonical form: one slash between parts, no trailing slash (except the root), no query or hash.
 * A run of slashes or a backslash anywhere becomes one slash, so a link built from the path
 * (`/es//evil.example/login` → `//evil.example/login`) can never read as another site's address.
 */
export function canonicalPath(pathname: string): string {
  const trimmed = pathname.replace(/[\\/]+/g, "/").replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** The URL decides the language: paths beginning with `/es` are Spanish, all others English. */
export function langOfPath(pathname: string): Lang {
  return /^\/es(\/|$)/.test(pathname) ? "es" : "en";
}

/**
 * A path with no known counterpart in the other language (the specification's rule): it just
 * gains or loses the `/es` prefix, without a trailing slash.
 */
export function withLanguagePrefix(pathname: string, target: Lang): string {
  const path = canonicalPath(pathname);
  if (langOfPath(path) === target) return path;
  if (target === "es") return path === "/" ? "/es" : `/es${path}`;
  return canonicalPath(path.slice("/es".length));
}
