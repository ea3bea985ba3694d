import { resolve } from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);

/** Where the e-mail function of the server under test writes its .eml files (no SMTP_URL). */
export const e2eOutboxDir = resolve(import.meta.dirname, "e2e-outbox");

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

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    trace: "retain-on-failure",
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions } }],
  // The real build served by the real server (npm test builds first).
  webServer: {
    command: "node server/index.ts",
    url: `http://127.0.0.1:${port}/`,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      OUTBOX_DIR: e2eOutboxDir,
      FORM_SECRET: "e2e-form-secret-not-for-production",
      // Many tests submit forms from one address: the rate limits have their own tests.
      RATE_LIMIT_PER_MINUTE: "0",
      RATE_LIMIT_PER_HOUR: "0",
      RATE_LIMIT_ATTEMPTS_PER_MINUTE: "0",
      // The forms wait out a token's minimum age before they send: shorter than a person's 3 s, so
      // the tests do not wait for nothing, long enough that a fast test meets the wait.
      FORM_TOKEN_MIN_AGE_MS: "800",
    },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
