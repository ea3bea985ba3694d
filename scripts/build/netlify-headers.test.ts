// @vitest-environment node
/**
 * Netlify's `_headers` (docs/decisions/022): every published file has exactly the headers the
 * Node server sends for it, and no path matches two rules that set the same header, so nothing
 * depends on how Netlify merges rules. Read back with Netlify's own parser and matching.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseAllHeaders } from "@netlify/headers-parser";
import { afterAll, describe, expect, it } from "vitest";
import {
  answerSecurityHeaders,
  baseSecurityHeaders,
  contentSecurityPolicy,
  editorContentSecurityPolicy,
  nonPageContentSecurityPolicy,
} from "../../server/security-headers.ts";
import { netlifyHeaders } from "./netlify-headers.ts";

const files = [
  "index.html",
  "index.html.br",
  "index.html.gz",
  "about-nais/index.html",
  "about-nais/index.html.br",
  "es/index.html",
  "es/servicios/index.html",
  "es/servicios/index.html.gz",
  "services/index.html",
  "services/bookkeeping/index.html",
  "tax-calendar/index.html",
  "tax-calendar/employers.ics",
  "tax-calendar/employers.ics.br",
  "es/calendario-de-impuestos/index.html",
  "es/calendario-de-impuestos/empleadores.ics",
  "404/index.html",
  "es/404/index.html",
  "assets/shell.abc123.js",
  "assets/shell.abc123.js.br",
  "assets/artwork.abc123.svg",
  "content/pictures/payroll.webp",
  "images/services/fallback.svg",
  "media/why-nais.mp4",
  "media/why-nais.en.vtt",
  "favicon.svg",
  "favicon.svg.gz",
  "robots.txt",
  "sitemap.xml",
  "admin/index.html",
  "admin/decap-cms.js",
  "admin/samples/index.html",
];
const pagePolicy = contentSecurityPolicy(["aGFzaA=="]);

const dir = await mkdtemp(join(tmpdir(), "netlify-headers-"));
afterAll(() => rm(dir, { recursive: true, force: true }));
await writeFile(join(dir, "_headers"), netlifyHeaders(files, pagePolicy));
const parsed = await parseAllHeaders({
  headersFiles: [join(dir, "_headers")],
  configHeaders: undefined,
  minimal: false,
});
const { errors } = parsed;
/** Parsed with `minimal: false`: every rule has the `forRegExp` Netlify's runtime matches with. */
const rules = parsed.headers as { for: string; forRegExp: RegExp; values: Record<string, string> }[];

/** The rules whose path matches, as Netlify's runtime finds them (`@netlify/headers`). */
const matching = (path: string) => rules.filter((rule) => rule.forRegExp.test(path));

/** The paths a request can name: every file, and each page at its address with and without the slash. */
const paths = [
  ...files.map((file) => `/${file}`),
  ...files
    .filter((file) => file.endsWith("index.html"))
    .flatMap((file) => {
      const page = `/${file.slice(0, -"index.html".length)}`;
      return page === "/" ? ["/"] : [page, page.slice(0, -1)];
    }),
];

describe("Netlify's _headers", () => {
  it("parses without an error", () => {
    expect(errors).toEqual([]);
  });

  it.each(paths)("%s matches no two rules that set the same header", (path) => {
    const seen = new Map<string, string>();
    for (const rule of matching(path)) {
      for (const name of Object.keys(rule.values).map((n) => n.toLowerCase())) {
        expect(seen.get(name), `${name} on ${path}: ${seen.get(name)} and ${rule.for}`).toBeUndefined();
        seen.set(name, rule.for);
      }
    }
  });

  it.each(paths)("%s gets what the Node server sends for it", (path) => {
    const isPage = path.endsWith("/") || path.endsWith(".html") || !/\.[a-z0-9]+$/.test(path);
    const expected = answerSecurityHeaders(path, isPage ? pagePolicy : undefined);
    const got = Object.assign({}, ...matching(path).map((rule) => rule.values));
    const { "Cache-Control": cache, "Content-Type": _type, ...security } = got;
    expect(security).toEqual(expected);
    if (path.startsWith("/assets/")) expect(cache).toBe("public, max-age=31536000, immutable");
  });

  it("sends a calendar feed as UTF-8 text/calendar, as the Node server does, and no other file a type", () => {
    const typeOf = (path: string) => Object.assign({}, ...matching(path).map((rule) => rule.values))["Content-Type"];
    expect(typeOf("/tax-calendar/employers.ics")).toBe("text/calendar; charset=utf-8");
    expect(typeOf("/es/calendario-de-impuestos/empleadores.ics")).toBe("text/calendar; charset=utf-8");
    expect(typeOf("/tax-calendar")).toBeUndefined();
    expect(typeOf("/sitemap.xml")).toBeUndefined();
  });

  it("gives pages their policy, the editor its own, and every other file a policy that runs nothing", () => {
    const headersOf = (path: string) => Object.assign({}, ...matching(path).map((rule) => rule.values));
    expect(headersOf("/about-nais")["Content-Security-Policy"]).toBe(pagePolicy);
    expect(headersOf("/es/404/index.html")["Content-Security-Policy"]).toBe(pagePolicy);
    expect(headersOf("/admin/")).toMatchObject({
      "Content-Security-Policy": editorContentSecurityPolicy(),
      "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    });
    for (const path of [
      "/images/services/fallback.svg",
      "/assets/artwork.abc123.svg",
      "/admin/decap-cms.js",
      "/favicon.svg",
    ]) {
      expect(headersOf(path)).toMatchObject({
        "Content-Security-Policy": nonPageContentSecurityPolicy,
        "Cross-Origin-Opener-Policy": "same-origin",
        "X-Content-Type-Options": baseSecurityHeaders["X-Content-Type-Options"],
      });
    }
    expect(nonPageContentSecurityPolicy).toMatch(/^default-src 'none';.*\bsandbox\b/);
  });
});
