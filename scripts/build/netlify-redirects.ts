/**
 * The site's `_redirects` for Netlify (written by scripts/build/postbuild.ts). Pages need no rule: Netlify
 * serves `x/index.html` at `/x` and `/x/`. A rule that redirects `/x/` to `/x` would also match
 * `/x` itself, because Netlify matches a rule's path with or without its trailing slash, and every
 * page would redirect to itself (docs/decisions/016). A retired service page's launch address
 * answers 301 to where it went (app/lib/retired-service-addresses.ts). What no file answers gets the
 * 404 page of its language with status 404; neither rule is forced, so neither shadows a page.
 */
import { type Redirect, retiredServiceRedirects } from "#app/lib/retired-service-addresses.ts";
import { notFoundPaths } from "#app/lib/route-table.ts";

export function netlifyRedirects(retired: readonly Redirect[] = retiredServiceRedirects()): string {
  // Netlify applies the first rule that matches: the retired addresses, then Spanish's 404 before the rest.
  return [
    ...retired.map(({ from, to }) => `${from}  ${to}  301`),
    `/es/*  ${notFoundPaths.es}/index.html  404`,
    `/*  ${notFoundPaths.en}/index.html  404`,
    "",
  ].join("\n");
}
