import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { homeContent } from "#app/content/index.ts";
import type { siteConfig } from "#app/content/site/index.ts";
import { videoDisagreements, videoFactsNow } from "#app/content/why-nais-video.ts";
import { dictionaries } from "#app/i18n/dictionaries.ts";
import { languages, pathOf } from "#app/lib/route-table.ts";

/**
 * The video's words are drawn into its frames; four of them state facts the firm edits
 * (app/content/why-nais-video.ts). The home page's "why" section is rendered with the firm's data
 * changed, as the editor would change it.
 */
async function renderWhy(change: Partial<typeof siteConfig>, lang: (typeof languages)[number]) {
  vi.resetModules();
  vi.doMock("#app/content/site/index.ts", async (original) => {
    const actual = await original<typeof import("#app/content/site/index.ts")>();
    return { ...actual, siteConfig: { ...actual.siteConfig, ...change } };
  });
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const { WhyChooseUs } = await import("#app/components/home/why-choose-us.tsx");
  const { SiteProvider } = await import("#app/i18n/index.ts");
  const { IconDataProvider } = await import("#app/components/icons/content-icon.tsx");
  const { iconDataFor } = await import("#app/components/icons/icon-set.ts");
  const why = homeContent[lang].why;
  render(
    <SiteProvider value={{ lang, dictionary: dictionaries[lang], path: pathOf("home", lang) }}>
      <IconDataProvider value={iconDataFor(why)}>
        <WhyChooseUs why={why} />
      </IconDataProvider>
    </SiteProvider>,
  );
  return warn.mock.calls.map((call) => String(call[0]));
}

const video = (lang: (typeof languages)[number]) =>
  document.querySelector(`video[aria-label="${homeContent[lang].why.videoLabel}"]`);

afterEach(() => {
  cleanup();
  vi.doUnmock("#app/content/site/index.ts");
  vi.restoreAllMocks();
});

describe("the firm's video and the facts it states", () => {
  it("agrees with the firm's data as it is", () => {
    expect(videoDisagreements()).toEqual([]);
  });

  it("names each fact the data no longer holds, and where it is edited", () => {
    const facts = videoFactsNow();
    expect(videoDisagreements({ ...facts, encryptionBits: null, foundedYear: 2015 })).toEqual([
      expect.stringMatching(/256-bit encryption", but content\/site\.json clientPortal\.encryptionBits is now none/),
      expect.stringMatching(/since 2016 .*", but content\/site\.json foundedYear is now 2015 \(was 2016\)/),
    ]);
    expect(videoDisagreements({ ...facts, caa: false })).toEqual([
      expect.stringMatching(
        /Certifying Acceptance Agent.*content\/team\.json: a member with the credential caa is now no/,
      ),
    ]);
  });

  for (const lang of languages) {
    it(`is shown while it agrees, and left out once the portal's encryption is no longer stated (${lang})`, async () => {
      expect(await renderWhy({}, lang)).toEqual([]);
      expect(video(lang)).not.toBeNull();
      cleanup();
      const portal = { url: "https://sign-in.portal.test/firm", provider: "Test Portal Co.", encryptionBits: null };
      const warnings = await renderWhy({ clientPortal: portal }, lang);
      expect(document.querySelector("video")).toBeNull();
      expect(warnings).toEqual([expect.stringMatching(/^firm video: .*clientPortal\.encryptionBits/)]);
      // The benefits take the whole width.
      expect(screen.getAllByRole("listitem").length).toBe(homeContent[lang].why.benefits.length);
    });
  }
});
