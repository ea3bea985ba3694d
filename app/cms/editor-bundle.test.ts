// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { editorScript } from "./editor-bundle.server.ts";

const root = resolve(import.meta.dirname, "../..");
const read = (file: string) => JSON.parse(readFileSync(join(root, file), "utf8"));

describe("the editor's scripts (/admin/editor.js, /admin/editor-checks.js)", () => {
  it("give a picture a component imports its address in the built site, carry no content, and stay a reasonable size", async () => {
    const site = mkdtempSync(join(tmpdir(), "nais-editor-bundle-"));
    onTestFinished(() => rmSync(site, { recursive: true, force: true }));
    mkdirSync(join(site, "assets"));
    // Astro's original and one of its sizes (`_…` after the hash): the original is the one named.
    writeFileSync(join(site, "assets/why-nais-poster.Ab1_x-9Z.webp"), "");
    writeFileSync(join(site, "assets/why-nais-poster.Ab1_x-9Z_2tqeB7.webp"), "");
    const start = await editorScript(site, "editor.js");
    const checks = await editorScript(site, "editor-checks.js");
    expect(checks).toContain('"/assets/why-nais-poster.Ab1_x-9Z.webp"');
    expect(checks).not.toContain("data:image/webp;base64");
    // The content is read through the backend after sign-in (docs/decisions/034): no file's words,
    // not even a service page's name or card (the generated modules are worked out from the files read).
    const figures = read("content/tax-figures.json") as { figures: { note?: string }[] };
    const quotes = (read("content/testimonials.json") as { testimonials: { quote: { en: string } }[] }).testimonials;
    const payroll = read("content/services/payroll.json") as { en: { name: string; card: { description: string } } };
    const words = [
      ...figures.figures.flatMap((f) => (f.note ? [f.note] : [])),
      ...quotes.map((q) => q.quote.en),
      payroll.en.card.description,
      payroll.en.name,
    ];
    for (const script of [start, checks]) for (const text of words) expect(script).not.toContain(text);
    // The start: Decap's locale in plain English, the listeners, the preview's wrappers, the
    // reading of every file and the panels that need no content (32 KB).
    expect(start.length).toBeLessThan(40_000);
    // The checks, previews and panels, with the schemas, the build's readers and the site's React
    // components: 0.94 MB. It was 1.59 MB in one script while it carried every content file as built
    // (0.62 MB, the checks' fallback).
    expect(checks.length).toBeLessThan(960_000);
  }, 60_000);

  it("gives the picture itself, as a data: address, before the site is built", async () => {
    const script = await editorScript(join(tmpdir(), "no-such-build"), "editor-checks.js");
    expect(script).toMatch(/"data:image\/webp;base64,[A-Za-z0-9+/=]+"/);
  }, 60_000);
});
