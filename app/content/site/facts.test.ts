// @vitest-environment node
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { contentFiles } from "#app/content/data/content-files.ts";
import { placeholderValues } from "#app/content/data/copy-values.ts";
import { copyProblems } from "#app/content/data/page-copy.ts";
import { stringsIn } from "#app/content/data/placeholders.ts";
import { interfaceWordsSchema } from "#app/content/interface/schema.ts";
import { en } from "#app/i18n/en.ts";
import { es } from "#app/i18n/es.ts";
import interfaceWords from "#content/pages/interface.json" with { type: "json" };
import { siteFactValues } from "./facts.ts";
import { siteConfig } from "./index.ts";

const root = resolve(import.meta.dirname, "../../..");
const interfaceFile = "content/pages/interface.json";

describe("the firm's facts inside sentences", () => {
  it("are never typed into a content file's text: each is named by its placeholder ({{site.phone}})", () => {
    const digits = (text: string) => text.replace(/\D/g, "");
    const phoneDigits = digits(siteConfig.phone.display).slice(-10);
    const literal: string[] = [];
    for (const entry of contentFiles) {
      if (entry.file === "content/site.json") continue;
      const data: unknown = JSON.parse(readFileSync(join(root, entry.file), "utf8"));
      for (const [field, text] of stringsIn(data)) {
        const found = [
          digits(text).includes(phoneDigits) && "the phone",
          text.includes(siteConfig.email) && "the e-mail",
          ...siteConfig.offices.map((office) => text.includes(office.street) && `the street of ${office.id}`),
        ].filter(Boolean);
        if (found.length) literal.push(`${entry.file}: ${field}: ${found.join(", ")}`);
      }
    }
    expect(literal).toEqual([]);
  });

  it("reach the interface's sentences in both languages, the contact page's search description named by placeholder", () => {
    expect(interfaceWords.en.contactPage.metaDescription).toContain("{{site.phone}}");
    expect(en.contactPage.metaDescription).toContain(`call ${siteConfig.phone.display},`);
    expect(es.contactPage.metaDescription).toContain(`llame al ${siteConfig.phone.display},`);
    expect(en.footer.blurb).toContain(`since ${siteConfig.foundedYear}.`);
    expect(JSON.stringify([en, es])).not.toContain("{{");
  });

  it("are the only placeholders an interface sentence may hold: a yearly figure there is refused, naming the field", () => {
    const planted = structuredClone(interfaceWords);
    planted.es.footer.blurb = "Desde {{socialSecurityWageBase.year}}.";
    const problems = copyProblems(interfaceFile, interfaceWordsSchema, planted, siteFactValues).join("\n");
    expect(problems).toContain(
      `${interfaceFile}: es.footer.blurb: {{socialSecurityWageBase.year}} is not a known figure or fact`,
    );
    const entry = contentFiles.find((f) => f.file === interfaceFile);
    expect(placeholderValues(entry?.placeholders)("es")).toEqual(siteFactValues("es"));
    const footer = interfaceWordsSchema.shape.footer.safeParse(planted.es.footer);
    expect(footer.error?.issues.map((i) => i.message)).toEqual([
      expect.stringMatching(
        /^cannot hold \{\{socialSecurityWageBase\.year\}\}: a sentence shared by pages may name only the firm's details \(\{\{site\.name\}\}/,
      ),
    ]);
  });

  it("name the phone by its kind, from the number, in each language", () => {
    expect(siteFactValues("en")["site.phoneKind"]).toBe("Toll-free");
    expect(siteFactValues("es")["site.phoneKind"]).toBe("Línea gratuita");
    expect(en.footer.phoneLabel).toBe("Toll-free");
    expect(es.contactPage.phoneLabel).toBe("Línea gratuita");
  });
});
