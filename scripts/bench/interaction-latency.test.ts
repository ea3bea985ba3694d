import { describe, expect, it } from "vitest";
import { type EventTimingEntry, interactionLatency, latencySummary, phaseMedians } from "./interaction-latency.ts";

const entry = (fields: Partial<EventTimingEntry>): EventTimingEntry => ({
  entryType: "event",
  name: "click",
  duration: 24,
  interactionId: 7,
  startTime: 1000,
  processingStart: 1004,
  processingEnd: 1010,
  ...fields,
});

describe("interactionLatency", () => {
  it("is the longest event of the interaction, named", () => {
    const entries = [
      entry({ entryType: "first-input", name: "pointerdown", duration: 40 }),
      entry({ name: "pointerdown", duration: 40 }),
      entry({ name: "click", duration: 56 }),
    ];
    expect(interactionLatency(entries)).toMatchObject({ ms: 56, event: "click" });
  });

  it("ignores hover and move events, which are no interaction", () => {
    const entries = [entry({ name: "pointerover", duration: 200, interactionId: 0 }), entry({ duration: 32 })];
    expect(interactionLatency(entries)).toMatchObject({ ms: 32, event: "click" });
  });

  it("takes the first input's duration when every event was under the reporting threshold", () => {
    const entries = [entry({ entryType: "first-input", name: "keydown", duration: 8, interactionId: 0 })];
    expect(interactionLatency(entries)).toMatchObject({ ms: 8, event: "keydown" });
  });

  it("splits the interaction into input delay, processing and presentation, over all its events", () => {
    const entries = [
      entry({ name: "pointerdown", duration: 152, startTime: 990, processingStart: 1006, processingEnd: 1010 }),
      entry({ name: "click", duration: 152, startTime: 990, processingStart: 1024, processingEnd: 1112 }),
    ];
    expect(interactionLatency(entries)?.phases).toEqual({ delay: 16, processing: 106, presentation: 30 });
  });

  it("leaves out an event of the interaction shown in an earlier frame", () => {
    const entries = [
      entry({ name: "pointerdown", duration: 24, startTime: 900, processingStart: 901, processingEnd: 905 }),
      entry({ name: "click", duration: 96, startTime: 1000, processingStart: 1004, processingEnd: 1030 }),
    ];
    expect(interactionLatency(entries)?.phases).toEqual({ delay: 4, processing: 26, presentation: 66 });
  });

  it("leaves another interaction's events out of the phases", () => {
    const entries = [
      entry({
        name: "keydown",
        duration: 16,
        interactionId: 3,
        startTime: 900,
        processingStart: 901,
        processingEnd: 902,
      }),
      entry({ name: "click", duration: 40, startTime: 1000, processingStart: 1004, processingEnd: 1010 }),
    ];
    expect(interactionLatency(entries)?.phases).toEqual({ delay: 4, processing: 6, presentation: 30 });
  });

  it("never gives a negative presentation when the rounded duration ends before the processing", () => {
    const entries = [entry({ duration: 8, startTime: 1000, processingStart: 1001, processingEnd: 1011 })];
    expect(interactionLatency(entries)?.phases.presentation).toBe(0);
  });

  it("has no figure when the browser reported nothing", () => {
    expect(interactionLatency([])).toBeUndefined();
  });
});

describe("latencySummary", () => {
  it("gives the median of the runs that reported, its verdict under the target, and each run", () => {
    expect(latencySummary([48, 120.4, 64], 100)).toEqual(["64", "PASS", "48 120 64"]);
    expect(latencySummary([100, undefined, 104], 100)).toEqual(["102", "FAIL", "100 ? 104"]);
  });

  it("has no median when no run reported", () => {
    expect(latencySummary([undefined], 100)).toEqual(["?", "", "?"]);
  });
});

describe("phaseMedians", () => {
  it("gives each phase's median over the runs that reported", () => {
    const runs = [
      { delay: 20, processing: 60, presentation: 40 },
      undefined,
      { delay: 30, processing: 80.4, presentation: 10 },
      { delay: 25, processing: 70, presentation: 30 },
    ];
    expect(phaseMedians(runs)).toEqual({ delay: "25", processing: "70", presentation: "30" });
  });

  it("has no figure when no run reported", () => {
    expect(phaseMedians([undefined])).toEqual({ delay: "?", processing: "?", presentation: "?" });
  });
});
