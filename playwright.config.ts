/**
 * Every end-to-end suite, one project each: `npx playwright test` runs `e2e`, the others run by
 * name (`--project=netlify`, `cms`, `contact-field`, `collection`; package.json's `test:*`). Each
 * suite is Debian's headless Chromium against its own server on loopback; the ports are in
 * docs/development.md. Playwright's `webServer` belongs to the config, not to a project, so the
 * config starts the servers of the projects named on the command line (`serversFor`).
 */
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices, type PlaywrightTestConfig, type Project } from "@playwright/test";
import { e2eOutboxDir, formTestEnv, testBrowserLaunchOptions } from "./scripts/support/harness.ts";

interface Suite {
  /** The folder of the suite's specs. */
  testDir: string;
  /** The environment variable of the port its server listens on, at 127.0.0.1, and its default. */
  port: { variable: "E2E_PORT" | "NETLIFY_E2E_PORT"; default: number };
  /** One test at a time on a copy of the project (each edits or builds the one copy); else two. */
  oneAtATime?: boolean;
  /** Two spec files at a time, each one's tests in order. */
  filesInParallel?: boolean;
  /** How long a test, and one assertion in it, may take (ms). Default: a minute, and 10 s. */
  limits?: { test: number; expect: number };
  /**
   * The server: `command` with `env` (given the port), up once `readyPath` (default `/`) answers,
   * which may take `startTimeout` ms (default 30 s); `stdout: "pipe"` shows its log lines.
   */
  server: (port: number) => {
    command: string;
    env?: Record<string, string>;
    readyPath?: string;
    startTimeout?: number;
    stdout?: "pipe";
  };
  /** Folders of the temp folder the suite leaves, removed after the run (tests/support/remove-copies.ts). */
  leaves?: (port: number) => string[];
}

const suites = {
  // The real build served by the real server (npm test builds first).
  e2e: {
    testDir: "tests/e2e",
    port: { variable: "E2E_PORT", default: 4173 },
    server: (port) => ({
      command: "node server/index.ts",
      env: { PORT: String(port), HOST: "127.0.0.1", OUTBOX_DIR: e2eOutboxDir, ...formTestEnv },
    }),
  },
  // The built site served the way Netlify serves it (scripts/ops/netlify-serve.ts: `@netlify/dev`,
  // the functions, local Blobs and an SMTP server on loopback); docs/decisions/016.
  netlify: {
    testDir: "tests/netlify",
    port: { variable: "NETLIFY_E2E_PORT", default: 4174 },
    // The emulator runs each function in a fresh context: slower than the Node server.
    limits: { test: 60_000, expect: 30_000 },
    server: (port) => ({
      command: "node scripts/ops/netlify-serve.ts",
      env: {
        PORT: String(port),
        ...formTestEnv,
        // A delivery that failed is due again at once, so that the scheduled run invoked by hand retries it.
        RETRY_INTERVAL_MS: "1000",
        SMTP_TIMEOUT_MS: "3000",
        // The scheduled rebuild's day and hook (tests/netlify/figure-rebuild.spec.ts): the day the
        // mid-year mileage rate starts, and a server of the test's on loopback.
        SITE_DAY: "2026-07-01",
        BUILD_HOOK_URL: "http://127.0.0.1:4178/hook",
      },
      // The functions' log lines, for a failure in CI.
      stdout: "pipe",
      startTimeout: 60_000,
    }),
  },
  // The editor at /admin (docs/decisions/020) on a copy of the project (tests/cms/project-copy.ts):
  // each test saves, then builds the copy (Astro, about 10 s alone, longer on a busy machine).
  cms: {
    testDir: "tests/cms",
    port: { variable: "E2E_PORT", default: 4303 },
    oneAtATime: true,
    limits: { test: 180_000, expect: 15_000 },
    server: () => ({ command: "node tests/cms/serve-copy.ts", readyPath: "/admin/" }),
    leaves: (port) => [`nais-cms-e2e-${port}`, "nais-rebuild-outbox"],
  },
  // A field added to the contact form's table in a copy (tests/contact-field/) reaches the firm's
  // e-mail with and without JavaScript; the copy is built before its server starts: about a minute.
  "contact-field": {
    testDir: "tests/contact-field",
    port: { variable: "E2E_PORT", default: 4173 },
    filesInParallel: true,
    server: (port) => ({
      command: "node tests/contact-field/serve-copy-with-field.ts",
      env: { PORT: String(port), HOST: "127.0.0.1", ...formTestEnv },
      startTimeout: 300_000,
    }),
    leaves: (port) => [`nais-contact-field-${port}`, `nais-contact-field-mail-${port}`],
  },
  // A service page added as one content file, then removed, on a copy built each time (Astro,
  // about 10 s alone, minutes on a busy machine).
  collection: {
    testDir: "tests/collection",
    port: { variable: "E2E_PORT", default: 4305 },
    oneAtATime: true,
    limits: { test: 600_000, expect: 15_000 },
    server: () => ({ command: "node tests/collection/serve-build.ts" }),
    leaves: (port) => [`nais-cms-e2e-${port}`],
  },
} satisfies Record<string, Suite>;

type SuiteName = keyof typeof suites;
const names = Object.keys(suites) as SuiteName[];

/** The projects named by `--project` (`--project=a`, `--project a b`, `*` as a wildcard); else `e2e`. */
function selectedSuites(argv: readonly string[]): SuiteName[] {
  const patterns: string[] = [];
  argv.forEach((arg, i) => {
    if (arg.startsWith("--project=")) patterns.push(arg.slice("--project=".length));
    else if (arg === "--project")
      for (const next of argv.slice(i + 1)) {
        if (next.startsWith("-")) break;
        patterns.push(next);
      }
  });
  if (patterns.length === 0) return ["e2e"];
  const matches = (name: string, pattern: string) =>
    new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replaceAll("*", ".*")}$`, "i").test(name);
  return names.filter((name) => patterns.some((pattern) => matches(name, pattern)));
}

const selected = selectedSuites(process.argv);
// The suites on E2E_PORT share its default (and the copy it names): one of them per run.
const onE2ePort = selected.filter((name) => suites[name].port.variable === "E2E_PORT");
if (onE2ePort.length > 1)
  throw new Error(`playwright: ${onE2ePort.join(", ")} listen on E2E_PORT: run them one at a time`);
// Set here, the port reaches the servers and the test workers, which inherit this environment.
for (const name of onE2ePort) process.env.E2E_PORT ??= String(suites[name].port.default);

function portOf(suite: Suite): number {
  return Number(process.env[suite.port.variable] ?? suite.port.default);
}

function project(name: SuiteName): Project {
  const suite: Suite = suites[name];
  const limits = suite.limits ?? { test: 60_000, expect: 10_000 };
  return {
    name,
    testDir: suite.testDir,
    default: name === "e2e",
    workers: suite.oneAtATime ? 1 : 2,
    fullyParallel: !suite.oneAtATime && !suite.filesInParallel,
    timeout: limits.test,
    expect: { timeout: limits.expect },
    use: {
      ...devices["Desktop Chrome"],
      launchOptions: testBrowserLaunchOptions,
      baseURL: `http://127.0.0.1:${portOf(suite)}`,
    },
  };
}

const webServer: PlaywrightTestConfig["webServer"] = selected.map((name) => {
  const suite: Suite = suites[name];
  const port = portOf(suite);
  const server = suite.server(port);
  return {
    name,
    command: server.command,
    url: `http://127.0.0.1:${port}${server.readyPath ?? "/"}`,
    env: server.env,
    stdout: server.stdout,
    reuseExistingServer: false,
    timeout: server.startTimeout ?? 30_000,
  };
});

export default defineConfig({
  projects: names.map(project),
  webServer,
  globalTeardown: "./tests/support/remove-copies.ts",
  // What the selected suites leave in the temp folder (about 20 MB a copy of the project).
  metadata: {
    leaves: selected.flatMap((name) => {
      const suite: Suite = suites[name];
      return suite.leaves?.(portOf(suite)).map((folder) => join(tmpdir(), folder)) ?? [];
    }),
  },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  // A trace only of a retry (CI's, or `--retries 1`; `--trace on` for every test): recording one for
  // every test, to keep it only on failure, made the end-to-end suite about 40% slower (its DOM
  // snapshots before and after each action, its screencast).
  use: { trace: "on-first-retry" },
});
