/**
 * After `astro build` (into build/client): computes the SHA-256 of every inline script of every prerendered page, then writes
 * - <build>/security-headers.json: hashes per HTML file, read by the Hono server (per-page CSP);
 * - <build>/client/_headers: the same security headers for Netlify, file by file, with one page
 *   policy covering every page (scripts/build/netlify-headers.ts);
 * - <build>/client/_redirects: real 404s in the visitor's language on Netlify (scripts/build/netlify-redirects.ts);
 * - <build>/client/admin/: the editor, Decap CMS with a configuration generated from the content
 *   files (scripts/build/write-editor.ts);
 * - every picture Astro copied as it was (its originals under /assets/) again without its camera's
 *   metadata, EXIF and GPS (scripts/build/pictures-without-metadata.ts);
 * - a brotli and a gzip copy of every text file, which the Node server sends to a browser that
 *   accepts them (Netlify compresses by itself);
 * - <build>/client/built-for.json: the day the pages were built for, whose tax figures they show;
 *   the Node server and Netlify's scheduled function build again when a later day's figures differ
 *   (server/figure-rebuilds.ts, netlify/functions/figure-rebuild.ts).
 * From December 1 it names every yearly tax figure still without next year's value (the build goes on).
 * It moves Astro's not-found page where the server and Netlify look for it, and fails the build
 * when an element carries conflicting Tailwind classes (scripts/build/class-conflicts.ts).
 */
import { mkdir, readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { buildDay } from "#app/content/build-day.ts";
import { comingFiguresReport } from "#app/content/launch-check.server.ts";
import { taxFigureEntries } from "#app/content/tax-figures/index.ts";
import { describeFiguresWithoutComingValue, figuresWithoutComingValue } from "#app/content/tax-figures/periods.ts";
import { notFoundPaths } from "#app/lib/route-table.ts";
import { type BuiltFor, builtForFile } from "../../server/figure-rebuilds.ts";
import { scriptHash } from "../../server/script-hash.ts";
import {
  contentSecurityPolicy,
  inlineScripts,
  type SecurityManifest,
  securityManifestFile,
} from "../../server/security-headers.ts";
import { classConflicts } from "./class-conflicts.ts";
import { netlifyHeaders } from "./netlify-headers.ts";
import { netlifyRedirects } from "./netlify-redirects.ts";
import { stripPicturesIn } from "./pictures-without-metadata.ts";
import { writeEditor } from "./write-editor.ts";

// `build` unless another build folder is named.
const buildDir = resolve(import.meta.dirname, "../..", process.argv[2] ?? "build");
const clientDir = join(buildDir, "client");

async function files(dir: string, test: (name: string) => boolean): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && test(e.name)).map((e) => join(e.parentPath, e.name));
}

// Astro writes the English not-found page as /404.html; the server and Netlify find every page,
// the not-found pages included, at <path>/index.html.
const astroNotFound = join(clientDir, "404.html");
if (await stat(astroNotFound).catch(() => undefined)) {
  await mkdir(join(clientDir, notFoundPaths.en), { recursive: true });
  await rename(astroNotFound, join(clientDir, notFoundPaths.en, "index.html"));
}

// Each long step says what it does before its seconds, when nothing else prints.
const step = (doing: string) => console.log(`postbuild: ${doing} …`);

step("hashing the inline scripts and checking the Tailwind classes of every page");
const manifest: SecurityManifest = { scriptHashesByFile: {} };
const conflicts: string[] = [];
for (const file of await files(clientDir, (name) => name.endsWith(".html"))) {
  const html = await readFile(file, "utf8");
  for (const { classes, overridden } of classConflicts(html)) {
    conflicts.push(`${relative(clientDir, file)}: "${overridden.join(" ")}" overridden in class="${classes}"`);
  }
  manifest.scriptHashesByFile[relative(clientDir, file)] = inlineScripts(html).map(scriptHash);
}
if (conflicts.length) {
  console.error(
    `postbuild: conflicting Tailwind classes (scripts/build/class-conflicts.ts):\n${[...new Set(conflicts)].join("\n")}`,
  );
  process.exit(1);
}
await writeFile(join(buildDir, securityManifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
await writeFile(join(clientDir, builtForFile), `${JSON.stringify({ day: buildDay } satisfies BuiltFor)}\n`);

const allHashes = Object.values(manifest.scriptHashesByFile).flat();
// Netlify: every page is served at its own path from its `index.html` with no rule at all (and at
// the path with a trailing slash too; its canonical link names the one without). A rule that
// redirects `/x/` to `/x` would also match `/x` and loop: Netlify matches rules with or without
// the slash (docs/decisions/016). Only what no file answers gets a rule: its language's 404 page.
await writeFile(join(clientDir, "_redirects"), netlifyRedirects());
// Astro publishes each original picture as it was uploaded, location and camera included.
const stripped = await stripPicturesIn(clientDir);

// Brotli (best quality) and gzip copies of every text file, as the best static hosts serve them.
step("writing brotli and gzip copies of every text file");
const compressible = /\.(html|css|js|svg|xml|json|txt|vtt|ics)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
let compressed = 0;
for (const file of await files(clientDir, (name) => compressible.test(name))) {
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
    gzipped(bytes, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  compressed++;
}

// The editor at /admin after the compression above: Decap's 5 MB bundle is the staff's, not the
// visitors', and Netlify compresses it by itself.
step("writing the editor at /admin");
const editor = await writeEditor(clientDir);

// Netlify's headers last, from every file now published: each gets what the Node server sends
// for it, and no two rules that match one path set the same header (scripts/build/netlify-headers.ts).
const published = (await files(clientDir, () => true)).map((file) => relative(clientDir, file).split(sep).join("/"));
await writeFile(join(clientDir, "_headers"), netlifyHeaders(published, contentSecurityPolicy(allHashes)));

const coming = comingFiguresReport(
  describeFiguresWithoutComingValue(figuresWithoutComingValue(taxFigureEntries, buildDay)),
);
if (coming.length) console.warn(`postbuild: built for ${buildDay}. ${coming.join("\n")}`);

console.log(
  `postbuild: built for ${buildDay}; ${Object.keys(manifest.scriptHashesByFile).length} pages, ${new Set(allHashes).size} inline script hashes; wrote _headers, _redirects, ${securityManifestFile}; ${stripped.length} pictures stripped of their metadata; ${compressed} files precompressed (.br, .gz); ${editor}`,
);
