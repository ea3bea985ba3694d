/**
 * `npm run test:contact-field`: a field added to the contact form's table in a copy of the project
 * (tests/contact-field/) arrives in the e-mail the firm receives, with and without JavaScript.
 * The copy is built before the server starts: about a minute.
 */
import { formTestEnv } from "./tests/support/harness.ts";
import { playwrightSuite } from "./tests/support/playwright-suite.ts";

const port = Number(process.env.E2E_PORT ?? 4173);

export default playwrightSuite({
  testDir: "tests/contact-field",
  port,
  concurrency: "two spec files at a time",
  server: {
    command: "node tests/contact-field/serve-copy-with-field.ts",
    env: { PORT: String(port), HOST: "127.0.0.1", ...formTestEnv },
    startTimeout: 300_000,
  },
});
