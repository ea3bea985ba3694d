/**
 * Size benchmark of the build: for every prerendered page, the JavaScript and CSS a first visit
 * downloads, gzipped (level 9), against the budgets below; and which big libraries each page pulls.
 *
 *   npm run build && npm run bench:size [-- --check] [-- path/to/build/client]
 *
 * A page's downloads are its `<script src>`, `<link rel=modulepreload>`, `<link rel=stylesheet>` and
 * the modules its inline module script imports, plus every chunk those import statically (the
 * modulepreload list should already name them all: a chunk it misses is reported). Literal `import()`s
 * load later, so they are listed as lazy, not counted. React Router's manifest is read as a second
 * check: the imports of each route module on the page must be loaded, and its CSS linked.
 * KB here is 1024 bytes. With --check, exits 1 when a page is over budget (sizes are deterministic).
 */
import { readdir, readFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { chunkImports, librariesIn, pageAssetUrls, resolveSpecifier, routeOfHtmlFile } from "./page-assets.ts";
import { textTable } from "./text-table.ts";

const budgetKb = { js: 130, css: 25 };

const args = process.argv.slice(2);
const check = args.includes("--check");
const clientDir = resolve(args.find((a) => !a.startsWith("--")) ?? join(import.meta.dirname, "../build/client"));

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

interface ReactRouterManifest {
  entry: { module: string; imports?: string[]; css?: string[] };
  routes: Record<string, { module: string; imports?: string[]; css?: string[] }>;
}

async function reactRouterManifest(scripts: string[]): Promise<ReactRouterManifest | undefined> {
  for (const url of scripts.filter((s) => /\/manifest-[^/]+\.js$/.test(s))) {
    const code = await readFile(join(clientDir, url), "utf8");
    const json = /window\.__reactRouterManifest\s*=\s*(\{[\s\S]*\})\s*;?\s*$/.exec(code)?.[1];
    if (json) return JSON.parse(json) as ReactRouterManifest;
  }
  return undefined;
}

interface PageReport {
  route: string;
  /** The JS the page downloads: URL paths of the chunks. */
  js: string[];
  jsGzip: number;
  cssGzip: number;
  libraries: string[];
  lazy: string[];
  /** Statically imported chunks the HTML does not preload: fetched late, in a waterfall. */
  notPreloaded: string[];
  /** Files React Router's manifest lists for this page's routes that the HTML does not load. */
  manifestMissing: string[];
}

async function measurePage(htmlFile: string): Promise<PageReport> {
  const html = await readFile(htmlFile, "utf8");
  const { scripts, stylesheets, modulepreloads } = pageAssetUrls(html);

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
      // Decision 004 strips every modulepreload link on purpose: only a page that keeps some can miss one.
      if (modulepreloads.length && !modulepreloads.includes(imported)) notPreloaded.add(imported);
    }
    for (const imported of dynamicImports) lazy.add(imported);
  }
  for (const url of js) lazy.delete(url);

  const manifestMissing = new Set<string>();
  const manifest = await reactRouterManifest(scripts);
  if (manifest) {
    const onPage = [manifest.entry, ...Object.values(manifest.routes)].filter((r) => js.has(r.module));
    for (const { imports = [], css = [] } of onPage) {
      for (const url of imports) if (!js.has(url)) manifestMissing.add(url);
      for (const url of css) if (!stylesheets.includes(url)) manifestMissing.add(url);
    }
  }

  const jsAssets = await Promise.all([...js].map(asset));
  const cssAssets = await Promise.all(stylesheets.map(asset));
  const sum = (list: Asset[]) => list.reduce((total, a) => total + a.gzipBytes, 0);
  return {
    route: routeOfHtmlFile(relative(clientDir, htmlFile)),
    js: [...js],
    jsGzip: sum(jsAssets),
    cssGzip: sum(cssAssets),
    libraries: [...new Set(jsAssets.flatMap((a) => a.libraries))].sort(),
    lazy: [...lazy],
    notPreloaded: [...notPreloaded],
    manifestMissing: [...manifestMissing],
  };
}

const entries = await readdir(clientDir, { withFileTypes: true, recursive: true }).catch(() => {
  console.error(`bench:size: no build at ${clientDir}; run \`npm run build\` first`);
  process.exit(1);
});
// Every prerendered page, the 404 pages included (they are `404/index.html` and `es/404/index.html`).
const htmlFiles = entries
  .filter((e) => e.isFile() && e.name === "index.html")
  .map((e) => join(e.parentPath, e.name))
  .sort();
const reports = (await Promise.all(htmlFiles.map(measurePage))).sort((a, b) => a.route.localeCompare(b.route));

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const overJs = (r: PageReport) => r.jsGzip > budgetKb.js * 1024;
const overCss = (r: PageReport) => r.cssGzip > budgetKb.css * 1024;
const maxJs = reports.reduce((a, b) => (b.jsGzip > a.jsGzip ? b : a));
const maxCss = reports.reduce((a, b) => (b.cssGzip > a.cssGzip ? b : a));
const flag = (over: boolean) => (over ? " OVER" : "");

console.log(
  `First-visit JS and CSS per page, gzip -9, KB = 1024 B (budgets: JS ${budgetKb.js} KB, CSS ${budgetKb.css} KB)`,
);
const rows = reports.map((r) => [
  r.route,
  `${kb(r.jsGzip)}${flag(overJs(r))}`,
  `${kb(r.cssGzip)}${flag(overCss(r))}`,
  String(r.js.length),
  r.libraries.join(", ") || "-",
]);
const maxRow = ["max", `${kb(maxJs.jsGzip)}${flag(overJs(maxJs))}`, `${kb(maxCss.cssGzip)}${flag(overCss(maxCss))}`];
console.log(textTable([["route", "JS KB", "CSS KB", "chunks", "libraries"], ...rows, maxRow], [0, 4]));
console.log(`  largest JS: ${maxJs.route}; largest CSS: ${maxCss.route}`);

// The chunks every page loads: what the budget leaves for the pages' own code.
const shared = [...(await commonChunks(htmlFiles))];
const sharedBytes = (await Promise.all(shared.map(asset))).reduce((t, a) => t + a.gzipBytes, 0);
console.log(`  common to every page: ${shared.length} JS chunks, ${kb(sharedBytes)} KB`);
console.log(`\nChunks of ${maxJs.route} (largest first; * = on every page)`);
const largest = await Promise.all(maxJs.js.map(async (url) => ({ url, ...(await asset(url)) })));
for (const { url, gzipBytes, libraries } of largest.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
  const note = libraries.length ? `  (${libraries.join(", ")})` : "";
  console.log(`  ${kb(gzipBytes).padStart(6)}  ${url}${shared.includes(url) ? " *" : ""}${note}`);
}

console.log("\nLibraries: the chunks that hold them, and how many pages pull them");
const libraryNames = [...new Set(reports.flatMap((r) => r.libraries))].sort();
for (const library of libraryNames) {
  const chunks: string[] = [];
  for (const [url, pending] of assets) if ((await pending).libraries.includes(library)) chunks.push(url);
  const [pages, others] = partition(reports, (r) => r.libraries.includes(library));
  const where = !others.length
    ? "every page"
    : pages.length <= others.length
      ? routes(pages)
      : `all but ${routes(others)}`;
  console.log(`  ${library}: ${chunks.join(", ")} → ${pages.length}/${reports.length} pages: ${where}`);
}

const lazyChunks = [...new Set(reports.flatMap((r) => r.lazy))];
if (lazyChunks.length) {
  // Code a page loads on use (decision 014): listed with its own size so the deferral stays visible.
  const sized = await Promise.all(lazyChunks.map(async (url) => `${url} ${kb((await asset(url)).gzipBytes)} KB`));
  console.log(`\nLoaded later with import(), on use, not counted above:\n  ${sized.join("\n  ")}`);
}

let warnings = 0;
for (const r of reports) {
  if (r.notPreloaded.length) {
    warnings++;
    console.log(`warning: ${r.route} imports without preloading: ${r.notPreloaded.join(", ")}`);
  }
  if (r.manifestMissing.length) {
    warnings++;
    console.log(`warning: ${r.route} misses files React Router's manifest lists: ${r.manifestMissing.join(", ")}`);
  }
}
if (!warnings) console.log("\nEvery statically imported chunk is preloaded, and matches React Router's manifest.");

const over = reports.filter((r) => overJs(r) || overCss(r));
if (over.length) {
  const which = over.length === reports.length ? "every page" : routes(over);
  console.log(`\nOver budget: ${over.length}/${reports.length} pages: ${which}`);
  if (check) process.exitCode = 1;
} else {
  console.log(`\nEvery page within budget.`);
}

function partition<T>(list: T[], test: (item: T) => boolean): [T[], T[]] {
  return [list.filter(test), list.filter((item) => !test(item))];
}

function routes(list: PageReport[]): string {
  return list.map((r) => r.route).join(" ");
}

/** The JS chunks that every page downloads. */
async function commonChunks(files: string[]): Promise<Set<string>> {
  let common: Set<string> | undefined;
  for (const file of files) {
    const { scripts } = pageAssetUrls(await readFile(file, "utf8"));
    const own = new Set(scripts);
    for (const url of own) for (const imported of (await asset(url)).staticImports) own.add(imported);
    common = common ? new Set([...common].filter((u) => own.has(u))) : own;
  }
  return common ?? new Set();
}
