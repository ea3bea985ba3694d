import { describe, expect, it } from "vitest";
import {
  cell,
  columnsFor,
  type Figures,
  failingAudits,
  figuresOf,
  type LighthouseReport,
  medianFigures,
  missedTargets,
  type PageKind,
  performanceNotes,
  runLine,
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
    "first-contentful-paint": audit({ numericValue: 1720, scoreDisplayMode: "numeric" }),
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
    "unused-javascript": audit({
      scoreDisplayMode: "metricSavings",
      details: { type: "opportunity", items: [{ url: "http://127.0.0.1:4000/assets/entry.js", wastedBytes: 32_768 }] },
    }),
  },
};

describe("figuresOf", () => {
  it("reads scores as 0-100, FCP and LCP in seconds and the transfer size in KB", () => {
    expect(figuresOf(report)).toEqual({
      performance: 97,
      accessibility: 96,
      bestPractices: 100,
      seo: 100,
      fcpSeconds: 1.72,
      lcpSeconds: 2.15,
      lcpOverFcp: 2.15 / 1.72,
      cls: 0.004,
      tbtMs: 120,
      transferKb: 200,
    });
  });
});

describe("medianFigures", () => {
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

describe("runLine", () => {
  it("puts one run's load figures on one line", () => {
    expect(runLine(figuresOf(report))).toBe("LCP 2.15 s, FCP 1.72 s, TBT 120 ms, CLS 0.004");
  });
});

describe("targets", () => {
  const column = (kind: PageKind, key: keyof Figures) => {
    const found = columnsFor(kind).find((c) => c.key === key);
    if (!found) throw new Error(`no column ${key}`);
    return found;
  };

  it("marks each cell PASS or FAIL at the target's edge, and reports the rest", () => {
    expect(cell(column("document", "accessibility"), 100)).toBe("100 PASS");
    expect(cell(column("document", "accessibility"), 99)).toBe("99 FAIL");
    expect(cell(column("document", "lcpOverFcp"), 1.15)).toBe("1.150 PASS");
    expect(cell(column("document", "lcpOverFcp"), 1.151)).toBe("1.151 FAIL");
    expect(cell(column("app", "lcpOverFcp"), 1.5)).toBe("1.500");
    expect(cell(column("app", "cls"), 0.02)).toBe("0.020 PASS");
    expect(cell(column("app", "cls"), 0.021)).toBe("0.021 FAIL");
    expect(cell(column("app", "performance"), 87)).toBe("87");
    expect(cell(column("app", "tbtMs"), 120)).toBe("120");
    expect(cell(column("app", "transferKb"), 200.4)).toBe("200");
  });

  it("lists the targets a page misses, by its kind", () => {
    const figures = figuresOf(report);
    expect(missedTargets(figures, "document").map((c) => c.key)).toEqual(["accessibility", "lcpOverFcp"]);
    expect(missedTargets(figures, "app").map((c) => c.key)).toEqual(["accessibility"]);
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
      "unused-javascript: /assets/entry.js 32.0 KiB",
    ]);
  });
});
