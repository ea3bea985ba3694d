/**
 * The first interaction's latency on each island and control, as on a slow phone: Chromium with the
 * CPU slowed 4×, the built site on the real server, each control used once as the first input of a
 * settled fresh page; Event Timing gives the time from the input to the next paint. At 390 px the
 * control is tapped on a touch screen, as on a phone; at 1440 px the mouse rests on it first and then
 * clicks, as on a desktop. Both go through the browser's input alone: a locator's click would run
 * Playwright's own checks in the page during the events it measures. Posts and navigations are held
 * so the page stays to report. Prints each run and each control's median against issue 45's 100 ms,
 * with where the time went (INP's three phases); exits 1 only when the server or the browser fails.
 * Builds nothing:
 *   npm run build && npm run bench:interaction -- [--runs 5] [--page /contact …] [--port N]
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { type Browser, chromium, type Locator, type Page } from "playwright";
import { en } from "#app/i18n/en.ts";
import { chromiumLaunchOptions } from "../support/harness.ts";
import { startSiteServer, stopServers } from "./bench-servers.ts";
import { benchOptions } from "./bench-support.ts";
import {
  durationThreshold,
  type EventPhases,
  type EventTimingEntry,
  interactionLatency,
  latencySummary,
  phaseMedians,
} from "./interaction-latency.ts";
import { runBenchmark } from "./lighthouse-run.ts";
import { textTable } from "./text-table.ts";

interface Control {
  name: string;
  page: string;
  width: 390 | 1440;
  find: (page: Page) => Locator;
  /** A click by default; a key pressed in the focused control otherwise. */
  key?: string;
  /**
   * A link: its click is measured on this page, the navigation held (the next page's load is
   * bench:lighthouse's). Without the hold, the click would show the page the speculation rules
   * prerendered, and this page's entries would be lost with it.
   */
  link?: true;
}

// The controls a visitor uses first, found as a visitor finds them: by role and visible name.
const controls: Control[] = [
  { name: "theme toggle", page: "/", width: 1440, find: (p) => p.getByRole("button", { name: en.theme.toggle }) },
  {
    name: "language switch",
    page: "/",
    width: 1440,
    find: (p) => p.getByRole("link", { name: en.language.toggleLabel }),
    link: true,
  },
  {
    name: "services menu",
    page: "/",
    width: 1440,
    find: (p) => p.getByRole("banner").getByRole("button", { name: en.nav.links.services }),
  },
  { name: "mobile menu", page: "/", width: 390, find: (p) => p.getByRole("button", { name: en.nav.openMenu }) },
  { name: "next testimonial", page: "/", width: 390, find: (p) => p.getByRole("button", { name: en.carousel.next }) },
  {
    name: "directory filter",
    page: "/services",
    width: 390,
    find: (p) => p.getByRole("radio", { name: en.directory.tabs.tax, exact: true }),
  },
  {
    name: "directory search, a key",
    page: "/services",
    width: 390,
    find: (p) => p.getByRole("searchbox", { name: en.directory.searchLabel }),
    key: "p",
  },
  {
    name: "contact: first field",
    page: "/contact",
    width: 390,
    find: (p) => p.getByRole("textbox", { name: en.form.name }),
  },
  {
    name: "contact: service, a key",
    page: "/contact",
    width: 390,
    find: (p) => p.getByRole("combobox", { name: en.form.service }),
    key: "ArrowDown",
  },
  {
    name: "contact: send, empty",
    page: "/contact",
    width: 390,
    find: (p) => p.getByRole("button", { name: en.form.submit }),
  },
  {
    name: "FAQ question",
    page: "/services/payroll",
    width: 390,
    find: (p) => p.locator("details > summary").first(),
  },
  {
    name: "course details",
    page: "/services/quickbooks-courses",
    width: 390,
    find: (p) => p.getByRole("button", { name: en.quickbooks.viewDetails }).first(),
  },
  {
    name: "waitlist: join, empty",
    page: "/services/quickbooks-courses",
    width: 390,
    find: (p) => p.getByRole("button", { name: en.quickbooks.waitlistButton }),
  },
];

const root = resolve(import.meta.dirname, "../..");
const options = benchOptions(process.argv.slice(2), { pages: [...new Set(controls.map((c) => c.page))], port: 4470 });
const measuredControls = controls.filter((control) => options.pages.includes(control.page));
const cpuSlowdown = 4;
const targetMs = 100;

declare global {
  interface Window {
    eventTimings: EventTimingEntry[];
    inputEnded: boolean;
    /** The control measured, and whether the input's last event reached it. */
    benchControl?: Element;
    inputReachedControl: boolean;
  }
}

/**
 * Records Event Timing entries in `window.eventTimings` from now on (and any still buffered), and
 * notes when the input's last event (a click, or a key's release) has been dispatched, and whether
 * it reached the control: a tap's click comes from the browser's gesture a little after its pointer
 * events, and lands wherever the page then has something. TypeScript's DOM types do not know
 * `durationThreshold` yet.
 */
function observeEventTiming(threshold: number): void {
  window.eventTimings = [];
  window.inputEnded = false;
  window.inputReachedControl = false;
  for (const type of ["click", "keyup"])
    addEventListener(
      type,
      (event) => {
        window.inputEnded = true;
        window.inputReachedControl = event.target instanceof Node && !!window.benchControl?.contains(event.target);
      },
      { capture: true, once: true },
    );
  const keep = (list: PerformanceObserverEntryList) => {
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      const { entryType, name, duration, interactionId = 0, startTime, processingStart, processingEnd } = entry;
      window.eventTimings.push({ entryType, name, duration, interactionId, startTime, processingStart, processingEnd });
    }
  };
  const events = { type: "event", durationThreshold: threshold, buffered: true } as PerformanceObserverInit;
  new PerformanceObserver(keep).observe(events);
  new PerformanceObserver(keep).observe({ type: "first-input", buffered: true });
}

/** Waits for an idle moment of the page's main thread (at most 3 s). */
const idle = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(undefined), { timeout: 3000 })));

/** One control, used once as the first input of a fresh page: its latency in ms, and its slowest event. */
async function measure(browser: Browser, baseUrl: string, control: Control) {
  const phone = control.width === 390;
  const context = await browser.newContext({ viewport: { width: control.width, height: 844 }, hasTouch: phone });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.goto(`${baseUrl}${control.page}`, { waitUntil: "networkidle" });
    const target = control.find(page);
    // Scrolling can wake a `client:visible` island or a deferred section: let that finish first.
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error(`bench:interaction: ${control.name} is not shown on ${control.page}`);
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    if (!phone && !control.key) await page.mouse.move(centre.x, centre.y);
    await page.waitForTimeout(500);
    await idle(page);
    await page.route("**/*", (route) =>
      route.request().isNavigationRequest() ? route.fulfill({ status: 204 }) : route.continue(),
    );
    await target.evaluate((control) => (window.benchControl = control));
    await page.evaluate(observeEventTiming, durationThreshold);
    if (control.link)
      await page.evaluate(() => addEventListener("click", (e) => e.preventDefault(), { capture: true }));
    if (control.key) {
      await target.focus();
      await page.keyboard.press(control.key);
    } else if (phone) {
      await page.touchscreen.tap(centre.x, centre.y);
    } else {
      await page.mouse.down();
      await page.mouse.up();
    }
    // The entries arrive after the paint that follows the input's last event. Nothing within 10 s:
    // the run is reported as "?", not as a failure of the benchmark.
    const ended = () => window.inputEnded && window.eventTimings.some((e) => e.entryType === "first-input");
    await page.waitForFunction(ended, undefined, { timeout: 10_000 }).catch(() => undefined);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await idle(page);
    // An input that landed elsewhere (the page moved under it) measured something else: "?".
    if (!(await page.evaluate(() => window.inputReachedControl))) return { missed: true } as const;
    return interactionLatency(await page.evaluate(() => window.eventTimings));
  } finally {
    await context.close();
  }
}

/** One run's phases, as printed beside its latency. */
const describePhases = ({ delay, processing, presentation }: EventPhases) =>
  `${Math.round(delay)} delay, ${Math.round(processing)} processing, ${Math.round(presentation)} presentation`;

if (!existsSync(join(root, "build/client/index.html"))) {
  console.error("bench:interaction: no build in build/client; run `npm run build` first");
  process.exit(1);
}

const latencies = measuredControls.map(() => [] as (number | undefined)[]);
const phases = measuredControls.map(() => [] as (EventPhases | undefined)[]);
let browser: Browser | undefined;
const finished = await runBenchmark(
  "bench:interaction",
  () => {
    void browser?.close();
    stopServers();
  },
  async () => {
    const baseUrl = await startSiteServer(options.port);
    browser = await chromium.launch(chromiumLaunchOptions);
    console.log(
      `First interaction, CPU slowed ${cpuSlowdown}×, ${options.runs}× ${measuredControls.length} controls, ${baseUrl}`,
    );
    // Runs go round the controls, so that a busy moment of the machine does not land on one only.
    for (let run = 1; run <= options.runs; run++) {
      for (const [i, control] of measuredControls.entries()) {
        const latency = await measure(browser, baseUrl, control);
        const measured = latency && "ms" in latency ? latency : undefined;
        latencies[i]?.push(measured?.ms);
        phases[i]?.push(measured?.phases);
        const figure = measured
          ? `${Math.round(measured.ms)} ms (${measured.event}: ${describePhases(measured.phases)})`
          : latency
            ? "the input missed the control"
            : "nothing reported";
        console.log(`  run ${run} ${control.page} ${control.name} at ${control.width} px: ${figure}`);
      }
    }
  },
);

if (finished) {
  const header = ["control", "page", "px", "median ms", "< 100 ms", "delay", "processing", "presentation", "each run"];
  const rows = measuredControls.map((control, i) => {
    const [median, verdict, each] = latencySummary(latencies[i] ?? [], targetMs);
    const { delay, processing, presentation } = phaseMedians(phases[i] ?? []);
    return [control.name, control.page, String(control.width), median, verdict, delay, processing, presentation, each];
  });
  console.log(
    `\nFirst interaction's latency, median of ${options.runs} runs, CPU slowed ${cpuSlowdown}× (Event Timing)`,
  );
  console.log(textTable([header, ...rows], [0, 1, 8]));
  console.log(
    "delay, processing, presentation: the medians of INP's three phases of each interaction (interaction-latency.ts)",
  );
}
