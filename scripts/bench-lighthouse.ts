/**
 * Lighthouse benchmark of the built site as the real server serves it: mobile emulation with
 * Lighthouse's default simulated throttling (slow 4G, 4× CPU), several runs per page, the median of
 * each figure printed beside its target. Each page is measured beside its script-free twin: the
 * same page of the same build with every script file blocked, audited right after it in the same
 * run (the order alternating from run to run), so the ratio of their LCPs says what the page's
 * JavaScript costs its largest paint, whatever the machine's speed (docs/decisions/018-astro-renders-the-react-pages.md).
 * Builds nothing:
 *
 *   npm run build && npm run bench:lighthouse          (BENCH_RUNS=3, BENCH_PAGES=/,/es,… to change)
 *
 * Starts `node server/index.ts` on a free loopback port and drives Debian's Chromium (CHROMIUM_PATH)
 * through chrome-launcher: no browser is downloaded, no other host is reached. Every report goes to
 * bench-results/lighthouse/<page>-<run>.json, the medians to summary.json. For each page that misses
 * a target, prints what to read in its median run (Lighthouse's choice: the run nearest the median
 * FCP and TTI). Figures move with the machine's load: compare runs made on a quiet machine.
 * A benchmark, not a test: exits 0 whatever the figures, 1 only when the server or Lighthouse fails.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { type AddressInfo, createServer } from "node:net";
import { join, resolve } from "node:path";
import type { Result, RunnerResult } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { appPageKinds, findPage } from "#app/lib/route-table.ts";
import { auditOnce, runBenchmark } from "./lighthouse-run.ts";
import {
  cell,
  columnsFor,
  failingAudits,
  figuresOf,
  median,
  medianFigures,
  missedTargets,
  type PageKind,
  pairFigures,
  performanceNotes,
} from "./lighthouse-summary.ts";
import { textTable } from "./text-table.ts";

const root = resolve(import.meta.dirname, "..");
const resultsDir = join(root, "bench-results/lighthouse");
const runs = Number(process.env.BENCH_RUNS ?? 3);
const pages = process.env.BENCH_PAGES?.split(",") ?? [
  "/",
  "/es",
  "/services",
  "/services/payroll",
  "/es/servicios/cursos-quickbooks",
  "/contact",
  "/es/sobre-nais",
];
const categories = ["performance", "accessibility", "best-practices", "seo"];
let server: ChildProcess | undefined;

function stopServer(): void {
  server?.kill("SIGTERM");
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((listening) => probe.listen(0, "127.0.0.1", listening));
  const { port } = probe.address() as AddressInfo;
  await new Promise((closed) => probe.close(closed));
  return port;
}

/** The real server (`npm run serve`) on a free port, once it answers. */
async function startServer(): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, "server/index.ts")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  server = child;
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const answered = await fetch(`${baseUrl}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return baseUrl;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error("the server did not answer within 20 seconds");
}

/** One run of the page, or of its twin: the page's script files never arrive (its tiny inline head script still runs). */
const audit = (url: string, { withoutScripts }: { withoutScripts: boolean }): Promise<RunnerResult> =>
  auditOnce(url, { categories, blockedUrlPatterns: withoutScripts ? ["*.js"] : [] });

const fileNameOf = (path: string) => (path === "/" ? "home" : path.slice(1).replaceAll("/", "_"));
const kindOf = (path: string): PageKind => {
  const page = findPage(path)?.page;
  return page && appPageKinds.has(page.kind) ? "app" : "document";
};

if (!existsSync(join(root, "build/client/index.html"))) {
  console.error("bench:lighthouse: no build in build/client; run `npm run build` first");
  process.exit(1);
}

const reports = new Map<string, Result[]>(pages.map((path) => [path, []]));
const twinLcps = new Map<string, number[]>(pages.map((path) => [path, []]));
const finished = await runBenchmark("bench:lighthouse", stopServer, async () => {
  const baseUrl = await startServer();
  await rm(resultsDir, { recursive: true, force: true });
  await mkdir(resultsDir, { recursive: true });
  console.log(
    `Lighthouse ${runs}× ${pages.length} pages and their script-free twins, mobile, simulated throttling, ${baseUrl}`,
  );

  // Runs go round the pages, so that a busy moment of the machine does not land on one page only;
  // a page and its twin run back to back, in the order that alternates from run to run.
  for (let run = 1; run <= runs; run++) {
    for (const path of pages) {
      const order = run % 2 ? [false, true] : [true, false];
      const line: string[] = [];
      for (const withoutScripts of order) {
        const result = await audit(`${baseUrl}${path}`, { withoutScripts });
        const { lhr } = result;
        const name = `${fileNameOf(path)}${withoutScripts ? "-twin" : ""}-${run}.json`;
        await writeFile(join(resultsDir, name), String(result.report));
        const figures = figuresOf(lhr);
        if (withoutScripts) twinLcps.get(path)?.push(figures.lcpSeconds);
        else reports.get(path)?.push(lhr);
        line.push(`${withoutScripts ? "twin" : "page"} LCP ${figures.lcpSeconds.toFixed(2)} s`);
      }
      console.log(`  run ${run} ${path}: ${line.join(", ")}`);
    }
  }
});

if (finished) {
  const summary = [...reports].map(([path, lhrs]) => {
    const medianLhr = computeMedianRun(lhrs);
    const medianRun = `${fileNameOf(path)}-${lhrs.indexOf(medianLhr) + 1}.json`;
    const figures = pairFigures(medianFigures(lhrs.map(figuresOf)), median(twinLcps.get(path) ?? []));
    return { path, kind: kindOf(path), figures, medianRun, median: medianLhr };
  });

  console.log(`\nMedians of ${runs} runs (KB = total transferred, 1024 B; twin = the page with its scripts blocked)`);
  for (const kind of ["document", "app"] as const) {
    const ofKind = summary.filter((s) => s.kind === kind);
    if (!ofKind.length) continue;
    const columns = columnsFor(kind);
    const header = [`${kind} page`, ...columns.map((c) => c.label)];
    const targetRow = ["target", ...columns.map((c) => c.target?.text ?? "")];
    const rows = ofKind.map(({ path, figures }) => [path, ...columns.map((c) => cell(c, figures[c.key]))]);
    console.log(textTable([header, targetRow, ...rows]));
  }

  // A median of a few runs hides how far TBT moves from run to run on a shared machine (decision 024).
  console.log("TBT of each run, ms, in run order:");
  for (const [path, lhrs] of reports)
    console.log(`  ${path}: ${lhrs.map((lhr) => figuresOf(lhr).tbtMs.toFixed(0)).join(" ")}`);

  const benchmarkIndexes = [...reports.values()].flat().map((lhr) => lhr.environment.benchmarkIndex);
  console.log(
    `Lighthouse benchmarkIndex of this machine: ${Math.min(...benchmarkIndexes)}-${Math.max(...benchmarkIndexes)}`,
  );

  for (const { path, kind, figures, medianRun, median: lhr } of summary) {
    const missed = missedTargets(figures, kind);
    if (!missed.length) continue;
    console.log(`\n${path} misses ${missed.map((c) => c.label).join(", ")} (median run: ${medianRun})`);
    const perfMissed = missed.some((c) => ["performance", "lcpRatio", "lcpOverFcp", "cls", "tbtMs"].includes(c.key));
    if (perfMissed) for (const note of performanceNotes(lhr)) console.log(`  ${note}`);
    for (const category of ["accessibility", "best-practices", "seo"]) {
      for (const line of failingAudits(lhr, category)) console.log(`  ${category} ${line}`);
    }
  }

  const saved = summary.map(({ path, kind, figures, medianRun }) => ({ path, kind, figures, medianRun }));
  const json = JSON.stringify({ date: new Date().toISOString(), runs, summary: saved }, null, 2);
  await writeFile(join(resultsDir, "summary.json"), `${json}\n`);
}
