import { describe, expect, it } from "vitest";
import { type EventTimingEntry, interactionLatency, latencySummary } from "./interaction-latency.ts";

const entry = (fields: Partial<EventTimingEntry>): EventTimingEntry => ({
  entryType: "event",
  name: "click",
  duration: 24,
  interactionId: 7,
  ...fields,
});

describe("interactionLatency", () => {
  it("is the longest event of the interaction, named", () => {
    const entries = [
      entry({ entryType: "first-input", name: "pointerdown", duration: 40 }),
      entry({ name: "pointerdown", duration: 40 }),
      entry({ name: "click", duration: 56 }),
    ];
    expect(interactionLatency(entries)).toEqual({ ms: 56, event: "click" });
  });

  it("ignores hover and move events, which are no interaction", () => {
    const entries = [entry({ name: "pointerover", duration: 200, interactionId: 0 }), entry({ duration: 32 })];
    expect(interactionLatency(entries)).toEqual({ ms: 32, event: "click" });
  });

  it("takes the first input's duration when every event was under the reporting threshold", () => {
    const entries = [entry({ entryType: "first-input", name: "keydown", duration: 8, interactionId: 0 })];
    expect(interactionLatency(entries)).toEqual({ ms: 8, event: "keydown" });
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
