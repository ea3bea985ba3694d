/**
 * Pure helpers of `bench-size`: which scripts and stylesheets a prerendered page makes the browser
 * download, which chunks a chunk imports, and which big libraries a chunk holds.
 */

import { init, parse } from "es-module-lexer";

await init;

export interface PageAssetUrls {
  /**
   * Every local script file the page names in an attribute (`<script src>`, `<link rel=modulepreload>`,
   * an island's component: whatever the framework's markup calls them) and the modules inline module
   * scripts import.
   */
  scripts: string[];
  /** `<link rel=stylesheet>`. */
  stylesheets: string[];
  /** The text of each `<style>` element: the site's stylesheet, which Astro writes into every page. */
  inlineStyles: string[];
  /** The `<link rel=modulepreload>` alone: the list a chunk missing from it is checked against. */
  modulepreloads: string[];
}

const tagPattern = /<(link|script)\b([^>]*)>/gi;
/** A local `.js` address as an attribute's whole value, in any element. */
const scriptInAttribute = /\s[\w:-]+=(?:"(\/[^"\s]+\.m?js)"|'(\/[^'\s]+\.m?js)')/g;
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
  }
  for (const [, body = ""] of html.matchAll(inlineModulePattern)) {
    const { staticImports, dynamicImports } = chunkImports(body);
    // The inline module script's `import("entry.client")` runs at once, so it counts as a first-visit download.
    for (const specifier of [...staticImports, ...dynamicImports]) if (isLocal(specifier)) scripts.add(specifier);
  }
  for (const [, double, single] of html.matchAll(scriptInAttribute)) {
    const url = double ?? single ?? "";
    if (isLocal(url)) scripts.add(url);
  }
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, css = ""]) => css);
  return { scripts: [...scripts], stylesheets: [...stylesheets], inlineStyles, modulepreloads: [...modulepreloads] };
}

/**
 * The specifiers a module imports: statically (fetched before it runs) and with a literal `import()`.
 * es-module-lexer reads real module syntax, so an import inside a string is not one, and nothing that
 * Vite puts before the imports (its `__vite__mapDeps` helper) hides them.
 */
/** The largest candidate of a srcset (`url 400w, url 800w`), or undefined for an empty one. */
function largestCandidate(srcset: string | undefined): string | undefined {
  const candidates = (srcset ?? "")
    .split(",")
    .map((c) => c.trim().split(/\s+/))
    .filter(([url]) => url)
    .map(([url = "", descriptor = "1x"]) => ({ url, size: Number.parseFloat(descriptor) || 1 }));
  return candidates.sort((a, b) => b.size - a.size)[0]?.url;
}

/**
 * The image files a first visit loads, as a 2× or 3× screen does: of a `<picture>`, the largest
 * candidate of its first `<source>` (the smallest format, which every supported browser decodes);
 * of an `<img>`, its srcset's largest candidate or its src; of a `<video>`, its poster. Local only.
 */
export function pageImageUrls(html: string): string[] {
  const urls = new Set<string>();
  const add = (url: string | undefined) => {
    if (url && isLocal(url)) urls.add(url);
  };
  const outsidePictures = html.replace(/<picture\b[^>]*>([\s\S]*?)<\/picture>/gi, (_, inner: string) => {
    const source = /<source\b([^>]*)>/i.exec(inner)?.[1];
    const img = /<img\b([^>]*)>/i.exec(inner)?.[1] ?? "";
    add(source ? largestCandidate(attribute(source, "srcset")) : imageFile(img));
    return "";
  });
  for (const [, attributes = ""] of outsidePictures.matchAll(/<img\b([^>]*)>/gi)) add(imageFile(attributes));
  for (const [, attributes = ""] of outsidePictures.matchAll(/<video\b([^>]*)>/gi))
    add(attribute(attributes, "poster"));
  return [...urls];
}

const imageFile = (imgAttributes: string) =>
  largestCandidate(attribute(imgAttributes, "srcset")) ?? attribute(imgAttributes, "src");

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
  { library: "react-hook-form", markers: ["reValidateMode", "shouldUnregister"] },
  { library: "zod", markers: ["$ZodType", "ZodError"] },
  { library: "radix tabs", markers: ["TabsContent"] },
  { library: "radix dialog", markers: ["DialogContent"] },
];

/** The libraries a document page must not load (docs/decisions/018-astro-renders-the-react-pages.md). */
export const frameworkLibraries: readonly string[] = ["react", "react-dom"];

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
