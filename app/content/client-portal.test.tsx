import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { siteConfig } from "#app/content/site/index.ts";
import { stringsWithPaths } from "#app/content/test-support/pattern-table.ts";
import { dictionaries } from "#app/i18n/dictionaries.ts";
import { languages, pathOf } from "#app/lib/route-table.ts";

/**
 * The client portal is a fact of the site configuration: the footer's and header's link, every
 * linked mention in the copy, and the encryption the copy states all come from
 * `siteConfig.clientPortal`. Each test loads the code with a configuration of its own, so a URL or
 * a "256-bit" typed into a component or the copy fails here.
 */

/** The pages whose words are content files: their index modules, as the site loads them (docs/decisions/019). */
const pagesFromData = {
  "./home/index.ts": () => import("./home/index.ts"),
  "./about/index.ts": () => import("./about/index.ts"),
  "./quickbooks/index.ts": () => import("./quickbooks/index.ts"),
  "./legal/index.ts": () => import("./legal/index.ts"),
};

const otherPortal = { url: "https://sign-in.portal.test/firm", provider: "Test Portal Co.", encryptionBits: 128 };

async function withPortal(clientPortal: typeof siteConfig.clientPortal) {
  vi.resetModules();
  vi.doMock("#app/content/site/index.ts", async (original) => {
    const actual = await original<typeof import("#app/content/site/index.ts")>();
    return { ...actual, siteConfig: { ...actual.siteConfig, clientPortal } };
  });
}

afterEach(() => {
  cleanup();
  vi.doUnmock("#app/content/site/index.ts");
});

describe("the client portal link in the shell", () => {
  for (const lang of languages) {
    it(`the footer and the header link to the configured sign-in page (${lang})`, async () => {
      await withPortal(otherPortal);
      const { SiteFooter } = await import("#app/components/shell/site-footer.tsx");
      const { SiteHeader } = await import("#app/components/shell/site-header.tsx");
      const { SiteProvider: Provider } = await import("#app/i18n/index.ts");
      render(
        <Provider value={{ lang, dictionary: dictionaries[lang], path: pathOf("home", lang) }}>
          <SiteHeader />
          <SiteFooter />
        </Provider>,
      );
      const links = screen.getAllByRole("link", { name: dictionaries[lang].footer.clientPortal, hidden: true });
      expect(links).toHaveLength(2);
      for (const link of links) expect(link.getAttribute("href")).toBe(otherPortal.url);
    });
  }
});

/** Every `{ href }` link in a module's data that points at `url`, by path. */
function linksTo(data: unknown, url: string): string[] {
  const found: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) walk(item, `${path}[${i}]`);
    } else if (value && typeof value === "object") {
      if ((value as { href?: unknown }).href === url) found.push(path);
      for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`);
    }
  };
  walk(data, "");
  return found;
}

describe("mentions of the portal in the copy lead to it", () => {
  // The places the issue names where a link fits (the directory's cards are links already, and a
  // testimonial is the client's own words): each, in both languages, links to the configured URL.
  const places = {
    "home (en)": async () => (await import("./home/index.ts")).homeContent.en,
    "home (es)": async () => (await import("./home/index.ts")).homeContent.es,
    "about-timeline/index.ts": () => import("#app/content/about-timeline/index.ts"),
    "privacy policy (en)": async () => (await import("./legal/index.ts")).legalDocuments.privacy.en,
    "privacy policy (es)": async () => (await import("./legal/index.ts")).legalDocuments.privacy.es,
    "quickbooks (en)": async () => (await import("./quickbooks/index.ts")).quickbooksContent.en,
    "quickbooks (es)": async () => (await import("./quickbooks/index.ts")).quickbooksContent.es,
  };
  for (const [file, load] of Object.entries(places)) {
    it(`app/content/${file}`, async () => {
      await withPortal(otherPortal);
      expect(linksTo(await load(), otherPortal.url)).not.toEqual([]);
    });
  }

  it("the about timeline links in both languages", async () => {
    await withPortal(otherPortal);
    const { aboutTimeline } = await import("#app/content/about-timeline/index.ts");
    const entry = aboutTimeline.find((e) => linksTo(e, otherPortal.url).length > 0);
    expect(entry && linksTo(entry.description.en, otherPortal.url)).toHaveLength(1);
    expect(entry && linksTo(entry.description.es, otherPortal.url)).toHaveLength(1);
  });
});

describe("the portal's encryption is stated only as the configuration states it", () => {
  // The video's words are drawn into its frames: their claims are held to the data by
  // why-nais-video.ts itself, which leaves the video out when they disagree (firm-video.test.tsx).
  const copy = {
    ...import.meta.glob([
      "./**/*.ts",
      "!./**/*.test.ts",
      "!./index.ts",
      "!./{home,about,quickbooks,legal,service-pages,services-directory}/index.ts",
      "!./why-nais-video.ts",
    ]),
    ...pagesFromData,
  };
  const encryptionClaim = /\b\d+[-\s][Bb]its?\b|\bAES\b/;

  async function claims(): Promise<string[]> {
    const found: string[] = [];
    for (const [file, load] of Object.entries(copy))
      for (const { path, text } of stringsWithPaths(await load()))
        if (encryptionClaim.test(text)) found.push(`${file} › ${path}: ${text.match(encryptionClaim)?.[0]}`);
    return found;
  }

  it("with the configured key length, the copy says that length and no other", async () => {
    await withPortal(otherPortal);
    const found = await claims();
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((f) => !/128-bit|128 bits/.test(f))).toEqual([]);
  });

  it("with none configured, the copy makes no encryption claim", async () => {
    await withPortal({ ...otherPortal, encryptionBits: null });
    expect(await claims()).toEqual([]);
  });

  it("the privacy policy names the configured provider in both languages", async () => {
    await withPortal(otherPortal);
    const policies = (await import("./legal/index.ts")).legalDocuments.privacy;
    for (const [lang, policy] of Object.entries(policies)) {
      const texts = stringsWithPaths(policy).map((s) => s.text);
      expect(
        texts.some((t) => t.includes(otherPortal.provider)),
        lang,
      ).toBe(true);
    }
  });
});
