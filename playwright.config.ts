import { defineConfig } from "@playwright/test";
import { e2eOutboxDir, formTestEnv } from "./tests/support/harness.ts";
import { chromiumAgainst } from "./tests/support/playwright-browser.ts";

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  ...chromiumAgainst(port),
  // The real build served by the real server (npm test builds first).
  webServer: {
    command: "node server/index.ts",
    url: `http://127.0.0.1:${port}/`,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      OUTBOX_DIR: e2eOutboxDir,
      ...formTestEnv,
    },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
