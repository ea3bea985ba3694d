// @vitest-environment node
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteConfig } from "#app/content/site/index.ts";
import { stringsWithPaths } from "#app/content/test-support/pattern-table.ts";

/**
 * A credential claimed in the copy comes from the site configuration: load every page's words with
 * a configuration whose team holds no QuickBooks certification and whose preparers are not
 * registered with CTEC, and no page may still claim them. A claim typed into the copy fails here.
 */

const claims: { claim: string; pattern: RegExp }[] = [
  {
    claim: "QuickBooks Online certification (a team member's quickbooksOnlineCertified)",
    pattern:
      /QuickBooks Online certified|certified in QuickBooks Online|Certificad[oa]s? en QuickBooks Online|Certificación en QuickBooks Online/i,
  },
  {
    claim: "QuickBooks Desktop certification (a team member's quickbooksDesktopCertified)",
    pattern:
      /QuickBooks Desktop certified|certified in (?:QuickBooks Online and )?(?:QuickBooks )?Desktop|certified in both versions|Certificad[oa]s? en QuickBooks (?:Online y )?Desktop|Certificación en QuickBooks Desktop|certificad[oa]s en las dos versiones/i,
  },
  {
    claim: "CTEC registration (ctec.registered)",
    pattern:
      /CTEC-registered|registrad[oa]s? ante el (?:CTEC|California Tax Education Council)|is registered with the California Tax Education Council/i,
  },
];

const pages = {
  ...import.meta.glob([
    "./**/*.ts",
    "!./**/*.test.ts",
    "!./index.ts",
    "!./{home,about,quickbooks,legal,service-pages,services-directory}/index.ts",
    "!./testimonials/index.ts",
  ]),
  // The pages whose words are content files, as the site loads them: their index modules choose
  // between the alternatives the data holds (docs/decisions/019).
  "./home/index.ts": async () => {
    const { homeContent } = await import("./home/index.ts");
    return { en: { ...homeContent.en, testimonials: undefined }, es: { ...homeContent.es, testimonials: undefined } };
  },
  "./about/index.ts": () => import("./about/index.ts"),
  "./quickbooks/index.ts": async () => {
    const { quickbooksContent } = await import("./quickbooks/index.ts");
    return {
      en: { ...quickbooksContent.en, testimonials: undefined },
      es: { ...quickbooksContent.es, testimonials: undefined },
    };
  },
  "./legal/index.ts": () => import("./legal/index.ts"),
};
const root = fileURLToPath(new URL("../../", import.meta.url));

async function claimsWith(config: typeof siteConfig): Promise<string[]> {
  vi.resetModules();
  vi.doMock("#app/content/site/index.ts", async (original) => ({ ...(await original()), siteConfig: config }));
  const found: string[] = [];
  for (const [file, load] of Object.entries(pages)) {
    for (const { path, text } of stringsWithPaths(await load())) {
      // The labels of team credentials: each is shown only beside a member who holds it.
      if (path.includes(".credentialLabels.")) continue;
      // The CTEC sentence as written, before representation/index.ts chooses it (only when ctec.registered
      // is true; its test holds that): the editor's facts carry the words unchosen (copy-values.ts).
      if (path.endsWith(".ctec.ifRegistered")) continue;
      for (const { claim, pattern } of claims) {
        if (pattern.test(text)) found.push(`app/content/${file.slice(2)} › ${path}: ${claim}`);
      }
    }
  }
  // The content files' words as written, their placeholders filled from this configuration.
  const { copyFileStrings } = await import("#app/content/test-support/copy-strings.ts");
  for (const { file, path, text } of copyFileStrings(root)) {
    if (path.includes(".credentialLabels.")) continue;
    // The sentence representation/index.ts shows only when ctec.registered is true (its test holds that).
    if (file === "content/representation.json" && path.endsWith(".ctec.ifRegistered")) continue;
    // The pages' files hold alternatives their index modules choose between: read above, as loaded.
    if (file.startsWith("content/pages/")) continue;
    for (const { claim, pattern } of claims) if (pattern.test(text)) found.push(`${file} › ${path}: ${claim}`);
  }
  return found;
}

afterEach(() => {
  vi.doUnmock("#app/content/site/index.ts");
});

describe("credential claims come from the site configuration", () => {
  it("with the sample configuration, the copy makes each claim (so the patterns still see them)", async () => {
    const found = await claimsWith(siteConfig);
    for (const { claim } of claims)
      expect(
        found.some((f) => f.endsWith(claim)),
        claim,
      ).toBe(true);
  });

  it("without those credentials in the configuration, no page claims them", async () => {
    const team = siteConfig.team.map((m) => ({
      ...m,
      credentials: m.credentials.filter((c) => c !== "quickbooksOnlineCertified" && c !== "quickbooksDesktopCertified"),
    }));
    const found = await claimsWith({ ...siteConfig, team, ctec: { registered: false } });
    expect(found).toEqual([]);
  });
});
