// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * What a client needs to know before starting is a fact of content/site.json, worded once in
 * copy-values.ts: the payroll service's size (one figure on every page that states it) and the
 * languages spoken, with an interpreter offered only while the data says the firm arranges one.
 */
const root = join(import.meta.dirname, "../..");
const read = (file: string): unknown => JSON.parse(readFileSync(join(root, file), "utf8"));

/** The value at a dotted path ("en.specialties.items.0.description") of parsed JSON. */
const at = (data: unknown, path: string): unknown =>
  path.split(".").reduce((value, key) => (value as Record<string, unknown> | undefined)?.[key], data);

afterEach(() => {
  vi.doUnmock("#app/content/site/index.ts");
});

async function valuesWith(change: (site: Record<string, unknown>) => Record<string, unknown>) {
  vi.resetModules();
  vi.doMock("#app/content/site/index.ts", async (original) => {
    const actual = await original<typeof import("#app/content/site/index.ts")>();
    return { ...actual, siteConfig: change(actual.siteConfig) };
  });
  const { copyValues } = await import("./data/copy-values.ts");
  return { en: copyValues("en"), es: copyValues("es") };
}

describe("the facts a client needs to start", () => {
  it.each([
    ["content/services/payroll.json", ["description", "metaDescription", "card.description"]],
    ["content/pages/about.json", ["specialties.items.0.description"]],
  ])("%s states the payroll service's size from the site data, in both languages", (file, paths) => {
    const data = read(file);
    for (const lang of ["en", "es"])
      for (const path of paths) {
        const text = at(data, `${lang}.${path}`);
        expect(text).toContain("{{payroll.employeesUpTo}}");
        expect(text).not.toMatch(/\b1 ?(?:to|a|-) ?20\b/);
      }
  });

  it("the payroll figure is the site data's", async () => {
    const values = await valuesWith((site) => ({ ...site, payroll: { employeesUpTo: 37 } }));
    expect(values.en["payroll.employeesUpTo"]).toBe("37");
    expect(values.es["payroll.employeesUpTo"]).toBe("37");
  });

  it("offers an interpreter only while the firm's data says it arranges one", async () => {
    const languages = (canArrange: boolean) => ({
      spoken: { en: "English, Spanish and Tagalog", es: "inglés, español y tagalo" },
      interpreter: { canArrange, language: { en: "Zapotec", es: "zapoteco" } },
    });
    const offered = await valuesWith((site) => ({ ...site, languages: languages(true) }));
    expect(offered.en["languages.spoken"]).toBe("English, Spanish and Tagalog");
    expect(offered.es["languages.spoken"]).toBe("inglés, español y tagalo");
    expect(offered.en["languages.interpreter"]).toMatch(/^ .*Zapotec.*interpreter\.$/);
    expect(offered.es["languages.interpreter"]).toMatch(/^ .*zapoteco.*intérprete\.$/);
    const notOffered = await valuesWith((site) => ({ ...site, languages: languages(false) }));
    expect(notOffered.en["languages.interpreter"]).toBe("");
    expect(notOffered.es["languages.interpreter"]).toBe("");
  });
});
