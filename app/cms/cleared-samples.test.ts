// @vitest-environment node
/**
 * Unticking the last value of a "Still samples" box, or clearing the box with its ×, is what the
 * firm does once every sample is replaced (docs/launch.md). Decap's select saves an optional list
 * so emptied as `null` (decap-cms-widget-select's handleChange); the editor's save check and the
 * build both read it as "no samples" (docs/decisions/020: the editor refuses only what the build
 * refuses, and the build accepts what the editor writes).
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { contentFiles } from "#app/content/data/content-files.ts";
import { samplesIn } from "#app/content/data/samples.ts";
import { entryProblems, readContent } from "./entry-problems.ts";

const root = resolve(import.meta.dirname, "../..");
const file = "content/site.json";
const entry = contentFiles.find((e) => e.file === file);
if (!entry) throw new Error(`no content file ${file}`);
const site = JSON.parse(readFileSync(join(root, file), "utf8"));

/** The firm's details as Decap saves them with the first office's street replaced and its box emptied. */
const streetReplaced = {
  ...site,
  offices: site.offices.map((office: Record<string, unknown>, i: number) =>
    i === 0 ? { ...office, street: "301 E Main St", samples: null } : office,
  ),
};

describe("a Still samples box emptied in the editor (saved as null)", () => {
  it("once its value is replaced, is accepted by the check the editor runs before saving, the build's reader", () => {
    expect(entryProblems(entry, streetReplaced)).toEqual([]);
    const read = readContent(entry, streetReplaced) as { offices: { samples: string[] }[] };
    expect(read.offices[0]?.samples).toEqual([]);
    expect(samplesIn(file, streetReplaced, {}).map((m) => m.field)).not.toContain("offices[0].street");
  });

  it("while its values are still examples, is refused naming each example, not the empty box", () => {
    const problems = entryProblems(entry, { ...site, samples: null });
    expect(problems.map((p) => p.field)).toContain("email");
    expect(problems.find((p) => p.field === "email")?.message).toMatch(/^is still the example info@example\.com/);
    expect(problems.filter((p) => p.field === "samples")).toEqual([]);
  });
});
