/**
 * `npm run test:collection`: a service page is one content file (app/content/README.md). On a copy of
 * the project (tests/cms/project-copy.ts), a page is added as one file and its picture, the copy is
 * built, and its pages are read in Chromium; then the file is removed and the copy built again. A
 * step of its own in CI (.ci/run), like test:cms: each build takes a while.
 */
import { defineConfig } from "@playwright/test";
import { chromiumAgainst } from "./tests/support/playwright-browser.ts";

// The server and the tests name the project's copy by this port (tests/cms/project-copy.ts).
process.env.E2E_PORT ??= "4305";
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: "tests/collection",
  // One copy of the project, built by one test at a time.
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  // Each test builds the copy (Astro, about 10 s alone, minutes on a busy machine).
  timeout: 600_000,
  expect: { timeout: 15_000 },
  ...chromiumAgainst(port),
  webServer: {
    command: "node tests/collection/serve-build.ts",
    url: `http://127.0.0.1:${port}/`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
