/**
 * `npm run test:replay`: the team's tests hold the data, not the launch content (issue 44). On a
 * copy of the project (tests/cms/project-copy.ts, with the test suites), the firm's everyday edits
 * are written as the editor writes them (tests/replay/firm-edits.ts); then the copy's own unit
 * tests, build and end-to-end tests run on it, as `npm test` would after those edits, and must
 * pass. A step of its own in CI (.ci/run): it builds and runs the end-to-end suite once more.
 *
 *   E2E_PORT=4307 node tests/replay/replay-edits.ts   (the copy's server's port; 4307 unless set)
 */
import { spawnSync } from "node:child_process";
import { readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeProjectCopy, testSuitePaths } from "#tests/cms/project-copy.ts";
import { firmEdits, removedMemberPhoto } from "./firm-edits.ts";

/** The built site's files whose name holds `name`. */
const builtFilesNamed = (root: string, name: string) =>
  readdirSync(join(root, "build/client"), { recursive: true, encoding: "utf8" }).filter((path) => path.includes(name));

const port = process.env.E2E_PORT ?? "4307";
const copyRoot = join(tmpdir(), `nais-replay-${port}`);
const started = performance.now();
const elapsed = () => `${Math.round((performance.now() - started) / 1000)} s`;

/** The copy's own scripts, in the order `npm test` runs them, each stopping the replay when it fails. */
const suites = [
  { name: "unit tests", script: "test:unit" },
  { name: "build", script: "build" },
  { name: "end-to-end tests", script: "test:e2e" },
] as const;

makeProjectCopy(copyRoot, { alsoCopied: testSuitePaths, ownCaches: true });
console.log(`Replaying the firm's edits on a copy of the project, ${copyRoot}:`);
for (const [i, edit] of firmEdits.entries()) {
  await edit.apply(copyRoot);
  console.log(`  ${i + 1}. ${edit.says}`);
}

for (const suite of suites) {
  console.log(`\n[${elapsed()}] the copy's ${suite.name}: npm run ${suite.script}`);
  const run = spawnSync("npm", ["run", "--silent", suite.script], {
    cwd: copyRoot,
    stdio: "inherit",
    env: { ...process.env, E2E_PORT: port },
  });
  // A removed member's photo, left in the folder, is not published (docs/decisions/029).
  const published = suite.script === "build" ? builtFilesNamed(copyRoot, removedMemberPhoto.replace(/\.\w+$/, "")) : [];
  if (published.length > 0) console.error(`The removed member's photo is published: ${published.join(", ")}`);
  if (run.status !== 0 || published.length > 0) {
    console.error(
      `\nAfter the firm's edits, the copy's ${suite.name} did not pass (${elapsed()}); the copy is kept: ${copyRoot}`,
    );
    process.exit(1);
  }
}
rmSync(copyRoot, { recursive: true, force: true });
console.log(
  `\nAfter the firm's ${firmEdits.length} edits, the unit tests, the build and the end-to-end tests pass (${elapsed()}).`,
);
