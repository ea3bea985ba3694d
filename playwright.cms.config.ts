/**
 * `npm run test:cms`: the editor at /admin (docs/decisions/020) driven through its own pages in
 * Chromium, on a copy of the project (tests/cms/project-copy.ts): the local backend saves into the
 * copy's content/, the copy is built, and its pages show the change.
 */
import { defineConfig } from "@playwright/test";
import { chromiumAgainst } from "./tests/support/playwright-browser.ts";

const port = Number(process.env.E2E_PORT ?? 4303);

export default defineConfig({
  testDir: "tests/cms",
  // One copy of the project, edited and built by one test at a time.
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  // Each test saves, then builds the site (Astro, about 10 s alone, longer on a busy machine).
  timeout: 180_000,
  expect: { timeout: 15_000 },
  ...chromiumAgainst(port),
  webServer: {
    command: "node tests/cms/serve-copy.ts",
    url: `http://127.0.0.1:${port}/admin/`,
    env: { E2E_PORT: String(port), CMS_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
