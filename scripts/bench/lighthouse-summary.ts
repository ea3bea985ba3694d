/**
 * Pure helpers of the Lighthouse benchmarks: the figures of one report, their median over runs, the
 * targets they are held to, and the failing audits worth reading when a target is missed.
 */
import { median, type PageKind } from "./bench-support.ts";

export type { PageKind };

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
  /** LCP over FCP: how long the largest paint waits after the first (a font, a picture, a late layout). */
  lcpOverFcp: number;
  cls: number;
  tbtMs: number;
  transferKb: number;
}

const categoryScore = (report: LighthouseReport, id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
const numeric = (report: LighthouseReport, id: string) => report.audits[id]?.numericValue ?? Number.NaN;

/** Scores 0-100, FCP and LCP in seconds, TBT in ms, transfer size in KB (1024 B, as Lighthouse counts). */
export function figuresOf(report: LighthouseReport): Figures {
  const fcpSeconds = numeric(report, "first-contentful-paint") / 1000;
  const lcpSeconds = numeric(report, "largest-contentful-paint") / 1000;
  return {
    performance: categoryScore(report, "performance"),
    accessibility: categoryScore(report, "accessibility"),
    bestPractices: categoryScore(report, "best-practices"),
    seo: categoryScore(report, "seo"),
    fcpSeconds,
    lcpSeconds,
    lcpOverFcp: lcpSeconds / fcpSeconds,
    cls: numeric(report, "cumulative-layout-shift"),
    tbtMs: numeric(report, "total-blocking-time"),
    transferKb: numeric(report, "total-byte-weight") / 1024,
  };
}

/** Each figure's median over the runs, taken separately. */
export function medianFigures(runs: readonly Figures[]): Figures {
  const keys = Object.keys(runs[0] ?? {}) as (keyof Figures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as Figures;
}

/** One run's load figures on one line, as the benchmarks print each run. */
export function runLine(figures: Figures): string {
  const { lcpSeconds, fcpSeconds, tbtMs, cls } = figures;
  return `LCP ${lcpSeconds.toFixed(2)} s, FCP ${fcpSeconds.toFixed(2)} s, TBT ${tbtMs.toFixed(0)} ms, CLS ${cls.toFixed(3)}`;
}

export interface Column {
  key: keyof Figures;
  label: string;
  format: (value: number) => string;
  /** What the figure is held to, for the header; none for a figure that is only reported. */
  target?: { text: string; met: (value: number) => boolean };
}

const score = (key: keyof Figures, label: string, target = true): Column => ({
  key,
  label,
  format: String,
  ...(target && { target: { text: "100", met: (v: number) => v === 100 } }),
});

/**
 * The figures of the table and their targets. Speed is judged beside AstroWind
 * (bench-side-by-side) and by the first interaction (bench-interaction); here the scores that do
 * not depend on the machine, CLS, and, on a document page, a largest paint that comes with the first.
 */
export function columnsFor(kind: PageKind): readonly Column[] {
  const maxLcpOverFcp = 1.15;
  const lcpOverFcp: Column = { key: "lcpOverFcp", label: "LCP/FCP", format: (v) => v.toFixed(3) };
  if (kind === "document")
    lcpOverFcp.target = { text: `<=${maxLcpOverFcp.toFixed(2)}`, met: (v) => v <= maxLcpOverFcp };
  return [
    score("performance", "Perf", false),
    score("accessibility", "A11y"),
    score("bestPractices", "BP"),
    score("seo", "SEO"),
    { key: "fcpSeconds", label: "FCP s", format: (v) => v.toFixed(2) },
    { key: "lcpSeconds", label: "LCP s", format: (v) => v.toFixed(2) },
    lcpOverFcp,
    { key: "cls", label: "CLS", format: (v) => v.toFixed(3), target: { text: "<=0.02", met: (v) => v <= 0.02 } },
    { key: "tbtMs", label: "TBT ms", format: (v) => v.toFixed(0) },
    { key: "transferKb", label: "KB", format: (v) => v.toFixed(0) },
  ];
}

/** One table cell: the figure, and PASS or FAIL against its target. */
export function cell(column: Column, value: number): string {
  const figure = column.format(value);
  if (!column.target) return figure;
  return `${figure} ${column.target.met(value) ? "PASS" : "FAIL"}`;
}

/** The columns whose targets these figures miss. */
export function missedTargets(figures: Figures, kind: PageKind): Column[] {
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
