/**
 * Compares what visitors meet on every page of two builds: a saved copy of an earlier build (e.g.
 * React Router's, the last one before the move to Astro) and the current one (build/client). For
 * each page, the
 * outline of scripts/check/page-outline.ts (language, head facts, landmarks, headings, text, text
 * alternatives); prints each difference as a small diff and exits 1 when any page differs or
 * is missing from one build.
 *
 *   cp -r build /tmp/old-build   # on the earlier commit
 *   npm run build && npm run compare:builds -- /tmp/old-build/client [new/client]
 */
import { readdir, readFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { routeOfHtmlFile } from "../support/page-assets.ts";
import { pageOutline } from "./page-outline.ts";

const [oldArg, newArg] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const root = resolve(import.meta.dirname, "../..");
if (!oldArg) {
  console.error(
    "compare:builds: name the earlier build to compare with, e.g. npm run compare:builds -- /tmp/old-build/client",
  );
  process.exit(2);
}
const oldDir = resolve(oldArg);
const newDir = resolve(newArg ?? join(root, "build/client"));

async function pagesOf(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => {
    console.error(`compare:builds: no build at ${dir}`);
    process.exit(2);
  });
  const files = entries.filter((e) => e.isFile() && e.name.endsWith(".html")).map((e) => join(e.parentPath, e.name));
  return new Map(files.map((file) => [routeOfHtmlFile(relative(dir, file)), file]));
}

/** The lines only in `a` and only in `b`, in order (a longest-common-subsequence diff). */
function lineDiff(a: string[], b: string[]): string[] {
  // lcs(i, j): the length of the longest common subsequence of a[i..] and b[j..].
  const width = b.length + 1;
  const table = new Uint32Array((a.length + 1) * width);
  const lcs = (i: number, j: number) => table[i * width + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * width + j] = a[i] === b[j] ? lcs(i + 1, j + 1) + 1 : Math.max(lcs(i + 1, j), lcs(i, j + 1));
    }
  }
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j >= b.length || (i < a.length && lcs(i + 1, j) >= lcs(i, j + 1))) {
      out.push(`  - ${a[i++]}`);
    } else {
      out.push(`  + ${b[j++]}`);
    }
  }
  return out;
}

const oldPages = await pagesOf(oldDir);
const newPages = await pagesOf(newDir);
const routes = [...new Set([...oldPages.keys(), ...newPages.keys()])].sort();
let differing = 0;
let missing = 0;
for (const route of routes) {
  const oldFile = oldPages.get(route);
  const newFile = newPages.get(route);
  if (!oldFile || !newFile) {
    missing++;
    console.log(`${route}: only in ${oldFile ? relative(root, oldDir) : relative(root, newDir)}`);
    continue;
  }
  const [a, b] = await Promise.all([oldFile, newFile].map(async (f) => pageOutline(await readFile(f, "utf8"))));
  const diff = lineDiff(a as string[], b as string[]);
  if (!diff.length) continue;
  differing++;
  console.log(`${route}: ${diff.length} line(s) differ (- ${relative(root, oldDir)}, + ${relative(root, newDir)})`);
  for (const line of diff) console.log(line.length > 240 ? `${line.slice(0, 240)}…` : line);
}
const same = routes.length - differing - missing;
console.log(
  `\ncompare:builds: ${same}/${routes.length} pages identical in text, landmarks and head` +
    (differing ? `, ${differing} differ` : "") +
    (missing ? `, ${missing} in one build only` : ""),
);
if (differing || missing) process.exitCode = 1;
