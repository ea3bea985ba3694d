import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { langOfPath, notFoundPaths } from "../app/lib/route-table.ts";

export interface AppOptions {
  /** The prerendered site: `build/client`. */
  clientDir: string;
}

/** Cache policy by kind of file (decisions.md 18). */
export function cacheControlFor(path: string): string {
  if (/\/assets\/[^/]+$/.test(path)) return "public, max-age=31536000, immutable";
  if (path.endsWith(".html") || path.endsWith(".data")) return "no-cache";
  return "public, max-age=3600";
}

/** The site as a Hono app: static prerendered pages, canonical redirects, real 404s. */
export function createApp({ clientDir }: AppOptions): Hono {
  const app = new Hono();

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
  app.use(async (c, next) => {
    if (notFoundPathSet.has(c.req.path) || c.req.path.includes("__spa-fallback")) return c.notFound();
    return next();
  });

  app.use(
    serveStatic({
      root: clientDir,
      onFound: (path, c) => {
        c.header("Cache-Control", cacheControlFor(path));
        // React Router's client reads prerendered route data from these files.
        if (path.endsWith(".data")) c.header("Content-Type", "text/x-script");
      },
    }),
  );

  app.notFound(async (c) => {
    const lang = langOfPath(c.req.path);
    const html = await readFile(join(clientDir, notFoundPaths[lang], "index.html"), "utf8");
    c.header("Cache-Control", "no-cache");
    return c.html(html, 404);
  });

  return app;
}
