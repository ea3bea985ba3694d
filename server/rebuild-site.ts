/**
 * The Node server's own build, for a day's tax figures (server/figure-rebuilds.ts): the site is
 * built beside the live one, into `build-next/`, with the same two steps as `npm run build`, then
 * swapped in, so visitors are served the old pages until the new ones are whole.
 */
import { spawn } from "node:child_process";
import { rename, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Day } from "#app/content/tax-figures/periods.ts";

function run(args: string[], root: string, day: Day): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, SITE_DAY: day },
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.on("error", fail);
    child.on("exit", (code) => (code === 0 ? done() : fail(new Error(`${args.join(" ")} exited with ${code}`))));
  });
}

/** Builds the site at `root` for `day` and puts it where the server serves it (`<root>/build`). */
export async function rebuildSite(root: string, day: Day): Promise<void> {
  const next = join(root, "build-next");
  const previous = join(root, "build-previous");
  await rm(next, { recursive: true, force: true });
  await run([join(root, "node_modules/.bin/astro"), "build", "--silent", "--outDir", join(next, "client")], root, day);
  await run([join(root, "scripts/build/postbuild.ts"), "build-next"], root, day);
  await rm(previous, { recursive: true, force: true });
  // The live build aside (none on a first build), the new one in its place.
  await rename(join(root, "build"), previous).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
  await rename(next, join(root, "build"));
  await rm(previous, { recursive: true, force: true });
}
