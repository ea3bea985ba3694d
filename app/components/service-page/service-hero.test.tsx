import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ResponsiveImageData } from "#app/components/ui/responsive-image.tsx";
import { dictionaries } from "#app/i18n/dictionaries.ts";
import { SiteProvider } from "#app/i18n/index.ts";
import { pathOf } from "#app/lib/route-table.ts";
import { ServiceHero } from "./service-hero.tsx";

/** What src/lib/images.ts gives a service page (astro:assets runs only in Astro's build). */
const artwork: ResponsiveImageData = {
  src: "/assets/payroll_800.webp",
  srcSet: "/assets/payroll_400.webp 400w, /assets/payroll_800.webp 800w",
  sizes: "(min-width: 48rem) 500px, 400px",
  width: 800,
  height: 800,
  sources: [{ type: "image/avif", srcSet: "/assets/payroll_400.avif 400w, /assets/payroll_800.avif 800w" }],
};

afterEach(cleanup);

describe("ServiceHero's artwork", () => {
  for (const lang of ["en", "es"] as const) {
    const hero = (
      <SiteProvider value={{ lang, dictionary: dictionaries[lang], path: pathOf("service/payroll", lang) }}>
        <ServiceHero artwork={artwork} subheading="Payroll" title="Payroll" description="Paid on time." />
      </SiteProvider>
    );

    it(`is a picture, AVIF first, with srcset, sizes, width and height, never lazy (${lang})`, () => {
      render(hero);
      const source = document.querySelector("picture > source");
      expect(source?.getAttribute("type")).toBe("image/avif");
      expect(source?.getAttribute("srcset")).toBe(artwork.sources[0]?.srcSet);
      expect(source?.getAttribute("sizes")).toBe(artwork.sizes);
      const img = document.querySelector("picture > img");
      expect(img?.getAttribute("src")).toBe(artwork.src);
      expect(img?.getAttribute("srcset")).toBe(artwork.srcSet);
      expect(img?.getAttribute("sizes")).toBe(artwork.sizes);
      expect(img?.getAttribute("width")).toBe("800");
      expect(img?.getAttribute("height")).toBe("800");
      expect(img?.getAttribute("class")).toContain("w-full");
      // The largest element of a wide first screen (service-hero.tsx): never lazy.
      expect(img?.getAttribute("loading")).toBe("eager");
      expect(img?.getAttribute("fetchpriority")).toBe("high");
      expect(img?.getAttribute("alt")).toBe("");
    });
  }
});
