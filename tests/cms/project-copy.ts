/**
 * A throwaway copy of the project for the editor's end-to-end tests: the editor saves into its
 * `content/` and it is built from there, so the repository's own files are never touched. Code and
 * content are copied (imports such as `#content/site.json` resolve inside the copy); node_modules
 * and the media are linked. `server/` is copied with `scripts/`, whose editor server (cms.ts), post-build
 * step and headers import it: without it none of the copy's scripts could be started.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

export const projectRoot = resolve(import.meta.dirname, "../..");
/** The port of the suite's server, which names its copy (one copy a suite, so suites can run side by side). */
export const copyPort = process.env.E2E_PORT ?? "4303";
export const copyRoot = join(tmpdir(), `nais-cms-e2e-${copyPort}`);

/** A file of the copy as it reads now (`file` is its path from the copy's root, e.g. `content/site.json`). */
export const contentOf = (file: string): string => readFileSync(join(copyRoot, file), "utf8");

/**
 * What a copy also needs to run the project's own unit and end-to-end suites in it (tests/replay):
 * their configurations, the specs and helpers, Netlify's functions and the docs some tests read.
 */
export const testSuitePaths = [
  "tests",
  "netlify",
  "docs",
  "vitest.config.ts",
  "playwright.config.ts",
  "netlify.toml",
  "biome.json",
] as const;

/** Where Astro and Vite keep what they cache between runs, under node_modules: a copy's own, if it asks. */
const cacheFolders = new Set([".astro", ".vite", ".vite-temp", ".vitest-cache"]);

/**
 * node_modules as links to the project's packages, but caches of its own, so that the copy's
 * build does not rename Astro's data store under another copy's build running at the same time
 * (ENOENT on `.astro/data-store.json`); the pictures Astro has already made are shared, as they
 * are the same for every copy and slow to make again.
 */
function linkPackagesWithOwnCaches(root: string): void {
  const packages = join(projectRoot, "node_modules");
  mkdirSync(join(root, "node_modules/.astro"), { recursive: true });
  mkdirSync(join(packages, ".astro/assets"), { recursive: true });
  for (const entry of readdirSync(packages))
    if (!cacheFolders.has(entry)) symlinkSync(join(packages, entry), join(root, "node_modules", entry));
  symlinkSync(join(packages, ".astro/assets"), join(root, "node_modules/.astro/assets"));
}

export interface CopyOptions {
  /** Also copied, e.g. `testSuitePaths`. */
  alsoCopied?: readonly string[];
  /** Caches of its own (`linkPackagesWithOwnCaches`), for a copy built while others may be. */
  ownCaches?: boolean;
}

/** A fresh copy at `root` (default: the suite's, by its port). */
export function makeProjectCopy(root = copyRoot, { alsoCopied = [], ownCaches = false }: CopyOptions = {}): void {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  for (const path of [
    "app",
    "src",
    "scripts",
    "server",
    "content",
    "package.json",
    "astro.config.ts",
    "tsconfig.json",
    ...alsoCopied,
  ])
    cpSync(join(projectRoot, path), join(root, path), { recursive: true });
  symlinkSync(join(projectRoot, "public"), join(root, "public"));
  if (ownCaches) linkPackagesWithOwnCaches(root);
  else symlinkSync(join(projectRoot, "node_modules"), join(root, "node_modules"));
}

/**
 * The site built from the copy's content (Astro's build, as `npm run build` starts), into its
 * build/client; `day`: built as it will be on that day (`SITE_DAY`, docs/decisions/026).
 */
export function buildCopy(day?: string): void {
  const astro = join(dirname(createRequire(import.meta.url).resolve("astro/package.json")), "bin/astro.mjs");
  execFileSync(process.execPath, [astro, "build", "--root", copyRoot, "--silent"], {
    cwd: copyRoot,
    stdio: "pipe",
    env: day ? { ...process.env, SITE_DAY: day } : process.env,
  });
}

/**
 * The copy is shared by the suite's specs, and a retry starts again: a spec that changes it puts
 * `changed` back as the project has them and removes the files it `added`, before and after.
 */
export function putBackAsInProject(changed: readonly string[], added: readonly string[]): void {
  for (const file of changed) copyFileSync(join(projectRoot, file), join(copyRoot, file));
  for (const file of added) rmSync(join(copyRoot, file), { force: true });
}
