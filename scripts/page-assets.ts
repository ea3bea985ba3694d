/**
 * Pure helpers of `bench-size`: which scripts and stylesheets a prerendered page makes the browser
 * download, which chunks a chunk imports, and which big libraries a chunk holds.
 */

import { init, parse } from "es-module-lexer";

await init;

export interface PageAssetUrls {
  /**
   * `<script src>`, `<link rel=modulepreload>`, the page-scripts list, the modules inline module
   * scripts import, and an Astro island's component and renderer.
   */
  scripts: string[];
  /** `<link rel=stylesheet>`. */
  stylesheets: string[];
  /** The `<link rel=modulepreload>` alone: the list a chunk missing from it is checked against. */
  modulepreloads: string[];
}

const tagPattern = /<(link|script|astro-island)\b([^>]*)>/gi;
const inlineModulePattern = /<script\b[^>]*\btype=["']?module["']?[^>]*>([\s\S]*?)<\/script>/gi;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i").exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** Local URLs only (a CDN script would not be in the build, and we have none). */
const isLocal = (url: string) => url.startsWith("/") && !url.startsWith("//");

/** The script and stylesheet URLs of one HTML page, in document order, without duplicates. */
export function pageAssetUrls(html: string): PageAssetUrls {
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  const modulepreloads = new Set<string>();
  for (const [, tag, attributes = ""] of html.matchAll(tagPattern)) {
    const rel = attribute(attributes, "rel")?.toLowerCase();
    const href = attribute(attributes, "href");
    const src = attribute(attributes, "src");
    if (tag?.toLowerCase() === "script" && src && isLocal(src)) scripts.add(src);
    if (rel === "modulepreload" && href && isLocal(href)) {
      scripts.add(href);
      modulepreloads.add(href);
    }
    if (rel === "stylesheet" && href && isLocal(href)) stylesheets.add(href);
    // An Astro island loads its component and the framework's renderer when its directive fires.
    if (tag?.toLowerCase() === "astro-island") {
      for (const name of ["component-url", "renderer-url", "before-hydration-url"]) {
        const url = attribute(attributes, name);
        if (url && isLocal(url)) scripts.add(url);
      }
    }
  }
  // The page's own scripts, loaded after the first paint from this list (app/shell-script/script-loader.ts).
  const listed = /<script type="application\/json" id="page-scripts">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (listed) {
    const { scripts: sources, preload } = JSON.parse(listed) as { scripts: string[]; preload: string[] };
    for (const src of sources) if (isLocal(src)) scripts.add(src);
    for (const href of preload) {
      if (!isLocal(href)) continue;
      scripts.add(href);
      modulepreloads.add(href);
    }
  }
  for (const [, body = ""] of html.matchAll(inlineModulePattern)) {
    const { staticImports, dynamicImports } = chunkImports(body);
    // The inline module script's `import("entry.client")` runs at once, so it counts as a first-visit download.
    for (const specifier of [...staticImports, ...dynamicImports]) if (isLocal(specifier)) scripts.add(specifier);
  }
  return { scripts: [...scripts], stylesheets: [...stylesheets], modulepreloads: [...modulepreloads] };
}

/**
 * The specifiers a module imports: statically (fetched before it runs) and with a literal `import()`.
 * es-module-lexer reads real module syntax, so an import inside a string is not one, and nothing that
 * Vite puts before the imports (its `__vite__mapDeps` helper) hides them.
 */
export function chunkImports(code: string): { staticImports: string[]; dynamicImports: string[] } {
  const [imports] = parse(code);
  const staticImports = new Set<string>();
  const dynamicImports = new Set<string>();
  for (const { type, specifier } of imports) {
    if (!specifier) continue; // a computed `import(x)`
    if (type === "static" || type === "reexport-star") staticImports.add(specifier);
    else if (type === "dynamic" && /\.m?js$/.test(specifier)) dynamicImports.add(specifier);
  }
  return { staticImports: [...staticImports], dynamicImports: [...dynamicImports] };
}

/** A specifier resolved against the URL path of the module that imports it. */
export function resolveSpecifier(specifier: string, importerPath: string): string {
  return new URL(specifier, `http://build${importerPath}`).pathname;
}

/**
 * Strings that survive minification (option names, attribute names, error names, Radix part names),
 * one set per library we want to see on the routes that use it and on no other.
 */
export const librarySignatures: ReadonlyArray<{ library: string; markers: readonly string[] }> = [
  { library: "react", markers: ["react.transitional.element"] },
  { library: "react-dom", markers: ["__reactFiber$", "__reactContainer$"] },
  { library: "react-router", markers: ["__reactRouterContext", "__reactRouterManifest"] },
  { library: "react-hook-form", markers: ["reValidateMode", "shouldUnregister"] },
  { library: "zod", markers: ["$ZodType", "ZodError"] },
  { library: "radix tabs", markers: ["TabsContent"] },
  { library: "radix dialog", markers: ["DialogContent"] },
];

/** The libraries a document page must not load (docs/decisions/009-html-first-pages.md). */
export const frameworkLibraries: readonly string[] = ["react", "react-dom", "react-router"];

/** The libraries a chunk's code contains, by `librarySignatures`. */
export function librariesIn(code: string): string[] {
  return librarySignatures
    .filter(({ markers }) => markers.some((marker) => code.includes(marker)))
    .map(({ library }) => library);
}

/** The route a prerendered file answers: `services/payroll/index.html` → `/services/payroll`. */
export function routeOfHtmlFile(relativePath: string): string {
  const route = relativePath
    .replaceAll("\\", "/")
    .replace(/(^|\/)index\.html$/, "")
    .replace(/\.html$/, "");
  return `/${route}`;
}
