/**
 * The editor's server of `npm run cms` (./cms.ts starts it): the editor at /admin, its local
 * backend at /api/v1 and its history at /api/history, the pictures of the picture folder, and the
 * built site's files. Every request passes the Host and fetch-metadata check first
 * (app/cms/editor-server-guard.ts), every answer carries a policy (the editor's on /admin, a
 * built page's own, the sandbox on anything else), and the editor's script is bundled again only
 * when a file it is made from changes (docs/security.md).
 */
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { type EditorScriptName, editorScriptAndInputs, editorScripts } from "#app/cms/editor-bundle.server.ts";
import { decapBundleDir, decapBundleFiles, editorMadeFiles } from "#app/cms/editor-files.ts";
import { refuseEditorServerRequest } from "#app/cms/editor-server-guard.ts";
import { localBackendBodyLimit, localBackendHandler, requestHeaders } from "#app/cms/local-backend.ts";
import { type LocalBackendScope, pictureExtension } from "#app/cms/local-backend-guard.ts";
import { localHistoryHandler } from "#app/cms/local-history.server.ts";
import { type Made, rebuiltWhenChanged } from "#app/cms/rebuilt-when-changed.server.ts";
import { pictureFolder } from "#app/content/schema/fields.ts";
import { scriptHash } from "../../server/script-hash.ts";
import {
  answerSecurityHeaders,
  baseSecurityHeaders,
  contentSecurityPolicy,
  editorHeaders,
  inlineScripts,
  isEditorPath,
} from "../../server/security-headers.ts";

export interface CmsAppOptions {
  /** The working copy the editor reads and writes. */
  root: string;
  /** The editor's own origin, `http://127.0.0.1:4300`. */
  origin: string;
  /** Where the editor links to the site: `astro dev`, or this server with `--site=build`. */
  siteUrl: string;
  /** Whether this server also serves the built site (`--site=build`). */
  siteFromBuild: boolean;
  /** Makes one of the editor's scripts and names its inputs (tests give their own). */
  makeEditorScript?: (siteDir: string, name: EditorScriptName) => Promise<Made>;
}

/**
 * A built page's policy, from the inline scripts of the page as served: what the postbuild step
 * would write for it, and right even for a build made without that step (the editor suite's copies).
 */
async function builtPagePolicy(response: Response): Promise<string> {
  return contentSecurityPolicy(inlineScripts(await response.clone().text()).map(scriptHash));
}

export async function cmsApp(options: CmsAppOptions): Promise<Hono> {
  const { root, origin, siteUrl, siteFromBuild } = options;
  const builtSite = join(root, "build/client");
  const app = new Hono();
  app.use(async (c, next) => {
    await next();
    // The editor's policy on the editor and its backend; a built page (`--site=build`) one that
    // allows its own inline scripts (decision 003), as the postbuild step writes; anything else, a
    // picture, a stylesheet, a refusal, the sandbox (decision 022), as the Node server sends them.
    const path = c.req.path;
    const page = siteFromBuild && /^text\/html/.test(c.res.headers.get("Content-Type") ?? "");
    const headers =
      isEditorPath(path) || path.startsWith("/api/")
        ? { ...baseSecurityHeaders, ...editorHeaders() }
        : answerSecurityHeaders(path, page ? await builtPagePolicy(c.res) : undefined);
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    c.res.headers.set("Cache-Control", "no-store");
  });
  app.use(async (c, next) => {
    const refused = refuseEditorServerRequest(requestHeaders(c), origin);
    if (refused) return c.text(`Refused by the editor's server: ${refused}.\n`, 403);
    return next();
  });

  const editorOptions = { root, backend: { name: "local", url: `${origin}/api/v1` }, siteUrl } as const;
  // The built site's stylesheets dress the editor's preview pane; with `astro dev` as the site, the
  // last build's, served below (none before a first `npm run build`).
  const made = editorMadeFiles(editorOptions, builtSite);
  // Decap's local backend on the editor's own origin: content files, and the pictures the image fields
  // and Decap's media page upload (decision 020).
  const scope: LocalBackendScope = { origin, contentFolders: ["content"], pictureFolders: [pictureFolder] };
  app.post("/api/v1", bodyLimit({ maxSize: localBackendBodyLimit }), await localBackendHandler(root, scope));
  // A content file's versions in the working copy's git, and a restore (decision 028), behind the same guard.
  app.post("/api/history", bodyLimit({ maxSize: 64 * 1024 }), localHistoryHandler(root, scope));

  const html = { "Content-Type": "text/html; charset=utf-8" };
  const javascript = { "Content-Type": "text/javascript; charset=utf-8" };
  app.get("/admin", (c) => c.redirect("/admin/"));
  app.get("/admin/", () => new Response(made["index.html"](), { headers: html }));
  app.get("/admin/samples", (c) => c.redirect("/admin/samples/"));
  app.get("/admin/samples/", () => new Response(made["samples/index.html"](), { headers: html }));
  app.get("/admin/config.js", () => new Response(made["config.js"](), { headers: javascript }));
  app.get(
    "/admin/site.css",
    () => new Response(made["site.css"](), { headers: { "Content-Type": "text/css; charset=utf-8" } }),
  );
  // Made again when a schema or a content file it holds has changed, so a change is checked at the next reload.
  for (const name of Object.keys(editorScripts) as EditorScriptName[]) {
    const script = rebuiltWhenChanged(() => (options.makeEditorScript ?? editorScriptAndInputs)(builtSite, name));
    app.get(`/admin/${name}`, async () => new Response(await script(), { headers: javascript }));
  }
  const bundle = new Set(decapBundleFiles());
  app.use(
    "/admin/*",
    serveStatic({
      root: decapBundleDir(),
      rewriteRequestPath: (path) => {
        const name = path.replace(/^\/admin\//, "");
        return bundle.has(name) ? `/${name}` : "/not-a-bundle-file";
      },
    }),
  );
  // The pictures the image fields hold, from the working copy, where Decap shows them from
  // (`/content/pictures/…`): pictures only, whatever else the folder may hold.
  app.use(`/${pictureFolder}/*`, async (c, next) =>
    pictureExtension.test(c.req.path) ? next() : c.text("Not a picture.\n", 404),
  );
  app.use(`/${pictureFolder}/*`, serveStatic({ root }));
  if (siteFromBuild) app.use(serveStatic({ root: builtSite }));
  else app.use("/assets/*", serveStatic({ root: builtSite }));
  return app;
}
