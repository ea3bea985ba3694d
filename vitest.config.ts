/// <reference types="vitest/config" />
import { spawnSync } from "node:child_process";
import { globSync, readFileSync } from "node:fs";
import { getViteConfig } from "astro/config";

const testFiles = ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "netlify/**/*.test.ts", "scripts/**/*.test.ts"];

/**
 * Test files that replace a module (`vi.mock`, `vi.doMock`): a module that imported the
 * replacement keeps it for as long as its worker lives, so each of these files gets a fresh worker.
 * The other files share their workers' modules (each is evaluated once per worker, not once per
 * file): they must leave no state behind, and a stubbed global or variable is restored by the file
 * that stubbed it.
 */
const replacesModules = globSync(testFiles).filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, "utf8")));

// The service pages' rows and imports, generated from their folder and not committed
// (scripts/build/service-collection.ts): written before any test imports the route table.
const generate = spawnSync(process.execPath, ["scripts/build/service-collection.ts"], { encoding: "utf8" });
if (generate.status !== 0) throw new Error(generate.stderr.trim() || "generate:services failed");

// Unit and component tests sit beside the code they test; Astro's build is not needed for them.
// Astro's Vite configuration makes an imported image its metadata (src, width, height), as in the build.
export default getViteConfig({
  define: { __BUILD_YEAR__: "2026", __SITE_URL__: '""' },
  test: {
    environment: "happy-dom",
    restoreMocks: true,
    // A timeout catches a hang; no test measures speed through it. The suite runs on 2 cores shared
    // with builds and browsers: a test that renders every page, drives a form key by key or floods
    // a handler takes 1–4 s on an idle machine and several times that on a loaded one, where
    // Vitest's 5 s default failed a different test each run (and a test left running past its
    // timeout then typed into the next test's page).
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // One worker per core: Vitest's default leaves one core to its main process, which on a
    // 2-core machine (CI's) runs every file in one worker while the main process idles.
    maxWorkers: "100%",
    projects: [
      { extends: true, test: { name: "isolated", include: replacesModules } },
      { extends: true, test: { name: "shared", include: testFiles, exclude: replacesModules, isolate: false } },
    ],
  },
});
