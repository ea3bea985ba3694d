/**
 * The editor's own script (./editor-script/) for the browser: one file, bundled by esbuild with the
 * content schemas and the build's readers it runs, so the editor checks an entry with the very
 * code the build checks it with. The build writes it to /admin/editor.js; `npm run cms` makes it
 * again when a file it was made from has changed.
 */
import { existsSync, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { basename, extname, join, resolve } from "node:path";
import { build, type Plugin } from "esbuild";
import sharp from "sharp";
import { buildDefines } from "#app/lib/build-defines.ts";

const pictureTypes: Record<string, string> = {
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".avif": "image/avif",
};

/**
 * The address of a picture the site's components import (`import poster from "#assets/…webp"`) in
 * the built site `siteDir`: Astro writes it to `/assets/<name>.<8-character hash>.<ext>` (its sized
 * copies add `_…` to the hash).
 */
function builtPictureAddress(siteDir: string | undefined, file: string): string | undefined {
  const folder = siteDir && join(siteDir, "assets");
  if (!folder || !existsSync(folder)) return undefined;
  const ext = extname(file);
  const stem = basename(file, ext);
  const built = readdirSync(folder).find(
    (name) =>
      name.startsWith(`${stem}.`) && /^\.[\w-]{8}$/.test(name.slice(stem.length, -ext.length)) && name.endsWith(ext),
  );
  return built && `/assets/${built}`;
}

/**
 * A picture imported by a component the preview pane draws (the home page's video poster) as
 * astro:assets gives it, `{ src, width, height, format }`: `src` its address in the built site,
 * or, before a first build, the picture itself as a `data:` address (the editor's policy allows
 * `img-src data:`).
 */
function picturesAsAstroGivesThem(siteDir: string | undefined): Plugin {
  return {
    name: "pictures-as-astro-gives-them",
    setup(bundle) {
      bundle.onLoad({ filter: /\.(webp|png|jpe?g|avif)$/i }, async ({ path }) => {
        const bytes = await readFile(path);
        const { width, height, format } = await sharp(bytes).metadata();
        const ext = extname(path).toLowerCase();
        const src =
          builtPictureAddress(siteDir, path) ?? `data:${pictureTypes[ext]};base64,${bytes.toString("base64")}`;
        return { contents: `export default ${JSON.stringify({ src, width, height, format })};`, loader: "js" };
      });
    },
  };
}

/**
 * The script and every file it was made from (the sources esbuild read, and the built site's
 * folder of pictures, whose names it uses), so `npm run cms` makes it again only when one changes
 * (./rebuilt-when-changed.server.ts). `siteDir` is the built site (`build/client`).
 */
export async function editorScriptAndInputs(siteDir?: string): Promise<{ text: string; inputs: string[] }> {
  const workingDir = process.cwd();
  const result = await build({
    entryPoints: [join(import.meta.dirname, "editor-script/index.ts")],
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    write: false,
    metafile: true,
    absWorkingDir: workingDir,
    legalComments: "none",
    define: buildDefines(process.env),
    plugins: [picturesAsAstroGivesThem(siteDir)],
    logLevel: "silent",
  });
  const inputs = Object.keys(result.metafile.inputs).map((input) => resolve(workingDir, input));
  return { text: result.outputFiles[0]?.text ?? "", inputs: siteDir ? [...inputs, join(siteDir, "assets")] : inputs };
}

/** The script; `siteDir` is the built site (`build/client`), whose addresses of imported pictures it uses. */
export async function editorScript(siteDir?: string): Promise<string> {
  return (await editorScriptAndInputs(siteDir)).text;
}
