import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The code uses its dependencies through their documented entry points and Astro through its
 * documented options and directives (docs/decisions/033): a path inside a package's files or a
 * match on the markup and module ids Astro writes breaks silently on an upgrade.
 */
const internals: ReadonlyArray<{ pattern: RegExp; what: string }> = [
  { pattern: /node_modules[\\/][@\w][@\w.-]*/, what: "a path into an installed package" },
  { pattern: /\bdist\W{1,6}(?:esm|cjs|lib)\b/, what: "a package's build folder (as a path or a pattern)" },
  { pattern: /\bastro-(?:island|slot|static-slot)\b/, what: "Astro's island elements" },
  {
    pattern: /\b(?:component|renderer|before-hydration)-url\b|\bcomponent-export\b/,
    what: "Astro's island attributes",
  },
  { pattern: /astro_type_script|\?astro&type=/, what: "Astro's module ids" },
  { pattern: /["'[]ssr["'\]]/, what: "Astro's `ssr` attribute" },
];

const thisFile = "scripts/check/dependency-internals.test.ts";

/** Folders of the project that are not its source: installed packages, outputs, caches, records. */
const notSource = new Set([
  "node_modules",
  ".git",
  "build",
  ".cache",
  ".astro",
  ".netlify",
  "outbox",
  "e2e-outbox",
  "e2e-netlify-mail",
  "test-results",
  "playwright-report",
  "bench-results",
  "screenshots",
  "docs",
]);

/** Every source file of the project: code, styles and configuration (not docs or content), read from the tree itself (a copy need not be a git checkout). */
function sourceFiles(dir = "."): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = dir === "." ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) return notSource.has(entry.name) ? [] : sourceFiles(path);
    return /\.(?:[cm]?[jt]sx?|astro|css)$/.test(entry.name) && path !== thisFile ? [path] : [];
  });
}

describe("no dependency's internals in the source", () => {
  it("names no package's internal file, and no markup or module id that Astro writes", () => {
    const found: string[] = [];
    for (const file of sourceFiles()) {
      for (const [index, line] of readFileSync(file, "utf8").split("\n").entries()) {
        for (const { pattern, what } of internals) {
          if (pattern.test(line)) found.push(`${file}:${index + 1}: ${what}: ${line.trim().slice(0, 100)}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it("recognises each kind of internal", () => {
    const samples = [
      'new URL("../node_modules/lucide-react/dist/esm/icons/", import.meta.url)',
      "test: /lucide-react[\\\\/]dist[\\\\/]esm[\\\\/]/",
      'page.locator("astro-island")',
      'attribute(attributes, "renderer-url")',
      "/astro_type_script/.test(chunk.name)",
      'island.getAttribute("ssr")',
    ];
    for (const sample of samples)
      expect(
        internals.some(({ pattern }) => pattern.test(sample)),
        sample,
      ).toBe(true);
    expect(
      internals.some(({ pattern }) =>
        pattern.test('spawn("node_modules/.bin/astro"), cacheDir: "node_modules/.astro"'),
      ),
    ).toBe(false);
  });
});
