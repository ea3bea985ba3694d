/**
 * The editor's own script (./editor-script/) for the browser: one file, bundled by esbuild with the
 * content schemas and the build's readers it runs, so the editor checks an entry with the very
 * code the build checks it with. The build writes it to /admin/editor.js; `npm run cms` makes it
 * afresh on each request.
 */
import { join } from "node:path";
import { build } from "esbuild";
import { buildDefines } from "#app/lib/build-defines.ts";

export async function editorScript(): Promise<string> {
  const result = await build({
    entryPoints: [join(import.meta.dirname, "editor-script/index.ts")],
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    write: false,
    legalComments: "none",
    define: buildDefines(process.env),
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
}
