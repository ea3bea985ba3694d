/**
 * Our site beside AstroWind's template (onwidget/astrowind), both built, both served by one static
 * server with the same brotli treatment (scripts/brotli-static-server.ts), each on its own loopback
 * port: Lighthouse, mobile, default simulated throttling, each pair of pages audited back to back in
 * an order that alternates from run to run, so a busy moment of the machine lands on both. Prints the
 * medians of LCP, FCP and TBT and the ratio of the LCPs, ours over theirs, against issue 35's
 * target (≤ 0.80). Builds nothing:
 *
 *   npm run build && ASTROWIND_DIR=/work/astrowind/dist npm run bench:side-by-side   (BENCH_RUNS=3)
 *   npm run bench:side-by-side -- /path/to/astrowind/dist
 *
 * How AstroWind is built is in docs/development.md. A benchmark, not a test: exits 0 whatever the
 * figures, 1 only when a site is missing or the server or Lighthouse fails.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { auditOnce, runBenchmark } from "./lighthouse-run.ts";
import { type Figures, figuresOf, median } from "./lighthouse-summary.ts";
import { textTable } from "./text-table.ts";

const root = resolve(import.meta.dirname, "..");
const ourDir = join(root, "build/client");
const theirDir = resolve(process.argv[2] ?? process.env.ASTROWIND_DIR ?? "/work/astrowind/dist");
const runs = Number(process.env.BENCH_RUNS ?? 3);
const ports = { ours: Number(process.env.BENCH_PORT ?? 4490), theirs: Number(process.env.BENCH_PORT ?? 4490) + 1 };
const targetRatio = 0.8;
// Each of our pages beside AstroWind's nearest: its pricing page is its nearest to one service's page.
const pairs = (
  [
    ["/", "/"],
    ["/services", "/services"],
    ["/about-nais", "/about"],
    ["/contact", "/contact"],
    ["/services/payroll", "/pricing"],
  ] as const
).map(([ours, theirs]) => ({ ours, theirs }));

type Side = keyof typeof ports;
let server: ChildProcess | undefined;

function stopServer(): void {
  server?.kill("SIGTERM");
}

async function startServer(): Promise<void> {
  const child = spawn(
    process.execPath,
    [join(root, "scripts/brotli-static-server.ts"), `${ourDir}:${ports.ours}`, `${theirDir}:${ports.theirs}`],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  server = child;
  await new Promise<void>((ready, failed) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) ready();
    });
    child.on("exit", (code) => failed(new Error(`the static server exited with code ${code}`)));
  });
}

/** One run, performance only: the figures and the machine's speed as Lighthouse measured it. */
async function audit(url: string): Promise<{ figures: Figures; benchmarkIndex: number }> {
  const { lhr } = await auditOnce(url, { categories: ["performance"] });
  return { figures: figuresOf(lhr), benchmarkIndex: lhr.environment.benchmarkIndex };
}

for (const [name, dir] of [
  ["our build (npm run build)", ourDir],
  ["AstroWind's build (argument or ASTROWIND_DIR)", theirDir],
]) {
  if (!existsSync(join(dir ?? "", "index.html"))) {
    console.error(`bench:side-by-side: no ${name} at ${dir}`);
    process.exit(1);
  }
}

const measured = pairs.map(() => ({ ours: [] as Figures[], theirs: [] as Figures[] }));
const benchmarkIndexes: number[] = [];
const finished = await runBenchmark("bench:side-by-side", stopServer, async () => {
  await startServer();
  console.log(
    `Lighthouse ${runs}× ${pairs.length} pairs, mobile, simulated throttling: ours ${ourDir} on :${ports.ours}, AstroWind ${theirDir} on :${ports.theirs}`,
  );
  for (let run = 1; run <= runs; run++) {
    for (const [i, pair] of pairs.entries()) {
      const order: Side[] = run % 2 ? ["ours", "theirs"] : ["theirs", "ours"];
      const line: string[] = [];
      for (const side of order) {
        const { figures, benchmarkIndex } = await audit(`http://127.0.0.1:${ports[side]}${pair[side]}`);
        measured[i]?.[side].push(figures);
        benchmarkIndexes.push(benchmarkIndex);
        line.push(`${side} ${pair[side]} LCP ${figures.lcpSeconds.toFixed(2)} s`);
      }
      console.log(`  run ${run}: ${line.join(", ")}`);
    }
  }
});

if (finished) {
  const of = (runsOf: Figures[], key: keyof Figures) => median(runsOf.map((figures) => figures[key]));
  const header = [
    "ours",
    "AstroWind",
    "LCP ours",
    "LCP theirs",
    "ratio",
    "FCP ours",
    "FCP theirs",
    "TBT ours",
    "TBT theirs",
  ];
  const targetRow = ["target", "", "", "", `≤ ${targetRatio.toFixed(2)}`, "", "", "", ""];
  const rows = pairs.map((pair, i) => {
    const { ours, theirs } = measured[i] ?? { ours: [], theirs: [] };
    const ratio = of(ours, "lcpSeconds") / of(theirs, "lcpSeconds");
    return [
      pair.ours,
      pair.theirs,
      `${of(ours, "lcpSeconds").toFixed(2)} s`,
      `${of(theirs, "lcpSeconds").toFixed(2)} s`,
      `${ratio.toFixed(2)}${ratio <= targetRatio ? "" : " ✗"}`,
      `${of(ours, "fcpSeconds").toFixed(2)} s`,
      `${of(theirs, "fcpSeconds").toFixed(2)} s`,
      `${Math.round(of(ours, "tbtMs"))} ms`,
      `${Math.round(of(theirs, "tbtMs"))} ms`,
    ];
  });
  console.log(`\nMedians of ${runs} runs (ratio = LCP ours / LCP AstroWind; ✗ = above the target)`);
  console.log(textTable([header, targetRow, ...rows], [0, 1]));
  console.log(
    `Lighthouse benchmarkIndex of this machine: ${Math.min(...benchmarkIndexes)}-${Math.max(...benchmarkIndexes)}`,
  );
}
