/**
 * A service page's body: only the site's components, so the editor's preview pane
 * (app/cms/editor-script/page-preview.tsx) renders it in the browser with the words being edited.
 */
import { IconDataProvider } from "#app/components/icons/content-icon.tsx";
import type { IconDataMap } from "#app/components/icons/icon-set.ts";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { FaqSection } from "#app/components/sections/faq-section.tsx";
import { TestimonialsSection } from "#app/components/sections/testimonials-section.tsx";
import { ServiceHero } from "#app/components/service-page/service-hero.tsx";
import { ClientsSection, FeaturesSection, ProcessSection } from "#app/components/service-page/service-sections.tsx";
import type { ResponsiveImageData } from "#app/components/ui/responsive-image.tsx";
import type { ServicePageContent } from "#app/content/service-pages/types.ts";
import { useDictionary } from "#app/i18n/index.ts";

/** The body; `artwork` is the service's image, made by astro:assets in the route (src/lib/images.ts). */
export function ServicePage({
  content,
  icons,
  artwork,
}: {
  content: ServicePageContent;
  icons: IconDataMap;
  artwork: ResponsiveImageData;
}) {
  const dict = useDictionary();
  return (
    <IconDataProvider value={icons}>
      <ServiceHero
        artwork={artwork}
        subheading={content.subheading}
        title={content.title}
        description={content.description}
      />
      {/* The sections after the hero come in one after another (app.css, `data-stagger`). */}
      <div data-stagger>
        <FeaturesSection features={content.features} />
        <ClientsSection clients={content.clients} />
        <ProcessSection steps={content.process} />
        <FaqSection title={dict.servicePage.faqTitle} faqs={content.faqs} muted />
        <TestimonialsSection title={dict.servicePage.testimonialsTitle} testimonials={content.testimonials} />
        <CtaBand title={dict.servicePage.ctaTitle} text={dict.servicePage.ctaText} />
      </div>
    </IconDataProvider>
  );
}
