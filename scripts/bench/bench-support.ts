/**
 * What the browser benchmarks share (bench-lighthouse, bench-side-by-side, bench-interaction): their
 * command-line options and the median. Their servers: bench-servers.ts.
 */
import { parseArgs } from "node:util";

export interface BenchOptions {
  runs: number;
  pages: string[];
  port: number;
  /** Also run Lighthouse's simulated throttling, as a second column. */
  simulated: boolean;
  /** Positional arguments (bench-side-by-side: AstroWind's build). */
  rest: string[];
  /** bench-side-by-side: another build of this site, measured on the same paths instead of AstroWind (an A/B). */
  variant?: string;
}

/** `--runs N` (default 5), `--page /path` (repeatable), `--port N`, `--simulated`, `--variant DIR`. */
export function benchOptions(args: string[], defaults: { pages: string[]; port: number }): BenchOptions {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      runs: { type: "string", default: "5" },
      page: { type: "string", multiple: true },
      port: { type: "string" },
      simulated: { type: "boolean", default: false },
      variant: { type: "string" },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs wants a whole number of 1 or more, not ${values.runs}`);
  return {
    runs,
    pages: values.page ?? defaults.pages,
    port: values.port ? Number(values.port) : defaults.port,
    simulated: values.simulated,
    rest: positionals,
    variant: values.variant,
  };
}

export function median(values: readonly number[]): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** A document page ships only the shell's script; an app page hydrates islands (decision 018). */
export type PageKind = "document" | "app";
