// @vitest-environment node
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { contentFiles } from "#app/content/data/content-files.ts";
import { hasPagePreview } from "../content-pages.ts";
import { pagePreviewHtml, previewedFiles } from "./page-preview.tsx";

const root = resolve(import.meta.dirname, "../../..");
const data = (file: string) => JSON.parse(readFileSync(join(root, file), "utf8"));

describe("the editor's preview pane", () => {
  it("has a page for every file the configuration turns the pane on for, and no other", () => {
    expect([...previewedFiles].sort()).toEqual(
      contentFiles
        .map((f) => f.file)
        .filter(hasPagePreview)
        .sort(),
    );
  });

  it.each(previewedFiles)("draws %s in each language with its title as the page's heading", (file) => {
    for (const lang of ["en", "es"] as const) {
      const words = data(file)[lang];
      const html = pagePreviewHtml(file, lang, words);
      expect(html).toContain(`>${words.title.replace(/&/g, "&amp;")}</h1>`);
      expect(html).toContain("<footer");
    }
  });

  it("throws the build's message for words the build would refuse", () => {
    const words = { ...data("content/services/payroll.json").es, title: "" };
    expect(() => pagePreviewHtml("content/services/payroll.json", "es", words)).toThrow(/es\.title: must not be empty/);
  });
});
