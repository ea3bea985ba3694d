/**
 * Size benchmark of the build: per prerendered page, the JS, CSS and images a first visit downloads
 * (scripts and styles gzipped at level 9, images as stored; KB = 1024 bytes) against its kind's
 * budget (docs/decisions/018), and the libraries it pulls. Literal `import()`s load later: listed,
 * not counted. `--check` exits 1 when a page is over budget (sizes are deterministic).
 *
 *   npm run build && npm run bench:size [-- --check] [-- path/to/build/client]
 */
import { readdir, readFile, stat } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { appPageKinds, findPage, type PageKind as RouteKind } from "#app/lib/route-table.ts";
import {
  chunkImports,
  frameworkLibraries,
  librariesIn,
  pageAssetUrls,
  pageImageUrls,
  resolveSpecifier,
  routeOfHtmlFile,
} from "../support/page-assets.ts";
import { textTable } from "./text-table.ts";

type PageKind = "document" | "app";
const budgetKb = { js: { document: 8, app: 130 }, css: 25, images: 40 };
/**
 * Each app page's JS budget by its kind, in both languages: what it weighs with Astro's and Vite's
 * default chunks (docs/decisions/033); React Router's last build weighed contact 99.2, directory
 * 82.0, QuickBooks courses 89.5 (docs/decisions/018). The directory and the QuickBooks page 75.7
 * → 75.9 and 79.2 → 79.4: page kinds as one table and the route table's QuickBooks row naming its
 * kind (docs/development.md, "What was renamed"). Then 0.2 KB each for V8's compile hint, the first
 * line of every script file (docs/decisions/036). An island that grows raises its figure here, on
 * purpose and in the same commit.
 */
const appJsBudgetKb: Partial<Record<RouteKind, number>> = { contact: 99.8, services: 76.1, quickbooks: 79.6 };

const args = process.argv.slice(2);
const check = args.includes("--check");
const clientDir = resolve(args.find((a) => !a.startsWith("--")) ?? join(import.meta.dirname, "../../build/client"));

interface Asset {
  gzipBytes: number;
  staticImports: string[];
  dynamicImports: string[];
  libraries: string[];
}

const assets = new Map<string, Promise<Asset>>();

/** One built file, read once: its gzip size and, for JS, its imports (resolved) and libraries. */
function asset(urlPath: string): Promise<Asset> {
  let cached = assets.get(urlPath);
  if (!cached) {
    cached = readFile(join(clientDir, urlPath)).then((bytes) => {
      const gzipBytes = gzipSync(bytes, { level: 9 }).length;
      if (!urlPath.endsWith(".js")) return { gzipBytes, staticImports: [], dynamicImports: [], libraries: [] };
      const code = bytes.toString("utf8");
      const { staticImports, dynamicImports } = chunkImports(code);
      return {
        gzipBytes,
        staticImports: staticImports.map((s) => resolveSpecifier(s, urlPath)),
        dynamicImports: dynamicImports.map((s) => resolveSpecifier(s, urlPath)),
        libraries: librariesIn(code),
      };
    });
    assets.set(urlPath, cached);
  }
  return cached;
}

interface PageReport {
  route: string;
  kind: PageKind;
  /** The JS the page downloads: URL paths of the chunks. */
  js: string[];
  jsGzip: number;
  cssGzip: number;
  /** The image files the page loads, and their bytes on disk. */
  images: string[];
  imageBytes: number;
  libraries: string[];
  lazy: string[];
  /** Statically imported chunks the HTML does not preload: fetched late, in a waterfall. */
  notPreloaded: string[];
}

/** The 404 pages and every page whose kind is not an app kind are document pages. */
function kindOf(route: string): PageKind {
  const page = findPage(route)?.page;
  return page && appPageKinds.has(page.kind) ? "app" : "document";
}

async function measurePage(htmlFile: string): Promise<PageReport> {
  const html = await readFile(htmlFile, "utf8");
  const { scripts, stylesheets, inlineStyles, modulepreloads } = pageAssetUrls(html);
  const images = pageImageUrls(html);

  // Every script the page names, then everything they import statically.
  const js = new Set(scripts);
  const notPreloaded = new Set<string>();
  const lazy = new Set<string>();
  const queue = [...scripts];
  for (let url = queue.shift(); url; url = queue.shift()) {
    const { staticImports, dynamicImports } = await asset(url);
    for (const imported of staticImports) {
      if (js.has(imported)) continue;
      js.add(imported);
      queue.push(imported);
      if (!modulepreloads.includes(imported)) notPreloaded.add(imported);
    }
    for (const imported of dynamicImports) lazy.add(imported);
  }
  for (const url of js) lazy.delete(url);

  const jsAssets = await Promise.all([...js].map(asset));
  const cssAssets = await Promise.all(stylesheets.map(asset));
  const imageSizes = await Promise.all(images.map((url) => stat(join(clientDir, url)).then((s) => s.size)));
  const sum = (list: Asset[]) => list.reduce((total, a) => total + a.gzipBytes, 0);
  const route = routeOfHtmlFile(relative(clientDir, htmlFile));
  return {
    route,
    kind: kindOf(route),
    js: [...js],
    jsGzip: sum(jsAssets),
    // A stylesheet in the page is as much CSS to download as a linked one.
    cssGzip: sum(cssAssets) + (inlineStyles.length ? gzipSync(inlineStyles.join(""), { level: 9 }).length : 0),
    images,
    imageBytes: imageSizes.reduce((total, size) => total + size, 0),
    libraries: [...new Set(jsAssets.flatMap((a) => a.libraries))].sort(),
    lazy: [...lazy],
    notPreloaded: [...notPreloaded],
  };
}

const entries = await readdir(clientDir, { withFileTypes: true, recursive: true }).catch(() => {
  console.error(`bench:size: no build at ${clientDir}; run \`npm run build\` first`);
  process.exit(1);
});
// Every prerendered page, the 404 pages included (they are `404/index.html` and `es/404/index.html`).
const htmlFiles = entries
  .filter((e) => e.isFile() && e.name === "index.html")
  // The editor at /admin is the firm's staff's, not a page of the site (docs/decisions/020).
  .filter((e) => !/^admin([\\/]|$)/.test(relative(clientDir, e.parentPath)))
  .map((e) => join(e.parentPath, e.name))
  .sort();
const reports = (await Promise.all(htmlFiles.map(measurePage))).sort((a, b) => a.route.localeCompare(b.route));

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const frameworkOn = (r: PageReport) => r.libraries.filter((l) => frameworkLibraries.includes(l));
const jsBudgetKb = (r: PageReport) =>
  r.kind === "app" ? (appJsBudgetKb[findPage(r.route)?.page.kind ?? "home"] ?? budgetKb.js.app) : budgetKb.js.document;
const overJs = (r: PageReport) =>
  r.jsGzip > jsBudgetKb(r) * 1024 || (r.kind === "document" && frameworkOn(r).length > 0);
const overCss = (r: PageReport) => r.cssGzip > budgetKb.css * 1024;
const overImages = (r: PageReport) => r.imageBytes > budgetKb.images * 1024;
const flag = (over: boolean) => (over ? " OVER" : "");

console.log(
  `First-visit JS and CSS per page, gzip -9, and images as stored, KB = 1024 B (budgets: JS ${budgetKb.js.document} KB and no framework on document pages; on app pages ${Object.entries(
    appJsBudgetKb,
  )
    .map(([kind, kb]) => `${kb} KB ${kind}`)
    .join(
      ", ",
    )}, else ${budgetKb.js.app} KB; CSS ${budgetKb.css} KB; images ${budgetKb.images} KB, as a 2× screen loads them)`,
);
const rows = reports.map((r) => [
  r.route,
  r.kind,
  `${kb(r.jsGzip)}${flag(overJs(r))}`,
  `${kb(r.cssGzip)}${flag(overCss(r))}`,
  `${kb(r.imageBytes)}${flag(overImages(r))}`,
  String(r.js.length),
  r.libraries.join(", ") || "-",
]);
console.log(textTable([["route", "kind", "JS KB", "CSS KB", "IMG KB", "chunks", "libraries"], ...rows], [0, 1, 6]));

for (const kind of ["document", "app"] as const) {
  const ofKind = reports.filter((r) => r.kind === kind);
  if (!ofKind.length) continue;
  const maxJs = ofKind.reduce((a, b) => (b.jsGzip > a.jsGzip ? b : a));
  const maxCss = ofKind.reduce((a, b) => (b.cssGzip > a.cssGzip ? b : a));
  const maxImages = ofKind.reduce((a, b) => (b.imageBytes > a.imageBytes ? b : a));
  console.log(
    `  ${ofKind.length} ${kind} pages: JS at most ${kb(maxJs.jsGzip)} KB (${maxJs.route}), CSS at most ${kb(maxCss.cssGzip)} KB (${maxCss.route}), images at most ${kb(maxImages.imageBytes)} KB (${maxImages.route}: ${maxImages.images.join(", ") || "none"})`,
  );
  console.log(`\nChunks of ${maxJs.route} (largest first)`);
  const chunks = await Promise.all(maxJs.js.map(async (url) => ({ url, ...(await asset(url)) })));
  for (const { url, gzipBytes, libraries } of chunks.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    const note = libraries.length ? `  (${libraries.join(", ")})` : "";
    console.log(`  ${kb(gzipBytes).padStart(6)}  ${url}${note}`);
  }
  console.log("");
}

const lazyChunks = [...new Set(reports.flatMap((r) => r.lazy))];
if (lazyChunks.length) {
  const sized = await Promise.all(lazyChunks.map(async (url) => `${url} ${kb((await asset(url)).gzipBytes)} KB`));
  console.log(`Loaded later with import(), on use, not counted above:\n  ${sized.join("\n  ")}`);
}

let warnings = 0;
for (const r of reports) {
  if (r.notPreloaded.length) {
    warnings++;
    console.log(`warning: ${r.route} imports without preloading: ${r.notPreloaded.join(", ")}`);
  }
}
if (!warnings) console.log("Every statically imported chunk is preloaded.");

const over = reports.filter((r) => overJs(r) || overCss(r) || overImages(r));
if (over.length) {
  console.log(`\nOver budget: ${over.length}/${reports.length} pages: ${over.map((r) => r.route).join(" ")}`);
  for (const r of over.filter((r) => r.kind === "document" && frameworkOn(r).length)) {
    console.log(`  ${r.route} is a document page but loads ${frameworkOn(r).join(", ")}`);
  }
  if (check) process.exitCode = 1;
} else {
  console.log(`\nEvery page within budget.`);
}
