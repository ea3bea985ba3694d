import { describe, expect, it } from "vitest";
import {
  cell,
  columns,
  type Figures,
  failingAudits,
  figuresOf,
  type LighthouseReport,
  median,
  medianFigures,
  missedTargets,
  performanceNotes,
} from "./lighthouse-summary.ts";

const audit = (fields: Partial<LighthouseReport["audits"][string]>) => ({
  title: "An audit",
  score: 1,
  scoreDisplayMode: "binary",
  ...fields,
});

const report: LighthouseReport = {
  categories: {
    performance: { score: 0.973, auditRefs: [] },
    accessibility: {
      score: 0.96,
      auditRefs: [
        { id: "color-contrast", weight: 7 },
        { id: "label-content-name-mismatch", weight: 0 },
        { id: "image-alt", weight: 10 },
      ],
    },
    "best-practices": { score: 1, auditRefs: [] },
    seo: { score: 1, auditRefs: [] },
  },
  audits: {
    "largest-contentful-paint": audit({ numericValue: 2150, scoreDisplayMode: "numeric" }),
    "cumulative-layout-shift": audit({ numericValue: 0.004, scoreDisplayMode: "numeric" }),
    "total-blocking-time": audit({ numericValue: 120, scoreDisplayMode: "numeric" }),
    "total-byte-weight": audit({ numericValue: 204_800, scoreDisplayMode: "numeric" }),
    "color-contrast": audit({
      title: "Background and foreground colors do not have a sufficient contrast ratio.",
      score: 0,
      details: { type: "table", items: [{ node: { selector: "footer > p.text-muted", nodeLabel: "© 2026 NAIS" } }] },
    }),
    "label-content-name-mismatch": audit({ score: 0, details: { type: "table", items: [] } }),
    "image-alt": audit({ score: null, scoreDisplayMode: "notApplicable" }),
    "lcp-breakdown-insight": audit({
      scoreDisplayMode: "informative",
      details: {
        type: "list",
        items: [
          { type: "table", items: [{ subpart: "timeToFirstByte", label: "Time to first byte", duration: 151.2 }] },
          { type: "node", selector: "main > h1", nodeLabel: "Bookkeeping and tax services" },
        ],
      },
    }),
    metrics: audit({
      scoreDisplayMode: "informative",
      details: { type: "debugdata", items: [{ observedLargestContentfulPaint: 400 }] },
    }),
    "network-requests": audit({
      scoreDisplayMode: "informative",
      details: {
        type: "table",
        items: [
          { resourceType: "Document", networkEndTime: 40, transferSize: 14_000 },
          { resourceType: "Script", networkEndTime: 300, transferSize: 40_960 },
          { resourceType: "Script", networkEndTime: 380, transferSize: 10_240 },
          { resourceType: "Script", networkEndTime: 700, transferSize: 99_999 },
        ],
      },
    }),
    "unused-javascript": audit({
      scoreDisplayMode: "metricSavings",
      details: { type: "opportunity", items: [{ url: "http://127.0.0.1:4000/assets/entry.js", wastedBytes: 32_768 }] },
    }),
  },
};

describe("figuresOf", () => {
  it("reads scores as 0-100, LCP in seconds and the transfer size in KB", () => {
    expect(figuresOf(report)).toEqual({
      performance: 97,
      accessibility: 96,
      bestPractices: 100,
      seo: 100,
      lcpSeconds: 2.15,
      cls: 0.004,
      tbtMs: 120,
      transferKb: 200,
    });
  });
});

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it("takes each figure's median separately", () => {
    const base = figuresOf(report);
    const runs: Figures[] = [
      { ...base, performance: 90, tbtMs: 300 },
      { ...base, performance: 99, tbtMs: 10 },
      { ...base, performance: 95, tbtMs: 50 },
    ];
    expect(medianFigures(runs)).toMatchObject({ performance: 95, tbtMs: 50 });
  });
});

describe("targets", () => {
  const column = (key: keyof Figures) => {
    const found = columns.find((c) => c.key === key);
    if (!found) throw new Error(`no column ${key}`);
    return found;
  };

  it("marks each cell PASS or FAIL at the target's edge", () => {
    expect(cell(column("performance"), 98)).toBe("98 PASS");
    expect(cell(column("performance"), 97)).toBe("97 FAIL");
    expect(cell(column("lcpSeconds"), 1.8)).toBe("1.80 PASS");
    expect(cell(column("cls"), 0.021)).toBe("0.021 FAIL");
    expect(cell(column("transferKb"), 200.4)).toBe("200");
  });

  it("lists the targets a page misses", () => {
    expect(missedTargets(figuresOf(report)).map((c) => c.key)).toEqual([
      "performance",
      "accessibility",
      "lcpSeconds",
      "tbtMs",
    ]);
  });
});

describe("failingAudits", () => {
  it("names each failing audit and the elements at fault, and marks the unscored ones", () => {
    expect(failingAudits(report, "accessibility")).toEqual([
      'color-contrast: Background and foreground colors do not have a sufficient contrast ratio. — footer > p.text-muted "© 2026 NAIS"',
      "label-content-name-mismatch (weight 0, not scored): An audit",
    ]);
  });

  it("finds nothing in a category that passes", () => {
    expect(failingAudits(report, "seo")).toEqual([]);
  });
});

describe("performanceNotes", () => {
  it("names the LCP element, its phases and the unused JavaScript", () => {
    expect(performanceNotes(report)).toEqual([
      'LCP element: main > h1 "Bookkeeping and tax services"',
      "LCP phases: Time to first byte 151 ms",
      "scripts loaded before the observed LCP, so counted in simulated LCP: 2 (50.0 KiB)",
      "unused-javascript: /assets/entry.js 32.0 KiB",
    ]);
  });
});
