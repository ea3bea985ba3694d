/**
 * The project's floors, bottom to top, and the imports that run from a lower floor up to a higher
 * one (docs/decisions/025). A file may import its own floor and any floor below it.
 *
 *   node scripts/check/import-floors.ts     lists every import that runs back up; exit 1 if there is one
 */
import { globSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import ts from "typescript";

/** Each floor is a list of folders (or files), from the project root; the longest match decides. */
export const floors: readonly { name: string; holds: readonly string[] }[] = [
  // Data and media: they import nothing.
  { name: "data", holds: ["content/", "src/assets/", "public/", "app/fonts/", "app/app.css"] },
  // Rules and tools that know no content: the route table, language paths, the contact form's
  // contract, fields, rules and posting (the server and the content schemas read them too), the
  // names the markup and the shell script share, formats.
  {
    name: "lib",
    holds: [
      "app/lib/",
      "app/contact-form/contact-contract.ts",
      "app/contact-form/contact-fields.ts",
      "app/contact-form/contact-schema.ts",
      "app/contact-form/form-submission.ts",
    ],
  },
  // The content files' schemas and readers, and the facts read from them (site config, navigation).
  { name: "content", holds: ["app/content/"] },
  // The interface's dictionaries, built from content, and the language switch.
  { name: "i18n", holds: ["app/i18n/"] },
  { name: "shell-script", holds: ["app/shell-script/"] },
  // The contact form's component, its prefill and its request sit with the contract above, one floor up.
  { name: "components", holds: ["app/components/", "app/contact-form/"] },
  { name: "islands", holds: ["app/islands/"] },
  { name: "page-kinds", holds: ["app/page-kinds/"] },
  { name: "cms", holds: ["app/cms/"] },
  { name: "src", holds: ["src/"] },
  { name: "server", holds: ["server/"] },
  { name: "netlify", holds: ["netlify/"] },
  // scripts/support/ holds what the scripts and the tests share (the browser, a mail catcher): tests
  // import scripts, never the reverse.
  { name: "scripts", holds: ["scripts/"] },
];

/** The source files whose imports are checked: everything but tests (a test may reach any floor). */
const sourceGlobs = ["{app,src,server,netlify,scripts}/**/*.{ts,tsx,astro}"];
const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file) || file.includes("/test-support/");

/** `package.json` "imports": the one import scheme (docs/decisions/013). */
const importMap: Record<string, string> = {
  "#app/": "app/",
  "#content/": "content/",
  "#assets/": "src/assets/",
  "#tests/": "tests/",
};

export function floorOf(file: string): number {
  let best = -1;
  let bestLength = -1;
  floors.forEach((floor, index) => {
    for (const held of floor.holds)
      if ((file === held || file.startsWith(held)) && held.length > bestLength) {
        best = index;
        bestLength = held.length;
      }
  });
  return best;
}

/** The project file an import names, from the root; undefined for a package. */
export function resolveImport(importer: string, specifier: string): string | undefined {
  for (const [prefix, folder] of Object.entries(importMap))
    if (specifier.startsWith(prefix)) return folder + specifier.slice(prefix.length);
  if (specifier.startsWith(".")) return normalize(join(dirname(importer), specifier)).replaceAll("\\", "/");
  // `/src/…` in import.meta.glob patterns is the project root.
  if (specifier.startsWith("/")) return specifier.slice(1);
  return undefined;
}

/** Every module a source file imports (static, dynamic, `export … from`), as written. */
export function importsOf(file: string, text: string): string[] {
  // An Astro file's imports are in its frontmatter, between the first two `---` lines.
  const code = file.endsWith(".astro") ? (text.split(/^---$/m)[1] ?? "") : text;
  return ts.preProcessFile(code, true, true).importedFiles.map((imported) => imported.fileName);
}

export interface UpwardImport {
  file: string;
  specifier: string;
  from: string;
  to: string;
}

/** The imports of the files under `root` that run from a floor to a higher one. */
export function upwardImports(root: string): UpwardImport[] {
  const found: UpwardImport[] = [];
  const files = sourceGlobs.flatMap((pattern) => globSync(pattern, { cwd: root }));
  for (const file of files.map((f) => f.replaceAll("\\", "/")).sort()) {
    if (isTest(file)) continue;
    const from = floorOf(file);
    for (const specifier of importsOf(file, readFileSync(join(root, file), "utf8"))) {
      const target = resolveImport(file, specifier);
      if (target === undefined) continue;
      const to = floorOf(target);
      if (from < 0 || to < 0)
        throw new Error(
          `${file} imports ${specifier}: ${from < 0 ? file : target} is on no floor (scripts/check/import-floors.ts)`,
        );
      if (to > from) found.push({ file, specifier, from: floors[from]?.name ?? "", to: floors[to]?.name ?? "" });
    }
  }
  return found;
}

export const describeUpward = ({ file, specifier, from, to }: UpwardImport) =>
  `${file} (${from}) imports ${specifier} (${to})`;

if (import.meta.main) {
  const root = relative(process.cwd(), join(import.meta.dirname, "../..")) || ".";
  const upward = upwardImports(root);
  for (const line of upward.map(describeUpward)) console.log(line);
  console.log(`${upward.length} import(s) run back up.`);
  process.exitCode = upward.length > 0 ? 1 : 0;
}
