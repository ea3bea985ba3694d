// @vitest-environment node
import { describe, expect, it } from "vitest";
import { copyProblems } from "#app/content/data/page-copy.ts";
import { siteFactValues } from "#app/content/data/site-facts.ts";
import { bilingual } from "#app/content/schema/fields.ts";
import { siteConfig } from "#app/lib/site-config.ts";
import data from "#content/pages/interface.json" with { type: "json" };
import { dictionaries } from "./dictionaries.ts";
import { interfaceWordsSchema } from "./interface-words.ts";

/**
 * The interface's sentences are data (content/pages/interface.json), spread into the
 * dictionaries without their schema (interface-words.ts says why): the file itself is checked.
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

  it("refuse a {{…}} figure, which the dictionaries cannot fill (as Astro's collection reads the file)", () => {
    const planted = { ...data, en: { ...data.en, footer: { blurb: "Ask {{rep.named}}." } } };
    const result = bilingual(interfaceWordsSchema).safeParse(planted);
    expect(result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([
      expect.stringMatching(
        /^en\.footer\.blurb: cannot hold \{\{rep\.named\}\}: a sentence shared by pages may name only the firm's details/,
      ),
    ]);
  });

  it("refuse a Spanish file lacking a sentence the English has", () => {
    const { officesLead: _, ...contactPage } = data.es.contactPage;
    const planted = { ...data, es: { ...data.es, contactPage } };
    expect(copyProblems(file, interfaceWordsSchema, planted).join("\n")).toMatch(/es\.contactPage\.officesLead/);
  });
});
