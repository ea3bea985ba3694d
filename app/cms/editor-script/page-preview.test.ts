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

  /** Words of the file the page shows in its heading, or (the directory, whose heading is the site's) on its first card. */
  const shownWords = (file: string, words: Record<string, unknown>): { text: string; tag: string } => {
    if (file === "content/services-directory.json")
      return { text: (Object.values(words)[0] as { name: string }).name, tag: "a" };
    const hero = words.hero as { headline?: string } | undefined;
    return { text: String(words.title ?? hero?.headline), tag: "h1" };
  };

  it.each(previewedFiles)("draws %s in each language with its own words, in the site's header and footer", (file) => {
    for (const lang of ["en", "es"] as const) {
      const words = data(file)[lang];
      const html = pagePreviewHtml(file, lang, words);
      const { text, tag } = shownWords(file, words);
      expect(html).toMatch(
        new RegExp(`>${text.replace(/&/g, "&amp;").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</${tag}>`),
      );
      expect(html).toContain("<footer");
    }
  });

  it("draws the words being edited, not the file's: a new headline on the home page", () => {
    const words = { ...data("content/pages/home.json").es };
    words.hero = { ...words.hero, headline: "Contabilidad clara para su negocio" };
    expect(pagePreviewHtml("content/pages/home.json", "es", words)).toContain(
      ">Contabilidad clara para su negocio</h1>",
    );
  });

  it("throws the build's message for words the build would refuse", () => {
    const words = { ...data("content/services/payroll.json").es, title: "" };
    expect(() => pagePreviewHtml("content/services/payroll.json", "es", words)).toThrow(/es\.title: must not be empty/);
  });
});
