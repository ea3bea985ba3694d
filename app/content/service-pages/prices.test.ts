// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contentFiles } from "#app/content/data/content-files.ts";
import { stringsWithPaths } from "#app/content/test-support/pattern-table.ts";
import { templateServiceSlugs } from "./files.ts";
import type { TemplateServiceSlug } from "./types.ts";

/**
 * The firm's prices are facts of the site configuration (samples until the firm confirms them):
 * the pages that quote them write `{{price.…}}` placeholders, and no service copy types a dollar
 * amount (tax figures have their own placeholders too).
 */
const quoting = {
  smallBusinessMonthly: ["small-business"],
  formationPackage: ["new-business-formation", "corporation-formation"],
  personalReturn: ["personal-tax"],
  itinApplication: ["certified-acceptance-agent"],
} as const satisfies Record<string, readonly TemplateServiceSlug[]>;

const otherPrices: Record<keyof typeof quoting, { from: number; to?: number }> = {
  smallBusinessMonthly: { from: 111, to: 2_222 },
  formationPackage: { from: 333, to: 4_444 },
  personalReturn: { from: 555 },
  itinApplication: { from: 666 },
};

const root = join(import.meta.dirname, "../../..");
/** The service pages' and the services directory's content files. */
const serviceCopyFiles = contentFiles.filter((entry) => entry.file.startsWith("content/services")).map((e) => e.file);

/** Every dollar amount typed into a text: `$250`, `$1,500`. */
const typedDollars = (text: string) => text.match(/\$\d[\d,]*/g) ?? [];

afterEach(() => {
  vi.doUnmock("#app/content/site/index.ts");
});

describe("prices come from the site configuration", () => {
  for (const [price, slugs] of Object.entries(quoting) as [keyof typeof quoting, readonly TemplateServiceSlug[]][])
    for (const slug of slugs)
      for (const lang of ["en", "es"] as const) {
        it(`the ${slug} page (${lang}) quotes siteConfig.prices.${price}`, async () => {
          vi.resetModules();
          vi.doMock("#app/content/site/index.ts", async (original) => {
            const actual = await original<typeof import("#app/content/site/index.ts")>();
            return { ...actual, siteConfig: { ...actual.siteConfig, prices: otherPrices } };
          });
          const { servicePageContent } = await import("./index.ts");
          const text = stringsWithPaths(servicePageContent[slug][lang])
            .map((s) => s.text)
            .join("\n");
          const { from, to } = otherPrices[price];
          expect(text).toContain(`$${from.toLocaleString("en-US")}`);
          if (to !== undefined) expect(text).toContain(`$${to.toLocaleString("en-US")}`);
        });
      }

  it("reads every service page's file and the directory's", () => {
    expect(serviceCopyFiles).toHaveLength(templateServiceSlugs.length + 1);
    expect(serviceCopyFiles).toContain("content/services-directory.json");
    expect(typedDollars('"answer": "packages from $250 to $1,500"')).toEqual(["$250", "$1,500"]);
  });

  for (const file of serviceCopyFiles)
    it(`${file} types no dollar amount`, () => {
      expect(typedDollars(readFileSync(join(root, file), "utf8"))).toEqual([]);
    });
});
