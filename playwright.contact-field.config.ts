/**
 * `npm run test:contact-field`: a field added to the contact form's table in a copy of the project
 * (tests/contact-field/) arrives in the e-mail the firm receives, with and without JavaScript.
 * The copy is built before the server starts: about a minute.
 */
import { defineConfig } from "@playwright/test";
import { formTestEnv } from "./tests/support/harness.ts";
import { chromiumAgainst } from "./tests/support/playwright-browser.ts";

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: "tests/contact-field",
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  ...chromiumAgainst(port),
  webServer: {
    command: "node tests/contact-field/serve-copy-with-field.ts",
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port), HOST: "127.0.0.1", ...formTestEnv },
    reuseExistingServer: false,
    timeout: 300_000,
  },
});
