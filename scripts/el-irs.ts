/**
 * "la IRS" → "el IRS" in every Spanish text of the repository (docs/decisions/021): the IRS's own
 * Spanish treats it as masculine (el Servicio). The article's contractions follow: "a la IRS" →
 * "al IRS", "de la IRS" → "del IRS". Safe to run again (it changes nothing the second time), e.g.
 * after a merge brings in copy written the old way; the glossary test (docs/glossary.md, row IRS)
 * then fails on anything it could not fix, such as a feminine word that agreed with the IRS.
 *
 * Usage: node scripts/el-irs.ts          rewrite the files, print how many changes in each
 *        node scripts/el-irs.ts --check  change nothing; exit 1 while any "la IRS" remains
 *
 * The glossary row's own pattern is written `la\s+IRS`, so this script never rewrites it.
 */
import { spawnSync } from "node:child_process";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";

const root = join(import.meta.dirname, "..");

/** Where Spanish is written: content files, modules, dictionaries, captions, tests, the glossary (not the
 * decision records, which tell what was written before). */
const folders = ["content", "app", "scripts", "src", "tests", "public/media"];
const alsoFiles = ["docs/glossary.md"];
const extensions = /\.(?:json|ts|tsx|astro|vtt|md)$/;

/** In this order: the contractions first, then the bare article; capitalized at a sentence's start. */
const rules: [RegExp, string][] = [
  [/\ba la IRS\b/g, "al IRS"],
  [/\bA la IRS\b/g, "Al IRS"],
  [/\bde la IRS\b/g, "del IRS"],
  [/\bDe la IRS\b/g, "Del IRS"],
  [/\bla IRS\b/g, "el IRS"],
  [/\bLa IRS\b/g, "El IRS"],
];

export function elIrs(text: string): { text: string; changes: number } {
  let changes = 0;
  let out = text;
  for (const [pattern, replacement] of rules)
    out = out.replace(pattern, () => {
      changes++;
      return replacement;
    });
  return { text: out, changes };
}

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules") yield* files(path);
    } else if (extensions.test(entry.name) && !path.endsWith("el-irs.ts")) yield path;
  }
}

if (import.meta.main) {
  const check = process.argv.includes("--check");
  let total = 0;
  const changed: string[] = [];
  const paths: string[] = alsoFiles.map((file) => join(root, file));
  for (const folder of folders) for await (const path of files(join(root, folder))) paths.push(path);
  for (const path of paths) {
    const before = await readFile(path, "utf8");
    const { text, changes } = elIrs(before);
    if (!changes) continue;
    total += changes;
    console.log(`${relative(root, path)}: ${changes}`);
    if (!check) await writeFile(path, text);
    if (/\.(?:md|ts|tsx)$/.test(path)) changed.push(path);
  }
  // A shorter article shifts a Markdown table's columns: let the formatter realign what changed.
  if (!check && changed.length) spawnSync("npx", ["biome", "format", "--write", ...changed], { stdio: "inherit" });
  console.log(check ? `${total} to change` : `${total} changed`);
  if (check && total > 0) process.exitCode = 1;
}
