/**
 * Pure helpers of `bench-lighthouse`: the figures of one Lighthouse report, their median over runs,
 * the targets they are held to, and the failing audits worth reading when a target is missed.
 */

/** The part of a Lighthouse result (LH.Result) these helpers read. */
export interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: readonly { id: string; weight: number }[] }>;
  audits: Record<string, LighthouseAudit>;
}

export interface LighthouseAudit {
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  /** A table or list has an array of items; a checklist, an object. */
  details?: { type: string; items?: unknown };
}

export interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpSeconds: number;
  lcpSeconds: number;
  cls: number;
  tbtMs: number;
  transferKb: number;
}

const categoryScore = (report: LighthouseReport, id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
const numeric = (report: LighthouseReport, id: string) => report.audits[id]?.numericValue ?? Number.NaN;

/** Scores 0-100, FCP and LCP in seconds, TBT in ms, transfer size in KB (1024 B, as Lighthouse counts). */
export function figuresOf(report: LighthouseReport): Figures {
  return {
    performance: categoryScore(report, "performance"),
    accessibility: categoryScore(report, "accessibility"),
    bestPractices: categoryScore(report, "best-practices"),
    seo: categoryScore(report, "seo"),
    fcpSeconds: numeric(report, "first-contentful-paint") / 1000,
    lcpSeconds: numeric(report, "largest-contentful-paint") / 1000,
    cls: numeric(report, "cumulative-layout-shift"),
    tbtMs: numeric(report, "total-blocking-time"),
    transferKb: numeric(report, "total-byte-weight") / 1024,
  };
}

export function median(values: readonly number[]): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Each figure's median over the runs, taken separately. */
export function medianFigures(runs: readonly Figures[]): Figures {
  const of = (key: keyof Figures) => median(runs.map((run) => run[key]));
  return {
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    fcpSeconds: of("fcpSeconds"),
    lcpSeconds: of("lcpSeconds"),
    cls: of("cls"),
    tbtMs: of("tbtMs"),
    transferKb: of("transferKb"),
  };
}

/** A document page ships only the shell's script; an app page hydrates islands (decision 018). */
export type PageKind = "document" | "app";

/** A page's medians beside those of its script-free twin (the same page with its scripts blocked). */
export interface PairFigures extends Figures {
  twinLcpSeconds: number;
  /** LCP over the twin's LCP: what the page's JavaScript costs the largest paint. */
  lcpRatio: number;
  /** LCP over FCP: how long the largest paint waits after the first (a font, a picture, a late layout). */
  lcpOverFcp: number;
}

export interface Column {
  key: keyof PairFigures;
  label: string;
  format: (value: number) => string;
  /** What the figure is held to, for the header; none for a figure that is only reported. */
  target?: { text: string; met: (value: number) => boolean };
}

const score = (key: keyof Figures, label: string): Column => ({
  key,
  label,
  format: String,
  target: { text: "100", met: (v) => v === 100 },
});

/**
 * The figures of the table and their targets (docs/decisions/018's budgets, tightened by 024), by kind of
 * page: a document page paints its largest element with its first and blocks nothing; an app page's
 * islands cost its largest paint at most 5 % and block at most 10 ms.
 */
export function columnsFor(kind: PageKind): readonly Column[] {
  const maxRatio = kind === "document" ? 1.03 : 1.05;
  const maxTbt = kind === "document" ? 0 : 10;
  const maxLcpOverFcp = 1.15;
  return [
    score("performance", "Perf"),
    score("accessibility", "A11y"),
    score("bestPractices", "BP"),
    score("seo", "SEO"),
    { key: "fcpSeconds", label: "FCP s", format: (v) => v.toFixed(2) },
    { key: "lcpSeconds", label: "LCP s", format: (v) => v.toFixed(2) },
    ...(kind === "document"
      ? [
          {
            key: "lcpOverFcp",
            label: "LCP/FCP",
            format: (v: number) => v.toFixed(3),
            target: { text: `<=${maxLcpOverFcp.toFixed(2)}`, met: (v: number) => v <= maxLcpOverFcp },
          } satisfies Column,
        ]
      : []),
    { key: "twinLcpSeconds", label: "twin LCP s", format: (v) => v.toFixed(2) },
    {
      key: "lcpRatio",
      label: "LCP/twin",
      format: (v) => v.toFixed(3),
      target: { text: `<=${maxRatio.toFixed(2)}`, met: (v) => v <= maxRatio },
    },
    { key: "cls", label: "CLS", format: (v) => v.toFixed(3), target: { text: "<=0.02", met: (v) => v <= 0.02 } },
    {
      key: "tbtMs",
      label: "TBT ms",
      format: (v) => v.toFixed(0),
      target: { text: maxTbt ? `<=${maxTbt}` : "0", met: (v) => v <= maxTbt },
    },
    { key: "transferKb", label: "KB", format: (v) => v.toFixed(0) },
  ];
}

/** A page's medians beside its twin's LCP median. */
export function pairFigures(page: Figures, twinLcpSeconds: number): PairFigures {
  return {
    ...page,
    twinLcpSeconds,
    lcpRatio: page.lcpSeconds / twinLcpSeconds,
    lcpOverFcp: page.lcpSeconds / page.fcpSeconds,
  };
}

/** One table cell: the figure, and PASS or FAIL against its target. */
export function cell(column: Column, value: number): string {
  const figure = column.format(value);
  if (!column.target) return figure;
  return `${figure} ${column.target.met(value) ? "PASS" : "FAIL"}`;
}

/** The columns whose targets these figures miss. */
export function missedTargets(figures: PairFigures, kind: PageKind): Column[] {
  return columnsFor(kind).filter((column) => column.target && !column.target.met(figures[column.key]));
}

interface NodeDetail {
  selector?: string;
  nodeLabel?: string;
}

interface DetailItem extends NodeDetail {
  node?: NodeDetail;
  url?: string;
  source?: { url?: string };
  description?: string;
  wastedBytes?: number;
  wastedMs?: number;
  total?: number;
  scripting?: number;
  duration?: number;
  label?: string;
  subpart?: string;
  items?: readonly DetailItem[];
  type?: string;
}

function itemsOf(audit: LighthouseAudit | undefined): DetailItem[] {
  const items = audit?.details?.items;
  return Array.isArray(items) ? items : [];
}

/** A short name for what a detail item points at: an element's selector, or a resource's URL. */
export function describeItem(item: DetailItem): string | undefined {
  // An element is either the item itself (`type: "node"`) or the item's `node`.
  const node = item.type === "node" ? item : item.node;
  if (node?.selector) {
    const label = node.nodeLabel ? ` "${node.nodeLabel.slice(0, 60)}"` : "";
    return `${node.selector}${label}`;
  }
  const url = item.url ?? item.source?.url;
  if (url) return url.replace(/^https?:\/\/[^/]+/, "");
  return item.description;
}

const failing = (audit: LighthouseAudit | undefined): audit is LighthouseAudit =>
  !!audit &&
  audit.score !== null &&
  audit.score < 1 &&
  ["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode);

/** The failing audits of a category, one line each: `id: title — the elements or URLs at fault`. */
export function failingAudits(report: LighthouseReport, categoryId: string, maxItems = 4): string[] {
  const refs = report.categories[categoryId]?.auditRefs ?? [];
  return refs.flatMap(({ id, weight }) => {
    const audit = report.audits[id];
    if (!failing(audit)) return [];
    // Weight 0 audits (experimental ones such as label-content-name-mismatch) fail without costing points.
    const unscored = weight === 0 ? " (weight 0, not scored)" : "";
    const items = itemsOf(audit).map(describeItem).filter(Boolean) as string[];
    const shown = items.slice(0, maxItems).join("; ");
    const more = items.length > maxItems ? ` (+${items.length - maxItems} more)` : "";
    const value = audit.displayValue ? ` [${audit.displayValue}]` : "";
    return [`${id}${unscored}: ${audit.title}${value}${shown ? ` — ${shown}${more}` : ""}`];
  });
}

const kib = (bytes = 0) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value = 0) => `${Math.round(value)} ms`;

/** What slows the page: the LCP element and its phases, render-blocking requests, busy scripts, unused JS. */
export function performanceNotes(report: LighthouseReport): string[] {
  const notes: string[] = [];
  const breakdown = itemsOf(report.audits["lcp-breakdown-insight"]);
  const lcpNode = breakdown.find((item) => item.type === "node");
  const phases = breakdown.flatMap((item) => (item.type === "table" ? (item.items ?? []) : []));
  if (lcpNode) notes.push(`LCP element: ${describeItem(lcpNode)}`);
  if (phases.length)
    notes.push(`LCP phases: ${phases.map((p) => `${p.label ?? p.subpart} ${ms(p.duration)}`).join(", ")}`);
  const early = scriptsBeforeLcp(report);
  if (early.count) {
    notes.push(
      `scripts loaded before the observed LCP, so counted in simulated LCP: ${early.count} (${kib(early.bytes)})`,
    );
  }
  const fcp = report.audits["first-contentful-paint"]?.displayValue;
  const tti = report.audits.interactive?.displayValue;
  if (fcp || tti) notes.push(`FCP ${fcp ?? "?"}, TTI ${tti ?? "?"}`);
  const blocking = itemsOf(report.audits["render-blocking-insight"]);
  if (blocking.length) {
    notes.push(
      `render-blocking: ${blocking.map((i) => `${describeItem(i)} (${ms(i.wastedMs ?? i.duration)})`).join("; ")}`,
    );
  }
  const bootup = itemsOf(report.audits["bootup-time"])
    .slice(0, 4)
    .map((i) => `${describeItem(i)} ${ms(i.total)} (script ${ms(i.scripting)})`);
  if (bootup.length) notes.push(`bootup-time: ${bootup.join("; ")}`);
  const unused = itemsOf(report.audits["unused-javascript"])
    .slice(0, 4)
    .map((i) => `${describeItem(i)} ${kib(i.wastedBytes)}`);
  if (unused.length) notes.push(`unused-javascript: ${unused.join("; ")}`);
  const shifts = itemsOf(report.audits["layout-shifts"]).slice(0, 3).map(describeItem).filter(Boolean);
  if (shifts.length) notes.push(`layout-shifts: ${shifts.join("; ")}`);
  for (const id of ["mainthread-work-breakdown", "long-tasks", "unused-css-rules", "image-delivery-insight"]) {
    const audit = report.audits[id];
    if (failing(audit)) notes.push(`${id}: ${audit.title}${audit.displayValue ? ` [${audit.displayValue}]` : ""}`);
  }
  return notes;
}

/**
 * The scripts that finished loading before the page's real (unthrottled) LCP. Lighthouse's simulated
 * LCP takes every such request as needed for the paint, whether or not it was.
 */
export function scriptsBeforeLcp(report: LighthouseReport): { count: number; bytes: number } {
  const observed = (itemsOf(report.audits.metrics)[0] as { observedLargestContentfulPaint?: number } | undefined)
    ?.observedLargestContentfulPaint;
  if (observed === undefined) return { count: 0, bytes: 0 };
  const scripts = (itemsOf(report.audits["network-requests"]) as NetworkRequestItem[]).filter(
    (r) => r.resourceType === "Script" && (r.networkEndTime ?? Number.POSITIVE_INFINITY) <= observed,
  );
  return { count: scripts.length, bytes: scripts.reduce((total, r) => total + (r.transferSize ?? 0), 0) };
}

interface NetworkRequestItem {
  resourceType?: string;
  networkEndTime?: number;
  transferSize?: number;
}
