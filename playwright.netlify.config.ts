/**
 * `npm run test:netlify`: the end-to-end tests of `tests/netlify/` against the built site served
 * the way Netlify serves it (scripts/netlify-serve.ts: `@netlify/dev`'s emulation of Netlify's
 * request pipeline, the functions, local Blobs and an SMTP server on loopback).
 * docs/decisions/016-netlify-serves-pages-and-functions-at-their-own-addresses.md.
 */
import { formTestEnv } from "./tests/support/harness.ts";
import { playwrightSuite } from "./tests/support/playwright-suite.ts";

const port = Number(process.env.NETLIFY_E2E_PORT ?? 4174);

export default playwrightSuite({
  testDir: "tests/netlify",
  port,
  concurrency: "two tests at a time",
  // The emulator runs each function in a fresh context: slower than the Node server, more so on a
  // busy CI machine.
  limits: { test: 60_000, expect: 30_000 },
  server: {
    command: "node scripts/netlify-serve.ts",
    env: {
      PORT: String(port),
      ...formTestEnv,
      // A delivery that failed is due again at once, so that the scheduled run invoked by hand retries it.
      RETRY_INTERVAL_MS: "1000",
      SMTP_TIMEOUT_MS: "3000",
      // The scheduled rebuild's day and hook (tests/netlify/figure-rebuild.spec.ts): the day the
      // mid-year mileage rate starts, and a server of the test's on loopback.
      SITE_DAY: "2026-07-01",
      BUILD_HOOK_URL: "http://127.0.0.1:4178/hook",
    },
    // The functions' log lines, for a failure in CI.
    stdout: "pipe",
    startTimeout: 60_000,
  },
});
