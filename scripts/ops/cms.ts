/**
 * `npm run cms`: the editor on this computer, no account (docs/decisions/020): /admin with its
 * configuration made afresh on every request, Decap's local backend at /api/v1 behind its guard
 * (app/cms/local-backend.ts), every answer to the editor's own origin only (./cms-app.ts), and the
 * site from `astro dev` beside it. `CMS_ROOT=/tmp/copy npm run cms -- --site=build` serves another
 * copy of the project with its build as the site; CMS_PORT (4300) and SITE_PORT (4301) set the ports.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { serve } from "@hono/node-server";
import { cmsApp } from "./cms-app.ts";

const root = resolve(process.env.CMS_ROOT ?? join(import.meta.dirname, "../.."));
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

const app = await cmsApp({ root, origin: editorOrigin, siteUrl, siteFromBuild });

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
