/**
 * Our site beside AstroWind's template, both built and served by one brotli static server: Lighthouse
 * mobile with applied throttling, each pair of pages back to back in alternating order, so a busy
 * moment of the machine lands on both (docs/decisions/030). Prints each run, the medians and our LCP
 * over theirs; exits 1 only when a site is missing or a tool fails. Builds nothing (AstroWind's build:
 * docs/development.md; its dist defaults to ASTROWIND_DIR, else /work/astrowind/dist). With
 * `--variant DIR`, an A/B instead: the same pages of another build of this site (a technique taken
 * out, its client folder copied aside), in AstroWind's column.
 *   npm run build && npm run bench:side-by-side -- [astrowind/dist] [--runs 5] [--page /contact …] [--port N] [--simulated] [--variant DIR]
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { kindOf, startStaticServer, stopServers } from "./bench-servers.ts";
import { benchOptions, median } from "./bench-support.ts";
import { auditOnce, runBenchmark, type Throttling } from "./lighthouse-run.ts";
import { type Figures, figuresOf, runLine } from "./lighthouse-summary.ts";
import { textTable } from "./text-table.ts";

// Each of our pages beside AstroWind's nearest: its pricing page is its nearest to one service's page.
const nearest: Record<string, string> = {
  "/": "/",
  "/services": "/services",
  "/about-nais": "/about",
  "/contact": "/contact",
  "/services/payroll": "/pricing",
};
const options = benchOptions(process.argv.slice(2), { pages: Object.keys(nearest), port: 4490 });
const { runs, simulated, variant } = options;
const root = resolve(import.meta.dirname, "../..");
const dirs = {
  ours: join(root, "build/client"),
  theirs: resolve(variant ?? options.rest[0] ?? process.env.ASTROWIND_DIR ?? "/work/astrowind/dist"),
};
const theirName = variant ? "variant" : "AstroWind";
const ports = { ours: options.port, theirs: options.port + 1 };
// Issue 45: LCP at most 0.6 × AstroWind's; a document page blocks no longer than AstroWind's.
const maxLcpRatio = 0.6;
type Side = keyof typeof dirs;

const pairs = options.pages.map((ours) => {
  const theirs = variant ? ours : nearest[ours];
  if (!theirs) throw new Error(`bench:side-by-side: no AstroWind page set beside ${ours}`);
  const runsOf = (): Record<Side, Figures[]> => ({ ours: [], theirs: [] });
  return { ours, theirs, kind: kindOf(ours), measured: { devtools: runsOf(), simulate: runsOf() } };
});
for (const [side, dir] of Object.entries(dirs)) {
  if (!existsSync(join(dir, "index.html"))) {
    console.error(
      `bench:side-by-side: no ${side === "ours" ? "build (npm run build)" : `${theirName} build`} at ${dir}`,
    );
    process.exit(1);
  }
}

const benchmarkIndexes: number[] = [];
const finished = await runBenchmark("bench:side-by-side", stopServers, async () => {
  await startStaticServer([
    { dir: dirs.ours, port: ports.ours },
    { dir: dirs.theirs, port: ports.theirs },
  ]);
  console.log(
    `Lighthouse ${runs}× ${pairs.length} pairs, mobile, applied throttling${simulated ? " (and simulated)" : ""}`,
  );
  console.log(`  ours ${dirs.ours} on :${ports.ours}, ${theirName} ${dirs.theirs} on :${ports.theirs}`);
  const kinds: Throttling[] = simulated ? ["devtools", "simulate"] : ["devtools"];
  for (let run = 1; run <= runs; run++) {
    for (const pair of pairs) {
      const order: Side[] = run % 2 ? ["ours", "theirs"] : ["theirs", "ours"];
      for (const throttling of kinds) {
        for (const side of order) {
          const { lhr } = await auditOnce(`http://127.0.0.1:${ports[side]}${pair[side]}`, {
            categories: ["performance"],
            throttling,
          });
          const figures = figuresOf(lhr);
          pair.measured[throttling][side].push(figures);
          benchmarkIndexes.push(lhr.environment.benchmarkIndex);
          const label = `${throttling === "devtools" ? "applied  " : "simulated"} ${side.padEnd(6)}`;
          console.log(`  run ${run} ${label} ${pair[side].padEnd(17)} ${runLine(figures)}`);
        }
      }
    }
  }
});

if (finished) {
  const of = (figures: Figures[], key: keyof Figures) => median(figures.map((f) => f[key]));
  const seconds = (value: number) => `${value.toFixed(2)} s`;
  const header = [
    "ours",
    theirName,
    "LCP ours",
    "LCP theirs",
    "ratio",
    "FCP ours",
    "FCP theirs",
    "TBT ours",
    "TBT theirs",
  ];
  const simulatedHeader = simulated ? ["sim. ratio", "sim. TBT ours", "sim. TBT theirs"] : [];
  const rows = pairs.map((pair) => {
    const { devtools, simulate } = pair.measured;
    const ratio = of(devtools.ours, "lcpSeconds") / of(devtools.theirs, "lcpSeconds");
    const tbt = { ours: of(devtools.ours, "tbtMs"), theirs: of(devtools.theirs, "tbtMs") };
    // An A/B has no target: the two columns are read against each other.
    const tbtMissed = !variant && pair.kind === "document" && tbt.ours > tbt.theirs;
    const simulatedRatio = of(simulate.ours, "lcpSeconds") / of(simulate.theirs, "lcpSeconds");
    return [
      pair.ours,
      pair.theirs,
      seconds(of(devtools.ours, "lcpSeconds")),
      seconds(of(devtools.theirs, "lcpSeconds")),
      `${ratio.toFixed(2)}${variant || ratio <= maxLcpRatio ? "" : " ✗"}`,
      seconds(of(devtools.ours, "fcpSeconds")),
      seconds(of(devtools.theirs, "fcpSeconds")),
      `${Math.round(tbt.ours)} ms${tbtMissed ? " ✗" : ""}`,
      `${Math.round(tbt.theirs)} ms`,
      ...(simulated
        ? [
            simulatedRatio.toFixed(2),
            `${Math.round(of(simulate.ours, "tbtMs"))} ms`,
            `${Math.round(of(simulate.theirs, "tbtMs"))} ms`,
          ]
        : []),
    ];
  });
  const targetRow = [
    "target",
    "",
    "",
    "",
    `≤ ${maxLcpRatio.toFixed(2)}`,
    "",
    "",
    "≤ theirs*",
    "",
    ...simulatedHeader.map(() => ""),
  ];
  console.log(`\nMedians of ${runs} runs, applied throttling (ratio = LCP ours / LCP ${theirName}; ✗ = target missed)`);
  console.log(textTable([[...header, ...simulatedHeader], ...(variant ? [] : [targetRow]), ...rows], [0, 1]));
  console.log("* document pages only (issue 45)");
  console.log(
    `Lighthouse benchmarkIndex of this machine: ${Math.min(...benchmarkIndexes)}-${Math.max(...benchmarkIndexes)}`,
  );
}
