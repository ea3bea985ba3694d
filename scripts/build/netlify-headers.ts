/**
 * The site's `_headers` for Netlify (written by scripts/build/postbuild.ts), from the list of published
 * files: each file gets what the Node server sends for it (`answerSecurityHeaders`), and no path
 * matches two rules that set the same header (docs/decisions/022). Netlify's documentation does
 * not say which of two matching rules wins, and a merged `Cross-Origin-Opener-Policy` would be
 * invalid, so nothing is left to it:
 * - `/*` carries only the headers every answer has alike (HSTS, nosniff, frame and referrer
 *   policy, CORP, Permissions-Policy);
 * - the headers that differ (the policy, COOP, the editor's X-Robots-Tag) are in rules that never
 *   overlap: one per page address (`/x`, which Netlify matches with or without the slash, and
 *   `/x/index.html`), one per folder with no page in it (`/assets/*`), one per other file.
 * An unknown address answers a 404 page through `_redirects`; Netlify's runtime takes the headers
 * of the page it rewrites to (`/404/index.html`).
 */
import { answerSecurityHeaders, baseSecurityHeaders, isEditorPath } from "../../server/security-headers.ts";

/** The same on every answer: `/*`. Everything else goes in the rules that do not overlap. */
const everywhere = Object.fromEntries(
  Object.entries(baseSecurityHeaders).filter(([name]) => name !== "Cross-Origin-Opener-Policy"),
);

/** Astro's hashed assets: cached for a year, as the Node server caches them. */
const hashedAssetsFolder = "assets";
const yearLong = { "Cache-Control": "public, max-age=31536000, immutable" };

/**
 * Files whose type Netlify would send without its charset: a calendar feed (issue 46) is UTF-8
 * text, as the Node server says (Hono's types).
 */
const contentTypes: Record<string, string> = { ".ics": "text/calendar; charset=utf-8" };

function contentTypeOf(file: string): Record<string, string> {
  const type = Object.entries(contentTypes).find(([extension]) => file.endsWith(extension))?.[1];
  return type ? { "Content-Type": type } : {};
}

interface Rule {
  path: string;
  headers: Record<string, string>;
}

/** `files`: every published file, relative to the output folder, with `/` separators. */
export function netlifyHeaders(files: readonly string[], pagePolicy: string): string {
  const rules: Rule[] = [{ path: "/*", headers: everywhere }];
  const published = files.filter((file) => !/^_(headers|redirects)$/.test(file));
  addRules(rules, published, "", pagePolicy);
  return `${rules.map(({ path, headers }) => [path, ...Object.entries(headers).map(([n, v]) => `  ${n}: ${v}`)].join("\n")).join("\n")}\n`;
}

/** Only the headers `/*` does not already set. */
function specific(path: string, pagePolicy: string | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(answerSecurityHeaders(path, pagePolicy)).filter(([name]) => !(name in everywhere)),
  );
}

function addRules(rules: Rule[], files: readonly string[], folder: string, pagePolicy: string): void {
  const here = folder ? `${folder}/` : "";
  const children = new Map<string, string[]>();
  for (const file of files) {
    const rest = file.slice(here.length);
    const slash = rest.indexOf("/");
    if (slash === -1) {
      addFileRules(rules, file, pagePolicy);
    } else {
      const child = rest.slice(0, slash);
      children.set(child, [...(children.get(child) ?? []), file]);
    }
  }
  for (const [child, inside] of [...children].sort(([a], [b]) => a.localeCompare(b))) {
    const childFolder = `${here}${child}`;
    // A folder with no page and no editor file in it: one rule for all of it.
    if (!inside.some((file) => file.endsWith(".html")) && !isEditorPath(`/${childFolder}`)) {
      const path = `/${childFolder}/*`;
      const cache = childFolder === hashedAssetsFolder ? yearLong : {};
      rules.push({ path, headers: { ...specific(`/${childFolder}/`, undefined), ...cache } });
    } else {
      addRules(rules, inside, childFolder, pagePolicy);
    }
  }
}

function addFileRules(rules: Rule[], file: string, pagePolicy: string): void {
  if (!file.endsWith(".html")) {
    rules.push({ path: `/${file}`, headers: { ...specific(`/${file}`, undefined), ...contentTypeOf(file) } });
    return;
  }
  // A page: its address (`/x`, with or without the slash; `/` for the home page) and its file.
  const address = file === "index.html" ? "/" : `/${file.replace(/\/?index\.html$/, "")}`;
  if (file.endsWith("index.html")) rules.push({ path: address, headers: specific(address, pagePolicy) });
  rules.push({ path: `/${file}`, headers: specific(`/${file}`, pagePolicy) });
}
