/**
 * `npm run test:cms`: the editor at /admin (docs/decisions/020) driven through its own pages in
 * Chromium, on a copy of the project (tests/cms/project-copy.ts): the local backend saves into the
 * copy's content/, the copy is built, and its pages show the change.
 */
import { projectCopySuite } from "./tests/support/playwright-suite.ts";

export default projectCopySuite({
  testDir: "tests/cms",
  defaultPort: 4303,
  // Each test saves, then builds the site (Astro, about 10 s alone, longer on a busy machine).
  testTimeout: 180_000,
  server: { command: "node tests/cms/serve-copy.ts", readyPath: "/admin/" },
});
