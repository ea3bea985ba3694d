/**
 * The files of the editor at /admin (docs/decisions/020): its page, its configuration and the list
 * of samples, generated from the content files; the build writes them into build/client/admin/ and
 * `npm run cms` serves them fresh on every request. Decap's bundle is copied beside them from
 * node_modules, never committed and never loaded from a CDN.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { contentFiles } from "#app/content/data/content-files.ts";
import { contentSamples } from "#app/content/data/read-content.server.ts";
import { type CmsConfigOptions, cmsCollection, cmsConfig, editorPathOf } from "./config.ts";
import { fieldLabel } from "./field-labels.ts";

/** Where Decap's prebuilt bundle is: `decap-cms.js` and the chunks it loads from the same folder. */
export function decapBundleDir(): string {
  return dirname(createRequire(import.meta.url).resolve("decap-cms"));
}

/** The bundle's files the editor needs (not source maps, not the other entry's chunks). */
export function decapBundleFiles(): string[] {
  return readdirSync(decapBundleDir()).filter((name) => /^(\d+\.)?decap-cms\.js$/.test(name));
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The opening every editor page shares, to its `<title>`: English, and kept out of search engines. */
const editorPageHead = (title: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>`;

/** The editor's page: its configuration, then Decap's bundle, then our checks (editor.js); nothing inline. */
export function editorHtml(): string {
  return `${editorPageHead("Edit the site · NAIS")}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<script src="/admin/config.js"></script>
<script src="/admin/decap-cms.js"></script>
<script src="/admin/editor.js"></script>
</body>
</html>
`;
}

/** The built home page in `siteDir`, or "" before a first build. */
function builtHome(siteDir: string): string {
  const home = join(siteDir, "index.html");
  return existsSync(home) ? readFileSync(home, "utf8") : "";
}

/**
 * The site's stylesheet as the built home page holds it: Astro writes it into every page
 * (`inlineStylesheets: "always"`, astro.config.ts), so the editor serves it as `/admin/site.css`.
 */
export function siteStyleText(siteDir: string): string {
  return [...builtHome(siteDir).matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join("\n");
}

/**
 * The site's stylesheets for the editor's preview pane: those the built home page links
 * (`/assets/….css`), and `/admin/site.css` for the one written into it; none when the site has
 * not been built in `siteDir`.
 */
export function siteStylesheets(siteDir: string): string[] {
  const home = builtHome(siteDir);
  const links = (home.match(/<link\b[^>]*>/g) ?? [])
    .filter((link) => /\brel="stylesheet"/.test(link))
    .flatMap((link) => link.match(/\bhref="([^"]+)"/)?.[1] ?? []);
  return siteStyleText(siteDir) ? [...links, "/admin/site.css"] : links;
}

/**
 * The configuration as a script run before Decap's bundle: Decap waits for `CMS.init` (manual
 * initialisation) and gets the configuration as an object, not from a config.yml found relative to
 * the page's address (which /admin and /admin/ would resolve differently). Our script (editor.js)
 * reads it too, as `window.naisEditorConfig`, for the labels of its list of problems, and the
 * built site's stylesheets (`siteDir`), as `window.naisPreviewStyles`, for its preview pane.
 */
export function editorConfigScript(options: CmsConfigOptions, siteDir: string): string {
  return `window.CMS_MANUAL_INIT = true;
window.naisPreviewStyles = ${JSON.stringify(siteStylesheets(siteDir))};
window.naisEditorConfig = ${JSON.stringify(cmsConfig(options), null, 2)};
document.addEventListener("DOMContentLoaded", () => {
  window.CMS.init({ config: window.naisEditorConfig });
});
`;
}

/**
 * Every value still a sample, the list `npm run check:launch` prints (`contentSamples`), with a
 * link into the editor at each file. Plain HTML and no script: it is the editor's, not the site's.
 */
export function samplesHtml(root: string): string {
  const samples = contentSamples(root);
  const labelOf = (file: string) => contentFiles.find((entry) => entry.file === file)?.label ?? file;
  // Each field named as the editor names it ("Team members › 2"), from the same configuration.
  const fieldNames = new Map<string, (field: string) => string>();
  const fieldNameOf = (file: string, field: string) => {
    let name = fieldNames.get(file);
    if (!name) {
      const entry = contentFiles.find((candidate) => candidate.file === file);
      const fields = entry ? (cmsCollection(entry, root).files?.[0]?.fields ?? []) : [];
      const data: unknown = JSON.parse(readFileSync(join(root, file), "utf8"));
      name = (path: string) => fieldLabel(fields, path, data, Boolean(entry?.copy));
      fieldNames.set(file, name);
    }
    return name(field);
  };
  const rows = samples
    .map(
      (s) => `<tr>
<td><a href="${editorPathOf(s.file)}">${escapeHtml(labelOf(s.file))}</a><br><small>${escapeHtml(s.file)}</small></td>
<td>${escapeHtml(fieldNameOf(s.file, s.field))}<br><small><code>${escapeHtml(s.field)}</code></small></td>
<td>${escapeHtml(s.value)}</td>
<td>${escapeHtml(s.supply)}</td>
</tr>`,
    )
    .join("\n");
  const summary = samples.length
    ? `<p>${samples.length} ${samples.length === 1 ? "value is" : "values are"} still ${samples.length === 1 ? "an example" : "examples"}. Open each file in the editor, enter the real value and untick it under “Still samples” or “This is an example”.</p>`
    : "<p>No sample values are left: the site can go live.</p>";
  return `${editorPageHead("Values still samples · NAIS editor")}
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem; color: #1f2937; }
table { border-collapse: collapse; width: 100%; table-layout: fixed; }
th, td { border-bottom: 1px solid #d1d5db; padding: .5rem; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
th:nth-child(1), th:nth-child(2) { width: 18%; }
th { background: #f3f4f6; }
</style>
</head>
<body>
<main>
<h1>Values still samples</h1>
${summary}
<p><a href="/admin/">Back to the editor</a></p>
${
  samples.length
    ? `<table>
<thead><tr><th scope="col">File</th><th scope="col">Field</th><th scope="col">Sample value</th><th scope="col">What to supply</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : ""
}
</main>
</body>
</html>
`;
}

/**
 * The editor's made files, by their path under /admin/, each made when asked for: `npm run cms`
 * serves them afresh on every request, the build writes them once (scripts/build/write-editor.ts).
 * Decap's bundle (`decapBundleFiles`) is copied or served beside them. `siteDir` is the built site
 * (`build/client`), whose stylesheets the preview pane uses.
 */
export function editorMadeFiles(
  options: CmsConfigOptions,
  siteDir: string,
): Record<"index.html" | "samples/index.html" | "config.js" | "site.css", () => string> {
  return {
    "index.html": editorHtml,
    "samples/index.html": () => samplesHtml(options.root),
    "config.js": () => editorConfigScript(options, siteDir),
    "site.css": () => siteStyleText(siteDir),
  };
}
