/**
 * `npm run test:netlify`: the end-to-end tests of `tests/netlify/` against the built site served
 * the way Netlify serves it (scripts/netlify-serve.ts: `@netlify/dev`'s emulation of Netlify's
 * request pipeline, the functions, local Blobs and an SMTP server on loopback).
 * docs/decisions/016-netlify-serves-pages-and-functions-at-their-own-addresses.md.
 */
import { defineConfig } from "@playwright/test";
import { formTestEnv } from "./tests/support/harness.ts";
import { chromiumAgainst } from "./tests/support/playwright-browser.ts";

const port = Number(process.env.NETLIFY_E2E_PORT ?? 4174);

export default defineConfig({
  testDir: "tests/netlify",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  timeout: 60_000,
  // The emulator runs each function in a fresh context: slower than the Node server, more so on a
  // busy CI machine.
  expect: { timeout: 30_000 },
  ...chromiumAgainst(port),
  webServer: {
    command: "node scripts/netlify-serve.ts",
    url: `http://127.0.0.1:${port}/`,
    env: {
      PORT: String(port),
      ...formTestEnv,
      // A delivery that failed is due again at once, so that the scheduled run invoked by hand retries it.
      RETRY_INTERVAL_MS: "1000",
      SMTP_TIMEOUT_MS: "3000",
    },
    // The functions' log lines, for a failure in CI.
    stdout: "pipe",
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
