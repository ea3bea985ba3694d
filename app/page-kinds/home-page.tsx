/**
 * The home page's body: only the site's components, so the editor's preview pane
 * (app/cms/editor-script/page-preview.tsx) renders it in the browser with the words being edited.
 */
import { Certifications } from "#app/components/home/certifications.tsx";
import { HomeHero } from "#app/components/home/home-hero.tsx";
import { ServicesGrid } from "#app/components/home/services-grid.tsx";
import { WhyChooseUs } from "#app/components/home/why-choose-us.tsx";
import { IconDataProvider } from "#app/components/icons/content-icon.tsx";
import type { IconDataMap } from "#app/components/icons/icon-set.ts";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { TestimonialsSection } from "#app/components/sections/testimonials-section.tsx";
import type { HomeContent } from "#app/content/home/types.ts";

export function HomePage({ content, icons }: { content: HomeContent; icons: IconDataMap }) {
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
