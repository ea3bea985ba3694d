import { IconDataProvider } from "#app/components/icons/content-icon.tsx";
import { iconDataFor } from "#app/components/icons/icon-set.ts";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { FaqSection } from "#app/components/sections/faq-section.tsx";
import { TestimonialsSection } from "#app/components/sections/testimonials-section.tsx";
import { ServiceHero } from "#app/components/service-page/service-hero.tsx";
import { ClientsSection, FeaturesSection, ProcessSection } from "#app/components/service-page/service-sections.tsx";
import type { ResponsiveImageData } from "#app/components/ui/responsive-image.tsx";
import { servicePageContent, type TemplateServiceSlug } from "#app/content/index.ts";
import { type SiteContextValue, useDictionary } from "#app/i18n/index.ts";
import { servicePageMeta } from "#app/lib/structured-data.ts";
import { pageOfSite } from "./page-kind.ts";

/** Build time: the copy of this one service page, in its language. */
export function serviceData(site: SiteContextValue) {
  const page = pageOfSite(site);
  const slug = page.service as TemplateServiceSlug | undefined;
  const content = slug && servicePageContent[slug];
  if (!slug || !content) throw new Error(`service page: no copy for "${page.id}"`);
  return {
    pageId: page.id,
    slug,
    lang: site.lang,
    content: content[site.lang],
    icons: iconDataFor(content[site.lang]),
  };
}
export type ServiceData = ReturnType<typeof serviceData>;

export function serviceMeta(data: ServiceData, { dictionary }: SiteContextValue) {
  return servicePageMeta(data, dictionary.nav.links);
}

/** The body; `artwork` is the service's image, made by astro:assets in the route (src/lib/images.ts). */
export function ServicePage({ content, icons, artwork }: ServiceData & { artwork: ResponsiveImageData }) {
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
