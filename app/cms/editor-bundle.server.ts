/**
 * The editor's own scripts (./editor-script/) for the browser, bundled by esbuild: /admin/editor.js,
 * the start (./editor-script/start.ts), and /admin/editor-checks.js, the checks, previews and panels
 * (./editor-script/index.ts) with the content schemas and the build's readers they run, so the
 * editor checks an entry with the very code the build checks it with. Neither carries a content
 * file (docs/decisions/034): the start reads them through the backend after sign-in, then loads the
 * checks. The build writes both to /admin/; `npm run cms` makes one again when a file it was made
 * from has changed.
 */
import { existsSync, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { basename, extname, join, relative, resolve, sep } from "node:path";
import { build, type Plugin } from "esbuild";
import sharp from "sharp";
import { cardsModule, copyFilesModule, namesModule, rowsModule } from "#app/content/service-pages/service-rows-from.ts";
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

/** The editor's scripts, by their name under /admin/, and the module each is bundled from. */
export const editorScripts = {
  "editor.js": "editor-script/start.ts",
  "editor-checks.js": "editor-script/index.ts",
} as const;
export type EditorScriptName = keyof typeof editorScripts;

/**
 * Every import of a content file (`#content/….json`) becomes a read of the content store, filled
 * after sign-in (./editor-script/content-store.ts), and the modules generated from the service
 * pages' files (scripts/build/service-collection.ts) are worked out from the files read
 * (./editor-script/service-rows-now.ts): the shared modules run unchanged, with the content as it
 * is now in the repository, and no content is in the scripts. `root` is the project's.
 */
function contentFromTheStore(root: string): Plugin {
  const contentDir = join(root, "content") + sep;
  const store = JSON.stringify(join(import.meta.dirname, "editor-script/content-store.ts"));
  const rowsNow = JSON.stringify(join(import.meta.dirname, "editor-script/service-rows-now.ts"));
  const generated = new Map(
    Object.entries({
      [rowsModule]: "templateServiceRows",
      [namesModule]: "templateServiceNames",
      [cardsModule]: "templateServiceCards",
      [copyFilesModule]: "copyFiles",
    }).map(([module, name]) => [join(root, module), name]),
  );
  return {
    name: "content-from-the-store",
    setup(bundle) {
      bundle.onLoad({ filter: /\.(json|ts)$/ }, ({ path }) => {
        const name = generated.get(path);
        if (name) return { contents: `export { ${name} } from ${rowsNow};\n`, loader: "js" };
        if (!path.startsWith(contentDir) || !path.endsWith(".json")) return undefined;
        const file = relative(root, path).split(sep).join("/");
        return {
          contents: `import { contentNow } from ${store};\nexport default contentNow(${JSON.stringify(file)});\n`,
          loader: "js",
        };
      });
    },
  };
}

/**
 * A script and every file it was made from (the sources esbuild read, and the built site's
 * folder of pictures, whose names it uses), so `npm run cms` makes it again only when one changes
 * (./rebuilt-when-changed.server.ts). `siteDir` is the built site (`build/client`).
 */
export async function editorScriptAndInputs(
  siteDir?: string,
  name: EditorScriptName = "editor.js",
): Promise<{ text: string; inputs: string[] }> {
  const workingDir = process.cwd();
  const root = resolve(import.meta.dirname, "../..");
  const result = await build({
    entryPoints: [join(import.meta.dirname, editorScripts[name])],
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
    plugins: [contentFromTheStore(root), picturesAsAstroGivesThem(siteDir)],
    logLevel: "silent",
  });
  // The content files are read after sign-in, not bundled: a save does not make the script again.
  const inputs = Object.keys(result.metafile.inputs)
    .map((input) => resolve(workingDir, input))
    .filter((input) => !input.startsWith(join(root, "content") + sep));
  return { text: result.outputFiles[0]?.text ?? "", inputs: siteDir ? [...inputs, join(siteDir, "assets")] : inputs };
}

/** A script; `siteDir` is the built site (`build/client`), whose addresses of imported pictures it uses. */
export async function editorScript(siteDir?: string, name: EditorScriptName = "editor.js"): Promise<string> {
  return (await editorScriptAndInputs(siteDir, name)).text;
}
