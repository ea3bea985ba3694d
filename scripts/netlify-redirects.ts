/**
 * The site's `_redirects` for Netlify (written by scripts/postbuild.ts). Pages need no rule: Netlify
 * serves `x/index.html` at `/x` and `/x/`. A rule that redirects `/x/` to `/x` would also match
 * `/x` itself, because Netlify matches a rule's path with or without its trailing slash, and every
 * page would redirect to itself (docs/decisions/016). What no file answers gets the 404 page of its
 * language with status 404; a 404 rule is not forced, so it never shadows a page.
 */
import { notFoundPaths } from "#app/lib/route-table.ts";

export function netlifyRedirects(): string {
  // Spanish first: Netlify applies the first rule that matches.
  return [`/es/*  ${notFoundPaths.es}/index.html  404`, `/*  ${notFoundPaths.en}/index.html  404`, ""].join("\n");
}
