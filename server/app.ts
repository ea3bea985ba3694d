import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import { sendEmailEndpoint } from "../app/lib/contact-contract.ts";
import { langOfPath, notFoundPaths } from "../app/lib/route-table.ts";
import { loadPagePolicies, withBaseSecurityHeaders } from "./page-headers.ts";
import { createNodeSendEmail, type NodeSendEmail } from "./send-email/node-instance.ts";

export interface AppOptions {
  /** The prerendered site: `build/client`. */
  clientDir: string;
  /** The contact form's e-mail function; by default configured from the environment on first use. */
  sendEmail?: NodeSendEmail;
}

/** Cache policy by kind of file (decisions.md 18). */
export function cacheControlFor(path: string): string {
  if (/\/assets\/[^/]+$/.test(path)) return "public, max-age=31536000, immutable";
  if (path.endsWith(".html") || path.endsWith(".data")) return "no-cache";
  return "public, max-age=3600";
}

/** The socket's address; none when the app is called without a server (`app.request` in tests). */
function remoteAddressOf(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The site as a Hono app: static prerendered pages, canonical redirects, real 404s. */
export function createApp({ clientDir, sendEmail }: AppOptions): Hono {
  const app = new Hono();
  const policyForPage = loadPagePolicies(clientDir);

  // Security headers on every response; the e-mail function sets its own stricter policy.
  app.use(async (c, next) => {
    await next();
    withBaseSecurityHeaders(c.res.headers);
  });

  // The forms' endpoint (decisions.md 14), before the redirect and static middleware below.
  let sendEmailInstance: Promise<NodeSendEmail> | undefined = sendEmail && Promise.resolve(sendEmail);
  app.all(sendEmailEndpoint, async (c) => {
    sendEmailInstance ??= createNodeSendEmail();
    return (await sendEmailInstance).handle(c.req.raw, remoteAddressOf(c));
  });

  app.use(compress());

  // Canonical paths have no trailing slash (decisions.md 4).
  app.use(async (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    if (pathname.length > 1 && pathname.endsWith("/")) {
      const canonical = pathname.replace(/\/+$/, "") || "/";
      return c.redirect(`${canonical}${search}`, 301);
    }
    return next();
  });

  // The prerendered 404 pages are only ever served with a 404 status, below.
  const notFoundPathSet = new Set(Object.values(notFoundPaths));
  // Build by-products that are not pages: the SPA fallback and Netlify's configuration files.
  const internalFiles = /__spa-fallback|^\/_(headers|redirects)$/;
  app.use(async (c, next) => {
    if (notFoundPathSet.has(c.req.path) || internalFiles.test(c.req.path)) return c.notFound();
    return next();
  });

  app.use(
    serveStatic({
      root: clientDir,
      onFound: (path, c) => {
        c.header("Cache-Control", cacheControlFor(path));
        if (path.endsWith(".html")) c.header("Content-Security-Policy", policyForPage(path));
        // React Router's client reads prerendered route data from these files.
        if (path.endsWith(".data")) c.header("Content-Type", "text/x-script");
      },
    }),
  );

  app.notFound(async (c) => {
    const lang = langOfPath(c.req.path);
    const file = join(clientDir, notFoundPaths[lang], "index.html");
    const html = await readFile(file, "utf8");
    c.header("Cache-Control", "no-cache");
    c.header("Content-Security-Policy", policyForPage(file));
    return c.html(html, 404);
  });

  return app;
}
