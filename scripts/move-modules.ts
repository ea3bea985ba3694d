/**
 * Moves source files and rewrites every import that names them, so a file can change floor or
 * folder (docs/decisions/025) in one step:
 *
 *   node scripts/move-modules.ts old.ts:new.ts …     git mv each file, then rewrite the imports
 *   node scripts/move-modules.ts --renames A..B      rewrite imports that still name a file renamed
 *                                                    between A and B (after merging a branch that
 *                                                    was written before the move)
 *
 * An import is rewritten in the scheme of docs/decisions/013: `./file.ts` for a file of the same
 * folder, `#app/…` (or `#content/`, `#assets/`, `#tests/`) where the import map reaches it, else a
 * relative path.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { importsOf, resolveImport } from "./import-floors.ts";

const importMap: [folder: string, prefix: string][] = [
  ["app/", "#app/"],
  ["content/", "#content/"],
  ["src/assets/", "#assets/"],
  ["tests/", "#tests/"],
];

/** How `file` should import `target` (both from the project root). */
export function specifierFor(file: string, target: string): string {
  if (dirname(file) === dirname(target)) return `./${basename(target)}`;
  const mapped = importMap.find(([folder]) => target.startsWith(folder));
  if (mapped) return mapped[1] + target.slice(mapped[0].length);
  const path = relative(dirname(file), target).replaceAll("\\", "/");
  return path.startsWith(".") ? path : `./${path}`;
}

/**
 * The file's text with every import of a moved file pointing at its new place, and its own relative
 * imports right again if it moved itself. `file` is where the file is now, `wasAt` where it was;
 * a relative import that finds no file from `file` was written from `wasAt` (after a merge, a moved
 * file may hold both kinds). `moved` maps old paths to new ones.
 */
export function rewriteImports(
  file: string,
  wasAt: string,
  text: string,
  moved: ReadonlyMap<string, string>,
  exists: (path: string) => boolean = existsSync,
): string {
  const specifiers = new Set(importsOf(file, text));
  // vi.mock names a module as a string that is not an import (a statement of its own, not words in a string).
  for (const match of text.matchAll(/^\s*vi\.(?:do)?[mM]ock\(\s*"([^"]+)"/gm)) if (match[1]) specifiers.add(match[1]);
  let result = text;
  for (const specifier of specifiers) {
    const fromHere = resolveImport(file, specifier);
    if (fromHere === undefined) continue;
    const target =
      exists(fromHere) || !specifier.startsWith(".") ? fromHere : (resolveImport(wasAt, specifier) ?? fromHere);
    const now = moved.get(target) ?? target;
    const next = now !== fromHere ? specifierFor(file, now) : specifier;
    if (next !== specifier) result = result.replaceAll(`"${specifier}"`, `"${next}"`);
  }
  return result;
}

function git(...args: string[]): string {
  return execFileSync("git", args, { encoding: "utf8" }).trim();
}

function main(args: string[]): void {
  const moved = new Map<string, string>();
  if (args[0] === "--renames" && args[1]) {
    for (const line of git("diff", "-M", "--name-status", "--diff-filter=R", args[1]).split("\n")) {
      const [, from, to] = line.split("\t");
      if (from && to) moved.set(from, to);
    }
  } else {
    for (const pair of args) {
      const [from, to] = pair.split(":");
      if (!from || !to) throw new Error(`${pair}: expected old/path.ts:new/path.ts`);
      moved.set(from, to);
    }
  }
  const cameFrom = new Map<string, string>();
  let moves = 0;
  for (const [from, to] of moved) {
    cameFrom.set(to, from);
    if (existsSync(from) && !existsSync(to)) {
      mkdirSync(dirname(to), { recursive: true });
      git("mv", from, to);
      moves += 1;
    }
  }
  const files = git("ls-files", "*.ts", "*.tsx", "*.astro").split("\n").filter(existsSync);
  let changed = 0;
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const next = rewriteImports(file, cameFrom.get(file) ?? file, text, moved);
    if (next !== text) {
      writeFileSync(file, next);
      changed += 1;
    }
  }
  console.log(`move-modules: ${moves} file(s) moved, imports rewritten in ${changed}.`);
}

if (import.meta.main) {
  process.chdir(join(import.meta.dirname, ".."));
  main(process.argv.slice(2));
}
