/**
 * Playwright's global teardown: removes what the suites that ran leave in the temp folder (their
 * copies of the project, about 20 MB each; playwright.config.ts names them in `metadata.leaves`).
 */
import { rmSync } from "node:fs";
import type { FullConfig } from "@playwright/test";

export default function removeCopies(config: FullConfig): void {
  const leaves = (config.metadata.leaves ?? []) as string[];
  for (const folder of leaves) rmSync(folder, { recursive: true, force: true });
}
