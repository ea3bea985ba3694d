/**
 * `npm run test:collection`: a service page is one content file (app/content/README.md). On a copy of
 * the project (tests/cms/project-copy.ts), a page is added as one file and its picture, the copy is
 * built, and its pages are read in Chromium; then the file is removed and the copy built again. A
 * step of its own in CI (.ci/run), like test:cms: each build takes a while.
 */
import { projectCopySuite } from "./tests/support/playwright-suite.ts";

export default projectCopySuite({
  testDir: "tests/collection",
  defaultPort: 4305,
  // Each test builds the copy (Astro, about 10 s alone, minutes on a busy machine).
  testTimeout: 600_000,
  server: { command: "node tests/collection/serve-build.ts" },
});
