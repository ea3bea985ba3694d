// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { publishedFields } from "./published-fields.ts";

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "nais-published-"));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const testimonial = {
  testimonials: [
    {
      name: "Rosa M.",
      quote: { en: "NAIS closed our books in a day, every month." },
      consent: { signed: true, signedOn: "2027-03-14", keptIn: "client file 2027-014" },
    },
  ],
};

describe("the published files' check", () => {
  it("names a value no page shows that a script carries, and not one a page shows", () => {
    const root = project({
      "content/testimonials.json": JSON.stringify(testimonial),
      "build/client/index.html": "<p>NAIS closed our books in a day, every month.</p>",
      "build/client/admin/editor.js": `var t=${JSON.stringify(testimonial)};`,
    });
    expect(publishedFields(root, join(root, "build/client"))).toEqual([
      {
        file: "content/testimonials.json",
        field: "testimonials.0.consent.keptIn",
        value: "client file 2027-014",
        publishedIn: ["admin/editor.js"],
      },
    ]);
  });

  it("reads a page's character references and a script's escapes as the browser does", () => {
    const root = project({
      "content/site.json": JSON.stringify({ note: "Rosa’s “books” & more", tagline: "Señora's café & bar" }),
      "build/client/index.html": "<p>Se&#xF1;ora&#x27;s caf&eacute; &amp; bar</p>",
      "build/client/assets/island.js": 'var a="Rosa\\u2019s \\u201Cbooks\\u201D & more";',
    });
    const found = publishedFields(root, join(root, "build/client"));
    expect(found.map((f) => f.field)).toEqual(["note"]);
  });

  it("passes a site whose scripts carry no content the pages do not show", () => {
    const root = project({
      "content/testimonials.json": JSON.stringify(testimonial),
      "build/client/index.html": "<p>NAIS closed our books in a day, every month.</p>",
      "build/client/admin/editor.js": "fetch('/api/v1')",
    });
    expect(publishedFields(root, join(root, "build/client"))).toEqual([]);
  });
});
