import { Certifications } from "#app/components/home/certifications.tsx";
import { HomeHero } from "#app/components/home/home-hero.tsx";
import { ServicesGrid } from "#app/components/home/services-grid.tsx";
import { WhyChooseUs } from "#app/components/home/why-choose-us.tsx";
import { IconDataProvider } from "#app/components/icons/content-icon.tsx";
import { iconDataFor } from "#app/components/icons/icon-set.ts";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { TestimonialsSection } from "#app/components/sections/testimonials-section.tsx";
import { homeContent } from "#app/content/index.ts";
import type { SiteContextValue } from "#app/i18n/index.ts";
import { pageMeta } from "./seo.ts";
import { organizationJsonLd } from "./structured-data.ts";

/** Build time: the page's copy in its language and the icons it draws. */
export function homeData({ lang }: SiteContextValue) {
  const content = homeContent[lang];
  return { lang, content, icons: iconDataFor(content) };
}
export type HomeData = ReturnType<typeof homeData>;

export function homeMeta({ lang, content }: HomeData) {
  return pageMeta({
    pageId: "home",
    lang,
    title: content.metaTitle,
    titleIsComplete: true,
    description: content.metaDescription,
    jsonLd: [organizationJsonLd(lang)],
  });
}

export function HomePage({ content, icons }: HomeData) {
  return (
    <IconDataProvider value={icons}>
      <HomeHero hero={content.hero} />
      <ServicesGrid services={content.services} />
      <WhyChooseUs why={content.why} />
      <Certifications certifications={content.certifications} />
      <TestimonialsSection title={content.testimonials.title} testimonials={content.testimonials.items} />
      <CtaBand title={content.cta.title} text={content.cta.text} />
    </IconDataProvider>
  );
}
