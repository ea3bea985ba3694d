/**
 * The browser part of every Playwright config (playwright.config.ts, playwright.netlify.config.ts,
 * playwright.cms.config.ts): Debian's headless Chromium with the shared flags, against a server on loopback.
 */
import { devices } from "@playwright/test";
import { testBrowserLaunchOptions } from "./harness.ts";

/** `use` and `projects` for a suite whose server listens on this port; a trace kept on failure. */
export function chromiumAgainst(port: number) {
  return {
    use: { baseURL: `http://127.0.0.1:${port}`, trace: "retain-on-failure" as const },
    projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: testBrowserLaunchOptions } }],
  };
}
