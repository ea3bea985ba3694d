/**
 * After `react-router build`: computes the SHA-256 of every inline script of every prerendered
 * page, then writes
 * - build/security-headers.json: hashes per HTML file, read by the Hono server (per-page CSP);
 * - build/client/_headers: the same security headers for Netlify (one policy covering every page,
 *   since Netlify's header rules cannot be made to vary for the 404 rewrite);
 * - build/client/_redirects: canonical paths without trailing slash and real 404s on Netlify.
 * It fails the build when an element carries conflicting Tailwind classes (decision 014).
 */
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { languages, notFoundPaths, pages } from "../app/lib/route-table.ts";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  inlineScripts,
  type SecurityManifest,
  securityManifestFile,
} from "../server/security-headers.ts";
import { classConflicts } from "./class-conflicts.ts";

const buildDir = resolve(import.meta.dirname, "../build");
const clientDir = join(buildDir, "client");

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(".html")).map((e) => join(e.parentPath, e.name));
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64");

/**
 * Text first, script second (docs/decisions/004-text-before-script.md): every page's content is
 * in its HTML, so the hydration code need not compete with the stylesheet and the font for a slow
 * phone connection. The module script still imports everything; only the early preload goes.
 */
function withoutModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload" href="[^"]*"\/>/g, "");
}

const manifest: SecurityManifest = { scriptHashesByFile: {} };
const conflicts: string[] = [];
for (const file of await htmlFiles(clientDir)) {
  const html = withoutModulePreloads(await readFile(file, "utf8"));
  for (const { classes, overridden } of classConflicts(html)) {
    conflicts.push(`${relative(clientDir, file)}: "${overridden.join(" ")}" overridden in class="${classes}"`);
  }
  await writeFile(file, html);
  manifest.scriptHashesByFile[relative(clientDir, file)] = inlineScripts(html).map(sha256);
}
if (conflicts.length) {
  console.error(`postbuild: conflicting Tailwind classes (decision 014):\n${[...new Set(conflicts)].join("\n")}`);
  process.exit(1);
}
await writeFile(join(buildDir, securityManifestFile), `${JSON.stringify(manifest, null, 2)}\n`);

const allHashes = Object.values(manifest.scriptHashesByFile).flat();
const headerLines = Object.entries({
  ...baseSecurityHeaders,
  "Content-Security-Policy": contentSecurityPolicy(allHashes),
});
await writeFile(
  join(clientDir, "_headers"),
  [
    "/*",
    ...headerLines.map(([name, value]) => `  ${name}: ${value}`),
    "/assets/*",
    "  Cache-Control: public, max-age=31536000, immutable",
    "",
  ].join("\n"),
);

// Netlify: serve each page at its canonical path, redirect the trailing-slash form, 404 the rest.
const redirects = pages.flatMap((page) =>
  languages.flatMap((lang) => {
    const path = page.path[lang];
    if (path === "/") return [];
    return [`${path}/  ${path}  301!`, `${path}  ${path}/index.html  200`];
  }),
);
await writeFile(
  join(clientDir, "_redirects"),
  [...redirects, `/es/*  ${notFoundPaths.es}/index.html  404`, `/*  ${notFoundPaths.en}/index.html  404`, ""].join(
    "\n",
  ),
);

console.log(
  `postbuild: ${Object.keys(manifest.scriptHashesByFile).length} pages, ${new Set(allHashes).size} inline script hashes; wrote _headers, _redirects, ${securityManifestFile}`,
);
