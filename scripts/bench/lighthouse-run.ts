/**
 * What the Lighthouse benchmarks share (bench-lighthouse.ts, bench-side-by-side.ts): Debian's
 * Chromium with the end-to-end suites' flags (scripts/support/harness.ts), a fresh browser per run,
 * mobile with applied or simulated throttling, the retry of a broken trace, and a benchmark's run
 * that cleans up after itself and gives up when it hangs.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type RunnerResult } from "lighthouse";
import { chromiumLaunchOptions } from "../support/harness.ts";

// Failures of the browser or its trace, not of the page, that Lighthouse itself says to retry.
const retriedErrors = ["NO_NAVSTART", "NO_TRACING_STARTED", "NO_FCP", "CHROME_INTERSTITIAL_ERROR"];
// Headless here: Lighthouse launches the browser itself.
const chromePath = chromiumLaunchOptions.executablePath;
const chromeFlags = ["--headless=new", ...chromiumLaunchOptions.args];

let chrome: chromeLauncher.LaunchedChrome | undefined;

/**
 * A benchmark that hangs is a failed benchmark: after `minutes`, `stop` (the benchmark's servers),
 * the browser killed and exit 1.
 */
function giveUpAfter(name: string, minutes: number, stop: () => void): void {
  setTimeout(() => {
    console.error(`${name}: gave up after ${minutes} minutes`);
    stopBrowser();
    stop();
    process.exit(1);
  }, minutes * 60_000).unref();
}

function stopBrowser(): void {
  chrome?.kill();
}

/**
 * A benchmark's measuring part, `measure`, named `name` in its messages: given up after 40 minutes,
 * and whichever way it ends, the browser killed and `stop` called (the benchmark's servers). A
 * failure is printed and sets exit code 1; returns whether `measure` finished, so that the
 * benchmark summarises only complete measurements.
 */
export async function runBenchmark(name: string, stop: () => void, measure: () => Promise<void>): Promise<boolean> {
  giveUpAfter(name, 40, stop);
  try {
    await measure();
    return true;
  } catch (error) {
    console.error(`${name} failed:`, error);
    process.exitCode = 1;
    return false;
  } finally {
    stopBrowser();
    stop();
  }
}

/**
 * How Lighthouse slows the page (mobile: 4× CPU, slow 4G). `devtools` applies it: the browser's CPU
 * really slowed and its network really shaped, the figures observed. `simulate` loads the page
 * unthrottled and computes the figures from a model of the slow device.
 */
export type Throttling = "devtools" | "simulate";

/**
 * One Lighthouse run in a Chromium of its own, as Lighthouse's CLI does, so that no run inherits
 * another's browser. On a busy machine a trace now and then comes out broken (NO_NAVSTART and the
 * like, "please run Lighthouse again"): such a run is made again, twice at most. Any other failure
 * is the benchmark's failure.
 */
export async function auditOnce(
  url: string,
  { categories, throttling }: { categories: string[]; throttling: Throttling },
): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt++) {
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
      throttlingMethod: throttling,
    }).finally(() => chrome?.kill());
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt > 2 || !retriedErrors.includes(error.code)) {
      throw new Error(`Lighthouse on ${url}: ${error.code} ${error.message}`);
    }
    console.log(`  (${error.code} on ${url}: running it again)`);
  }
}
