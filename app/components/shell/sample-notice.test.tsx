import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TestimonialsSection } from "#app/components/sections/testimonials-section.tsx";
import { testimonialsFor } from "#app/content/testimonials/index.ts";
import { dictionaries } from "#app/i18n/dictionaries.ts";
import { SiteProvider } from "#app/i18n/index.ts";
import { languages, pathOf } from "#app/lib/route-table.ts";
import { SampleNotice } from "./sample-notice.tsx";

const renderIn = (lang: "en" | "es", sampleNotice: boolean | undefined) =>
  render(
    <SiteProvider value={{ lang, dictionary: dictionaries[lang], path: pathOf("home", lang), sampleNotice }}>
      <SampleNotice />
      <TestimonialsSection title="t" testimonials={testimonialsFor("home", lang)} />
    </SiteProvider>,
  );

describe("the sample-content notice", () => {
  afterEach(cleanup);

  for (const lang of languages) {
    it(`names itself and marks each sample testimonial where the build shows it (${lang})`, () => {
      renderIn(lang, true);
      const dict = dictionaries[lang].sampleContent;
      expect(screen.getByRole("complementary", { name: dict.label }).textContent).toBe(dict.notice);
      expect(screen.getAllByText(dict.testimonial, { exact: true })).toHaveLength(testimonialsFor("home", lang).length);
    });

    it(`is absent, and no testimonial is marked, where it does not (${lang})`, () => {
      for (const shown of [false, undefined]) {
        renderIn(lang, shown);
        const dict = dictionaries[lang].sampleContent;
        expect(screen.queryByRole("complementary", { name: dict.label })).toBeNull();
        expect(screen.queryByText(dict.testimonial)).toBeNull();
        cleanup();
      }
    });
  }
});
