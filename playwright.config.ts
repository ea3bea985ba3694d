import { e2eOutboxDir, formTestEnv } from "./tests/support/harness.ts";
import { playwrightSuite } from "./tests/support/playwright-suite.ts";

const port = Number(process.env.E2E_PORT ?? 4173);

export default playwrightSuite({
  testDir: "tests/e2e",
  port,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  // The real build served by the real server (npm test builds first).
  server: {
    command: "node server/index.ts",
    env: { PORT: String(port), HOST: "127.0.0.1", OUTBOX_DIR: e2eOutboxDir, ...formTestEnv },
  },
});
