import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { formEndpointPaths } from "#app/contact-form/contact-contract.ts";
import { type Redirect, retiredServiceRedirects } from "#app/lib/retired-service-addresses.ts";
import { canonicalPath, langOfPath, notFoundPaths } from "#app/lib/route-table.ts";
import { loadPagePolicies, withBaseSecurityHeaders } from "./page-headers.ts";
import { answerSecurityHeaders, nonPageContentSecurityPolicy } from "./security-headers.ts";
import { createNodeSendEmail, type NodeSendEmail } from "./send-email/runtimes/node-instance.ts";

export interface AppOptions {
  /** The prerendered site: `build/client`. */
  clientDir: string;
  /** The contact form's e-mail function; by default configured from the environment on first use. */
  sendEmail?: NodeSendEmail;
  /** Retired service pages' launch addresses and where they go; by default the route table's (app/lib/retired-service-addresses.ts). */
  retiredRedirects?: readonly Redirect[];
}

/** Cache policy by kind of file: hashed assets for a year, pages checked every time. */
export function cacheControlFor(path: string): string {
  if (/\/assets\/[^/]+$/.test(path)) return "public, max-age=31536000, immutable";
  if (path.endsWith(".html")) return "no-cache";
  return "public, max-age=3600";
}

/** The copies the build writes beside every text file (scripts/build/postbuild.ts), best first. */
const precompressedCopies = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const;

/** The file a precompressed copy was made from: `index.html.br` → `index.html`. */
function withoutCopySuffix(path: string): string {
  return path.replace(/\.(br|gz)$/, "");
}

/**
 * Whether `Accept-Encoding` accepts `encoding`: named (or `*`) with a quality above 0; `br;q=0`
 * refuses it (RFC 9110, 12.5.3).
 */
export function acceptsEncoding(acceptEncoding: string | undefined, encoding: string): boolean {
  const qualities = new Map<string, number>();
  for (const part of acceptEncoding?.split(",") ?? []) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => /^q\s*=/.test(parameter))?.replace(/^q\s*=\s*/, "");
    if (name) qualities.set(name, q === undefined ? 1 : Number(q) || 0);
  }
  return (qualities.get(encoding) ?? qualities.get("*") ?? 0) > 0;
}

/** The best precompressed copy of `file` that the request accepts, if there is one. */
async function precompressedCopyOf(file: string, acceptEncoding: string | undefined) {
  for (const copy of precompressedCopies) {
    if (!acceptsEncoding(acceptEncoding, copy.encoding)) continue;
    const path = `${file}${copy.suffix}`;
    if (
      await stat(path)
        .then((s) => s.isFile())
        .catch(() => false)
    )
      return { path, encoding: copy.encoding };
  }
  return undefined;
}

/** The socket's address; none when the app is called without a server (`app.request` in tests). */
function remoteAddressOf(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * A path that a `Location` header can only read as this site's: `//host` and `/\host` are
 * addresses of another site to a browser, so leading slashes (and backslashes) collapse into one.
 */
export function sameSitePath(path: string): string {
  return `/${path.replace(/^[/\\]+/, "")}`;
}

/** The site as a Hono app: static prerendered pages, canonical redirects, real 404s. */
export function createApp({ clientDir, sendEmail, retiredRedirects = retiredServiceRedirects() }: AppOptions): Hono {
  const app = new Hono();
  const policyForPage = loadPagePolicies(clientDir);

  // Security headers on every response; the e-mail function sets its own stricter policy. An
  // answer that is not a page (a redirect, a file) and set no policy gets one that runs nothing.
  app.use(async (c, next) => {
    await next();
    withBaseSecurityHeaders(c.res.headers);
    if (!c.res.headers.has("Content-Security-Policy"))
      c.res.headers.set("Content-Security-Policy", nonPageContentSecurityPolicy);
  });

  // The forms' endpoints (submissions; form tokens and release links beside
  // them), before the redirect and static middleware below.
  let sendEmailInstance: Promise<NodeSendEmail> | undefined = sendEmail && Promise.resolve(sendEmail);
  for (const path of formEndpointPaths) {
    app.all(path, async (c) => {
      sendEmailInstance ??= createNodeSendEmail();
      return (await sendEmailInstance).handle(c.req.raw, remoteAddressOf(c));
    });
  }

  // Canonical paths have no trailing slash and one leading slash: one address per page.
  app.use(async (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    const canonical = sameSitePath(canonicalPath(pathname));
    if (canonical !== pathname) return c.redirect(`${canonical}${search}`, 301);
    return next();
  });

  // A retired service page's address goes where Netlify's _redirects sends it (scripts/build/netlify-redirects.ts).
  const retiredTargets = new Map(retiredRedirects.map(({ from, to }) => [from, to]));
  app.use(async (c, next) => {
    const target = retiredTargets.get(c.req.path);
    return target ? c.redirect(target, 301) : next();
  });

  // The prerendered 404 pages are only ever served with a 404 status, below.
  const notFoundPathSet = new Set(Object.values(notFoundPaths));
  // Build by-products that are not pages: Netlify's configuration files.
  const internalFiles = /^\/_(headers|redirects)$/;
  app.use(async (c, next) => {
    if (notFoundPathSet.has(c.req.path) || internalFiles.test(c.req.path)) return c.notFound();
    return next();
  });

  // The precompressed copy the request accepts (brotli, else gzip), as the best static hosts do.
  app.use(
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (served, c) => {
        const path = withoutCopySuffix(served);
        c.header("Cache-Control", cacheControlFor(path));
        c.header("Vary", "Accept-Encoding");
        // What Netlify's _headers says for the same path (decision 022): a page's policy, the editor's, or none may run.
        const pagePolicy = path.endsWith(".html") ? policyForPage(path) : undefined;
        for (const [name, value] of Object.entries(answerSecurityHeaders(c.req.path, pagePolicy)))
          c.header(name, value);
      },
    }),
  );

  app.notFound(async (c) => {
    const lang = langOfPath(c.req.path);
    const file = join(clientDir, notFoundPaths[lang], "index.html");
    const copy = await precompressedCopyOf(file, c.req.header("Accept-Encoding"));
    c.header("Cache-Control", "no-cache");
    c.header("Vary", "Accept-Encoding");
    c.header("Content-Security-Policy", policyForPage(file));
    c.header("Content-Type", "text/html; charset=UTF-8");
    if (copy) c.header("Content-Encoding", copy.encoding);
    return c.body(await readFile(copy?.path ?? file), 404);
  });

  return app;
}
