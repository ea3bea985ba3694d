/**
 * Lighthouse on the built site as the real server serves it: mobile, applied throttling (the
 * browser's CPU slowed 4× and its network shaped as slow 4G), each run printed, the medians beside
 * their targets. `--simulated` adds a run with Lighthouse's simulated throttling beside each, as a
 * second column. Builds nothing:
 *
 *   npm run build && npm run bench:lighthouse -- [--runs 5] [--page /es …] [--port N] [--simulated]
 *
 * Debian's Chromium through chrome-launcher, nothing downloaded. Reports go to
 * bench-results/lighthouse/. A benchmark, not a test: exits 0 whatever the figures, 1 only when the
 * server or Lighthouse fails.
 */
import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { kindOf, startSiteServer, stopServers } from "./bench-servers.ts";
import { benchOptions, median } from "./bench-support.ts";
import { auditOnce, runBenchmark, type Throttling } from "./lighthouse-run.ts";
import {
  cell,
  columnsFor,
  type Figures,
  failingAudits,
  figuresOf,
  medianFigures,
  missedTargets,
  performanceNotes,
  runLine,
} from "./lighthouse-summary.ts";
import { textTable } from "./text-table.ts";

const root = resolve(import.meta.dirname, "../..");
const resultsDir = join(root, "bench-results/lighthouse");
const { runs, pages, port, simulated } = benchOptions(process.argv.slice(2), {
  port: 4480,
  pages: [
    "/",
    "/es",
    "/services",
    "/services/payroll",
    "/es/servicios/cursos-quickbooks",
    "/contact",
    "/es/sobre-nais",
  ],
});
const categories = ["performance", "accessibility", "best-practices", "seo"];
const fileNameOf = (path: string) => (path === "/" ? "home" : path.slice(1).replaceAll("/", "_"));

if (!existsSync(join(root, "build/client/index.html"))) {
  console.error("bench:lighthouse: no build in build/client; run `npm run build` first");
  process.exit(1);
}

const applied = new Map<string, Result[]>(pages.map((path) => [path, []]));
const simulatedRuns = new Map<string, Figures[]>(pages.map((path) => [path, []]));
const finished = await runBenchmark("bench:lighthouse", stopServers, async () => {
  const baseUrl = await startSiteServer(port);
  await rm(resultsDir, { recursive: true, force: true });
  await mkdir(resultsDir, { recursive: true });
  console.log(`Lighthouse ${runs}× ${pages.length} pages, mobile, applied throttling, ${baseUrl}`);

  // Runs go round the pages, so that a busy moment of the machine does not land on one page only;
  // with --simulated, the two kinds of run alternate their order.
  for (let run = 1; run <= runs; run++) {
    for (const path of pages) {
      const kinds: Throttling[] = !simulated
        ? ["devtools"]
        : run % 2
          ? ["devtools", "simulate"]
          : ["simulate", "devtools"];
      const line: string[] = [];
      for (const throttling of kinds) {
        const result = await auditOnce(`${baseUrl}${path}`, {
          categories: throttling === "devtools" ? categories : ["performance"],
          throttling,
        });
        const suffix = throttling === "devtools" ? "" : "-simulated";
        await writeFile(join(resultsDir, `${fileNameOf(path)}-${run}${suffix}.json`), String(result.report));
        const figures = figuresOf(result.lhr);
        if (throttling === "devtools") applied.get(path)?.push(result.lhr);
        else simulatedRuns.get(path)?.push(figures);
        line[throttling === "devtools" ? 0 : 1] = `${throttling === "devtools" ? "" : "simulated "}${runLine(figures)}`;
      }
      console.log(`  run ${run} ${path}: ${line.join(" | ")}`);
    }
  }
});

if (finished) {
  const summary = [...applied].map(([path, lhrs]) => {
    const medianLhr = computeMedianRun(lhrs);
    const medianRun = `${fileNameOf(path)}-${lhrs.indexOf(medianLhr) + 1}.json`;
    return { path, kind: kindOf(path), figures: medianFigures(lhrs.map(figuresOf)), medianRun, medianLhr };
  });

  console.log(`\nMedians of ${runs} runs, applied throttling (KB = total transferred, 1024 B)`);
  for (const kind of ["document", "app"] as const) {
    const ofKind = summary.filter((s) => s.kind === kind);
    if (!ofKind.length) continue;
    const columns = columnsFor(kind);
    const simulatedHeader = simulated ? ["simulated LCP s", "simulated TBT ms"] : [];
    const header = [`${kind} page`, ...columns.map((c) => c.label), ...simulatedHeader];
    const targetRow = ["target", ...columns.map((c) => c.target?.text ?? ""), ...simulatedHeader.map(() => "")];
    const rows = ofKind.map(({ path, figures }) => {
      const simulatedFigures = simulatedRuns.get(path) ?? [];
      const of = (key: keyof Figures) => median(simulatedFigures.map((f) => f[key]));
      const simulatedCells = simulated ? [of("lcpSeconds").toFixed(2), of("tbtMs").toFixed(0)] : [];
      return [path, ...columns.map((c) => cell(c, figures[c.key])), ...simulatedCells];
    });
    console.log(`${textTable([header, targetRow, ...rows])}\n`);
  }

  const benchmarkIndexes = [...applied.values()].flat().map((lhr) => lhr.environment.benchmarkIndex);
  console.log(
    `Lighthouse benchmarkIndex of this machine: ${Math.min(...benchmarkIndexes)}-${Math.max(...benchmarkIndexes)}`,
  );

  for (const { path, kind, figures, medianRun, medianLhr } of summary) {
    const missed = missedTargets(figures, kind);
    if (!missed.length) continue;
    console.log(`\n${path} misses ${missed.map((c) => c.label).join(", ")} (median run: ${medianRun})`);
    if (missed.some((c) => c.key === "cls" || c.key === "lcpOverFcp"))
      for (const note of performanceNotes(medianLhr)) console.log(`  ${note}`);
    for (const category of ["accessibility", "best-practices", "seo"]) {
      for (const line of failingAudits(medianLhr, category)) console.log(`  ${category} ${line}`);
    }
  }

  const saved = summary.map(({ path, kind, figures, medianRun }) => ({ path, kind, figures, medianRun }));
  const json = JSON.stringify(
    { date: new Date().toISOString(), throttling: "devtools", runs, summary: saved },
    null,
    2,
  );
  await writeFile(join(resultsDir, "summary.json"), `${json}\n`);
}
