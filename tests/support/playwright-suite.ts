/**
 * What every Playwright config shares (playwright.config.ts and playwright.*.config.ts): Debian's
 * headless Chromium against the suite's own server on loopback, one retry in CI with a trace of the
 * retry, the list reporter. A config names only what is its own: its specs, its server, how many
 * tests run at once and how long they may take.
 */
import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";
import { testBrowserLaunchOptions } from "./harness.ts";

/** How many tests run at once: the suites on one copy of the project take one at a time. */
const concurrency = {
  "one test at a time": { workers: 1, fullyParallel: false },
  "two spec files at a time": { workers: 2, fullyParallel: false },
  "two tests at a time": { workers: 2, fullyParallel: true },
} as const;

export interface Suite {
  /** The folder of the suite's specs. */
  testDir: string;
  /** The port the suite's server listens on, at 127.0.0.1. */
  port: number;
  /** Default: two tests at a time. */
  concurrency?: keyof typeof concurrency;
  /** How long a test, and one assertion in it, may take (ms). Default: a minute, and 10 s. */
  limits?: { test: number; expect: number };
  /**
   * The server: `command` with `env`, up once `readyPath` (default `/`) answers, which may take
   * `startTimeout` ms (default 30 s); `stdout: "pipe"` shows its log lines.
   */
  server: { command: string; env?: Record<string, string>; readyPath?: string; startTimeout?: number; stdout?: "pipe" };
  reporter?: PlaywrightTestConfig["reporter"];
}

export function playwrightSuite({
  testDir,
  port,
  limits = { test: 60_000, expect: 10_000 },
  server,
  reporter = "list",
  ...suite
}: Suite) {
  const origin = `http://127.0.0.1:${port}`;
  return defineConfig({
    testDir,
    ...concurrency[suite.concurrency ?? "two tests at a time"],
    retries: process.env.CI ? 1 : 0,
    reporter,
    timeout: limits.test,
    expect: { timeout: limits.expect },
    // A trace only of a retry (CI's, or `--retries 1`; `--trace on` for every test): recording one for
    // every test, to keep it only on failure, made the end-to-end suite about 40% slower (its DOM
    // snapshots before and after each action, its screencast).
    use: { baseURL: origin, trace: "on-first-retry" },
    projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: testBrowserLaunchOptions } }],
    webServer: {
      command: server.command,
      url: `${origin}${server.readyPath ?? "/"}`,
      env: server.env,
      stdout: server.stdout,
      reuseExistingServer: false,
      timeout: server.startTimeout ?? 30_000,
    },
  });
}

/**
 * A suite on a throwaway copy of the project (tests/cms/project-copy.ts), which its server and its
 * tests find by the port in E2E_PORT: one test at a time, as each edits or builds the one copy.
 */
export function projectCopySuite({
  defaultPort,
  testTimeout,
  ...suite
}: Pick<Suite, "testDir" | "server"> & { defaultPort: number; testTimeout: number }) {
  // Set here, the port reaches the server and the test workers, which inherit this environment.
  process.env.E2E_PORT ??= String(defaultPort);
  return playwrightSuite({
    ...suite,
    port: Number(process.env.E2E_PORT),
    concurrency: "one test at a time",
    // A build of the copy (Astro) keeps the machine busy: a page's change can be slow to show.
    limits: { test: testTimeout, expect: 15_000 },
  });
}
