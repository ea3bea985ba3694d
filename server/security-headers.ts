/**
 * The one source of truth for the site's security headers. The Hono server sends them; the
 * post-build script writes them into Netlify's `_headers`. Script hashes come from the built HTML.
 */

/** Sent with every response, pages and assets alike. */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};

/**
 * A policy from what a kind of page may load: everything else is denied (`default-src 'none'`),
 * and the lock-downs below hold on every page, the site's and the editor's alike.
 */
function policyOf(allowed: readonly string[]): string {
  return [
    "default-src 'none'",
    ...allowed,
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * The Content-Security-Policy of a page whose inline scripts have these SHA-256 hashes.
 * No 'unsafe-inline' or 'unsafe-eval' for scripts; style attributes are allowed
 * (docs/decisions/003-content-security-policy.md explains why).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const hashes = [...new Set(scriptHashes)].sort().map((h) => `'sha256-${h}'`);
  return policyOf([
    `script-src 'self' ${hashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
  ]);
}

/** The editor's pages (docs/decisions/020): Decap CMS, for the firm's staff, never for visitors. */
export const editorPathPrefix = "/admin";

/** Whether a request's path is the editor's: /admin, /admin/… */
export function isEditorPath(pathname: string): boolean {
  return pathname === editorPathPrefix || pathname.startsWith(`${editorPathPrefix}/`);
}

/**
 * The editor's own policy, only on /admin: Decap's bundle is served from this origin, but it
 * styles with inline `<style>` elements, compiles its configuration's schema with `new Function`
 * ('unsafe-eval'), talks to GitHub's API and shows the GitHub avatar, and reads a picture being
 * uploaded back from its `blob:` address to send it with the save. Under `npm run cms` the local
 * backend is on the editor's own origin ('self'). Site pages keep `contentSecurityPolicy` above.
 */
export function editorContentSecurityPolicy(): string {
  return policyOf([
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self' data:",
    "connect-src 'self' blob: https://api.github.com",
    "frame-src 'self' blob:",
  ]);
}

/**
 * Headers of the editor's pages besides the base ones: kept out of search engines, and
 * `same-origin-allow-popups` so that the GitHub sign-in window (opened on api.netlify.com) can
 * hand its token back to the editor, which `same-origin` would cut off.
 */
export function editorHeaders(): Record<string, string> {
  return {
    "Content-Security-Policy": editorContentSecurityPolicy(),
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "X-Robots-Tag": "noindex, nofollow",
  };
}

/**
 * The policy of every answer that is not a page (scripts, styles, pictures, fonts, the video, the
 * sitemap, JSON): nothing may load, nothing may frame it, and a document opened from it (an SVG
 * with a script, say) runs sandboxed, in an origin of its own (docs/decisions/022).
 */
export const nonPageContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * Every security header of an answer at `pathname`: a page (`pagePolicy`, its own policy), the
 * editor's page, or anything else (`pagePolicy` undefined). The Node server sends these and the
 * post-build step writes them into Netlify's `_headers`, so both send the same (decision 022).
 */
export function answerSecurityHeaders(pathname: string, pagePolicy: string | undefined): Record<string, string> {
  const editor = isEditorPath(pathname);
  if (pagePolicy === undefined) {
    return {
      ...baseSecurityHeaders,
      "Content-Security-Policy": nonPageContentSecurityPolicy,
      ...(editor ? { "X-Robots-Tag": editorHeaders()["X-Robots-Tag"] } : {}),
    } as Record<string, string>;
  }
  return { ...baseSecurityHeaders, ...(editor ? editorHeaders() : { "Content-Security-Policy": pagePolicy }) };
}

/**
 * The inline scripts of an HTML page that need a hash: executable ones, not JSON data blocks;
 * each as the browser's parser hands it to the policy check, its line breaks (CR LF, CR) as LF.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? "";
    if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
    scripts.push((match[2] ?? "").replace(/\r\n?/g, "\n"));
  }
  return scripts;
}

/** The manifest the post-build step writes: script hashes per HTML file, relative to build/client. */
export interface SecurityManifest {
  scriptHashesByFile: Record<string, string[]>;
}

export const securityManifestFile = "security-headers.json";
