/**
 * `npm run cms`: the editor on this computer, no account (docs/decisions/020). Serves the editor
 * at /admin with its configuration and list of samples made afresh on every request, Decap's local
 * backend at /api/v1 beside it (decap-server's handlers behind a guard, app/cms/local-backend.ts:
 * it answers only this editor's page and reads and writes only content/ and the picture folders),
 * and the site beside it (`astro dev`, which shows a saved change at once).
 *
 *   npm run cms                      # editor http://127.0.0.1:4300/admin/, site from astro dev
 *   CMS_ROOT=/tmp/copy npm run cms -- --site=build   # another copy of the project; its build/client as the site
 *
 * CMS_PORT (4300) and SITE_PORT (4301) choose the ports.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { editorScript } from "#app/cms/editor-bundle.server.ts";
import { decapBundleDir, decapBundleFiles, editorMadeFiles } from "#app/cms/editor-files.ts";
import { localBackendBodyLimit, localBackendHandler } from "#app/cms/local-backend.ts";
import { localHistoryHandler } from "#app/cms/local-history.server.ts";
import { pictureFolder } from "#app/content/schema/fields.ts";
import { baseSecurityHeaders, editorHeaders, isEditorPath } from "../server/security-headers.ts";

const root = resolve(process.env.CMS_ROOT ?? join(import.meta.dirname, ".."));
const host = "127.0.0.1";
const port = Number(process.env.CMS_PORT ?? 4300);
const sitePort = Number(process.env.SITE_PORT ?? 4301);
const siteFromBuild = process.argv.includes("--site=build");
const editorOrigin = `http://${host}:${port}`;
const siteUrl = siteFromBuild ? editorOrigin : `http://${host}:${sitePort}`;

const children: ChildProcess[] = [];
function start(command: string, args: string[], env: Record<string, string>): void {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  child.on("exit", (code) => {
    if (code) {
      console.error(`cms: ${args[0]} stopped (exit ${code})`);
      process.exit(code);
    }
  });
  children.push(child);
}

if (!siteFromBuild) {
  const astro = join(dirname(createRequire(import.meta.url).resolve("astro/package.json")), "bin/astro.mjs");
  start(process.execPath, [astro, "dev", "--root", root, "--host", host, "--port", String(sitePort)], {});
}

const app = new Hono();
app.use(async (c, next) => {
  await next();
  // The editor's policy on the editor and its backend; the built site's pages keep their own inline
  // scripts (the shell's loader, decision 024), which the editor's policy would block. The build's
  // own policy, with those scripts' hashes, is the server's (npm start), written by the postbuild step.
  const editorOnly = isEditorPath(c.req.path) || c.req.path.startsWith("/api/") ? editorHeaders() : {};
  for (const [name, value] of Object.entries({ ...baseSecurityHeaders, ...editorOnly })) c.res.headers.set(name, value);
  c.res.headers.set("Cache-Control", "no-store");
});
const editorOptions = { root, backend: { name: "local", url: `${editorOrigin}/api/v1` }, siteUrl } as const;
// The built site's stylesheets dress the editor's preview pane; with `astro dev` as the site, the
// last build's, served below (none before a first `npm run build`).
const builtSite = join(root, "build/client");
const made = editorMadeFiles(editorOptions, builtSite);
// Decap's local backend on the editor's own origin: content files, and the pictures the image fields
// and Decap's media page upload (decision 020).
const scope = {
  origin: editorOrigin,
  contentFolders: ["content"],
  pictureFolders: [pictureFolder],
};
app.post("/api/v1", bodyLimit({ maxSize: localBackendBodyLimit }), await localBackendHandler(root, scope));
// A content file's versions in the working copy's git, and a restore (decision 028), behind the same guard.
app.post("/api/history", bodyLimit({ maxSize: 64 * 1024 }), localHistoryHandler(root, scope));
const html = { "Content-Type": "text/html; charset=utf-8" };
app.get("/admin", (c) => c.redirect("/admin/"));
app.get("/admin/", () => new Response(made["index.html"](), { headers: html }));
app.get("/admin/samples", (c) => c.redirect("/admin/samples/"));
app.get("/admin/samples/", () => new Response(made["samples/index.html"](), { headers: html }));
app.get(
  "/admin/config.js",
  () => new Response(made["config.js"](), { headers: { "Content-Type": "text/javascript; charset=utf-8" } }),
);
const javascript = { "Content-Type": "text/javascript; charset=utf-8" };
// Bundled afresh on each request, so a change to a schema is checked at the next reload.
app.get("/admin/editor.js", async () => new Response(await editorScript(builtSite), { headers: javascript }));
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
// The pictures the image fields hold, from the working copy, where Decap shows them from (`/content/pictures/…`).
app.use(`/${pictureFolder}/*`, serveStatic({ root }));
if (siteFromBuild) app.use(serveStatic({ root: builtSite }));
else app.use("/assets/*", serveStatic({ root: builtSite }));

serve({ fetch: app.fetch, hostname: host, port }, () => {
  console.log(`Editor: ${editorOrigin}/admin/  (saves into ${join(root, "content")} and the picture folders)`);
  console.log(`Values still samples: http://${host}:${port}/admin/samples/`);
  console.log(`Site: ${siteUrl}/`);
});

function stop(): void {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
