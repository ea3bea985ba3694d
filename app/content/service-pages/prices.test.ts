// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stringsWithPaths } from "#app/content/pattern-table.ts";

/**
 * The firm's prices are facts of the site configuration (samples until the firm confirms them):
 * the pages that quote them interpolate `siteConfig.prices`, and none types a dollar amount.
 */
const quoting = {
  smallBusinessMonthly: ["small-business"],
  formationPackage: ["new-business-formation", "corporation-formation"],
} as const;

const otherPrices = { smallBusinessMonthly: { from: 111, to: 2_222 }, formationPackage: { from: 333, to: 4_444 } };

afterEach(() => {
  vi.doUnmock("#app/lib/site-config.ts");
});

describe("prices come from the site configuration", () => {
  for (const [price, slugs] of Object.entries(quoting) as [keyof typeof quoting, readonly string[]][])
    for (const slug of slugs)
      for (const lang of ["en", "es"] as const) {
        it(`${slug}/${lang}.ts quotes siteConfig.prices.${price}`, async () => {
          vi.resetModules();
          vi.doMock("#app/lib/site-config.ts", async (original) => {
            const actual = await original<typeof import("#app/lib/site-config.ts")>();
            return { ...actual, siteConfig: { ...actual.siteConfig, prices: otherPrices } };
          });
          const copy = await import(`./${slug}/${lang}.ts`);
          const text = stringsWithPaths(copy)
            .map((s) => s.text)
            .join("\n");
          const { from, to } = otherPrices[price];
          expect(text).toContain(`$${from.toLocaleString("en-US")}`);
          expect(text).toContain(`$${to.toLocaleString("en-US")}`);
        });

        it(`${slug}/${lang}.ts types no dollar amount`, () => {
          const source = readFileSync(join(import.meta.dirname, slug, `${lang}.ts`), "utf8");
          expect(source.match(/\$\d[\d,]*/g) ?? []).toEqual([]);
        });
      }
});
