// @vitest-environment node
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { contentFiles, fileSchema } from "#app/content/data/content-files.ts";
import { readContentFile } from "#app/content/data/read-content.server.ts";
import { problemsWith } from "#app/content/test-support/problems-with.ts";
import home from "#content/pages/home.json" with { type: "json" };
import interfaceWords from "#content/pages/interface.json" with { type: "json" };
import payroll from "#content/services/payroll.json" with { type: "json" };

/** Titles, headings, buttons and search descriptions fit the design: the limits of fields.ts, planted mistakes refused. */
const root = resolve(import.meta.dirname, "../../..");
const entry = (file: string) => {
  const found = contentFiles.find((f) => f.file === file);
  if (!found) throw new Error(`${file} is not a content file`);
  return found;
};
const read = (file: string) => (data: unknown) => {
  const result = fileSchema(entry(file)).safeParse(data);
  if (!result.success) throw new Error(result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n"));
  readContentFile(root, entry(file));
};
const long = (words: number) => Array.from({ length: words }, () => "Bookkeeping").join(" ");

describe("the length of titles, headings, buttons and search descriptions", () => {
  it("lets every content file through as it is, checked as Astro and the editor check it (placeholders filled)", () => {
    const refused = contentFiles.flatMap((f) => {
      const result = fileSchema(f).safeParse(JSON.parse(readFileSync(join(root, f.file), "utf8")));
      return result.success ? [] : result.error.issues.map((i) => `${f.file}: ${i.path.join(".")}: ${i.message}`);
    });
    expect(refused).toEqual([]);
  });

  it("refuses a 255-character page title, saying how long it is and why, in each language", () => {
    const message = problemsWith(payroll, read("content/services/payroll.json"), (data) => {
      data.en.title = "P".repeat(255);
      data.es.title = "N".repeat(255);
    });
    expect(message).toContain(
      "en.title: is 255 characters; a page title must be at most 70 so it fits the heading and search results",
    );
    expect(message).toContain("es.title: is 255 characters; a page title must be at most 70");
  });

  it("refuses a long section title, button label and search description", () => {
    const message = problemsWith(home, read("content/pages/home.json"), (data) => {
      data.es.services.title = long(10);
      const card = data.en.services.cards[0];
      if (card) card.buttonText = long(4);
      data.es.metaDescription = long(15);
    });
    expect(message).toContain("es.services.title: is 119 characters; a section's title must be at most 80");
    expect(message).toContain("en.services.cards.0.buttonText: is 47 characters; a button's label must be at most 40");
    expect(message).toContain(
      "es.metaDescription: is 179 characters; a description in search results must be at most 160 (search engines cut longer ones)",
    );
  });

  it("refuses a word too long for a phone's screen in a title, and lets one of 24 letters through", () => {
    const word = "Contabilidadparapequenosnegociosdelacostacentraldecalifornia";
    expect(word).toHaveLength(60);
    const message = problemsWith(payroll, read("content/services/payroll.json"), (data) => {
      data.es.title = word;
    });
    expect(message).toContain(
      'es.title: has a word of 60 letters ("Contabilidadparapequenosnegoci…"); a page title must have no word longer than 24 letters, so it fits a phone\'s screen',
    );
    const fits = problemsWith(payroll, read("content/services/payroll.json"), (data) => {
      data.es.title = `Servicios de ${word.slice(0, 24)}`;
    });
    expect(fits).toBe("");
  });

  it("counts a sentence's length with its placeholders filled, as visitors read it", () => {
    // 159 characters once {{site.name}} is NAIS; 166 as typed.
    const typed = `Contact {{site.name}} ${"x".repeat(159 - "Contact NAIS ".length)}`;
    expect(typed.length).toBeGreaterThan(160);
    const filled = problemsWith(interfaceWords, read("content/pages/interface.json"), (data) => {
      data.en.contactPage.metaDescription = typed;
    });
    expect(filled).toBe("");
  });
});
