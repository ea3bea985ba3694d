// @vitest-environment node
import { describe, expect, it } from "vitest";
import { contentFiles, fileSchema } from "#app/content/data/content-files.ts";
import { copyProblems } from "#app/content/data/page-copy.ts";
import { siteFactValues } from "#app/content/site/facts.ts";
import { siteConfig } from "#app/content/site/index.ts";
import { dictionaries } from "#app/i18n/dictionaries.ts";
import data from "#content/pages/interface.json" with { type: "json" };
import { interfaceWordsSchema } from "./schema.ts";

/**
 * The interface's sentences are data (content/pages/interface.json), spread into the
 * dictionaries without their schema (schema.ts says why): the file itself is checked.
 */
const file = "content/pages/interface.json";

describe("the interface's sentences (content/pages/interface.json)", () => {
  it("match their schema in both languages, with the same shape", () => {
    expect(copyProblems(file, interfaceWordsSchema, data, siteFactValues)).toEqual([]);
  });

  it("are what the dictionaries show, the firm's facts filled in", () => {
    for (const lang of ["en", "es"] as const) {
      expect(dictionaries[lang].footer.blurb).toBe(
        data[lang].footer.blurb.replace("{{site.foundedYear}}", String(siteConfig.foundedYear)),
      );
      expect(dictionaries[lang].contactPage.whyPoints).toEqual(data[lang].contactPage.whyPoints);
      expect(dictionaries[lang].site).toEqual(data[lang].site);
    }
  });

  it("refuse a {{…}} figure, which the dictionaries cannot fill (as Astro's collection and the editor read the file)", () => {
    const planted = { ...data, en: { ...data.en, footer: { blurb: "Ask {{rep.named}}." } } };
    const entry = contentFiles.find((f) => f.file === file);
    if (!entry) throw new Error(`${file} is not a content file`);
    const result = fileSchema(entry).safeParse(planted);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      `${file}: en.footer.blurb: {{rep.named}} is not a known figure or fact: the figures are listed under "Yearly tax figures" in the editor`,
    ]);
    // Unfilled, the sentence's own rule says which placeholders it may hold.
    const footer = interfaceWordsSchema.shape.footer.safeParse({ blurb: "Ask {{rep.named}}." });
    expect(footer.error?.issues.map((i) => i.message)).toEqual([
      expect.stringMatching(
        /^cannot hold \{\{rep\.named\}\}: a sentence shared by pages may name only the firm's details/,
      ),
    ]);
  });

  it("refuse a Spanish file lacking a sentence the English has", () => {
    const { officesLead: _, ...contactPage } = data.es.contactPage;
    const planted = { ...data, es: { ...data.es, contactPage } };
    expect(copyProblems(file, interfaceWordsSchema, planted).join("\n")).toMatch(/es\.contactPage\.officesLead/);
  });
});
