/**
 * What the end-to-end suites share: the browser, where the mail of the server under test lands,
 * and the e-mail function's settings for tests (playwright.config.ts: its `e2e` project for the Node server,
 * its `netlify` project for the Netlify emulation, scripts/ops/netlify-serve.ts).
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");

/** The Node server's outbox (no SMTP_URL: each message is an `.eml` file in its `inbox/`). */
export const e2eOutboxDir = resolve(root, "e2e-outbox");

/** Where the Netlify emulation's SMTP sink writes the messages it accepts. */
export const netlifyMailDir = resolve(root, "e2e-netlify-mail");

/** Debian's Chromium, never a downloaded browser; flags keep it off the (closed) network. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

const headlessShell = "/usr/bin/chromium-headless-shell";

/**
 * The test suites' browser: Debian's `chromium-headless-shell`, the same Chromium without the
 * desktop browser around it, which is what Playwright runs headless tests in by default. On CI's
 * 2 cores the end-to-end suite spends about a quarter less CPU in it than in the full browser.
 * Where the package is missing, the full browser runs the same tests.
 */
export const testBrowserLaunchOptions = {
  ...chromiumLaunchOptions,
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium"),
};

/** The e-mail function's settings for a server under test. */
export const formTestEnv = {
  FORM_SECRET: "2d0b7c6e91f4a8535ce0a7b2f1d94e6803b5c7a19e2f4d6b8a0c3e5f7192b4d6", // 32 random bytes in hex, not for production
  // Many tests submit forms from one address: the rate limits have their own tests.
  RATE_LIMIT_PER_MINUTE: "0",
  RATE_LIMIT_PER_HOUR: "0",
  RATE_LIMIT_ATTEMPTS_PER_MINUTE: "0",
  // The same for the site-wide hourly ceiling (server/send-email/quarantine/hourly-ceiling.test.ts, runtimes/netlify-ceiling.test.ts).
  SUBMISSIONS_MAX_PER_HOUR: "0",
  // The forms wait out a token's minimum age before they send: shorter than a person's 3 s, so
  // the tests do not wait for nothing, long enough that a fast test meets the wait.
  FORM_TOKEN_MIN_AGE_MS: "800",
};
