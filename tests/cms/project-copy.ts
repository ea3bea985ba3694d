/**
 * A throwaway copy of the project for the editor's end-to-end tests: the editor saves into its
 * `content/` and it is built from there, so the repository's own files are never touched. Code and
 * content are copied (imports such as `#content/site.json` resolve inside the copy); node_modules
 * and the media are linked. `server/` is copied with `scripts/`, whose editor server (cms.ts), post-build
 * step and headers import it: without it none of the copy's scripts could be started.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, cpSync, mkdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

export const projectRoot = resolve(import.meta.dirname, "../..");
/** The port of the suite's server, which names its copy (one copy a suite, so suites can run side by side). */
export const copyPort = process.env.E2E_PORT ?? "4303";
export const copyRoot = join(tmpdir(), `nais-cms-e2e-${copyPort}`);

/** A file of the copy as it reads now (`file` is its path from the copy's root, e.g. `content/site.json`). */
export const contentOf = (file: string): string => readFileSync(join(copyRoot, file), "utf8");

export function makeProjectCopy(): void {
  rmSync(copyRoot, { recursive: true, force: true });
  mkdirSync(copyRoot, { recursive: true });
  for (const path of ["app", "src", "scripts", "server", "content", "package.json", "astro.config.ts", "tsconfig.json"])
    cpSync(join(projectRoot, path), join(copyRoot, path), { recursive: true });
  for (const path of ["node_modules", "public"]) symlinkSync(join(projectRoot, path), join(copyRoot, path));
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
