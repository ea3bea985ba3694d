import { IconDataProvider } from "#app/components/icons/content-icon.tsx";
import { iconDataFor } from "#app/components/icons/icon-set.ts";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { FaqSection } from "#app/components/sections/faq-section.tsx";
import { TestimonialsSection } from "#app/components/sections/testimonials-section.tsx";
import { ServiceHero } from "#app/components/service-page/service-hero.tsx";
import { ClientsSection, FeaturesSection, ProcessSection } from "#app/components/service-page/service-sections.tsx";
import { servicePageContent, type TemplateServiceSlug } from "#app/content/index.ts";
import { dictionaryOfMatches, useDictionary } from "#app/i18n/index.ts";
import { findPage, pathOfRequest } from "#app/lib/route-table.ts";
import { servicePageMeta } from "#app/lib/structured-data.ts";
import type { Route } from "./+types/service-page";

/** Runs at build time only (prerender): the copy of this one page, in its language. */
export function loader({ request }: Route.LoaderArgs) {
  const found = findPage(pathOfRequest(request));
  const slug = found?.page.service as TemplateServiceSlug | undefined;
  const content = slug && servicePageContent[slug];
  if (!found || !slug || !content) throw new Response("Not Found", { status: 404 });
  return {
    pageId: found.page.id,
    slug,
    lang: found.lang,
    content: content[found.lang],
    icons: iconDataFor(content[found.lang]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  servicePageMeta(loaderData, dictionaryOfMatches(matches).nav.links);

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { slug, content } = loaderData;
  const dict = useDictionary();
  return (
    <IconDataProvider value={loaderData.icons}>
      <ServiceHero
        slug={slug}
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
