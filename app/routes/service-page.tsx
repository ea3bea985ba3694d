import { IconDataProvider } from "~/components/service/content-icon";
import { iconDataFor } from "~/components/service/content-icons";
import { ServiceHero } from "~/components/service/service-hero";
import { ClientsSection, FeaturesSection, ProcessSection } from "~/components/service/service-sections";
import { CtaBand } from "~/components/site/cta-band";
import { FaqSection } from "~/components/site/faq-section";
import { TestimonialsSection } from "~/components/site/testimonials-section";
import { servicePageContent, type TemplateServiceSlug } from "~/content/service-pages";
import { dictionaryOfMatches, useDictionary } from "~/i18n";
import { findPage, pathOfRequest } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";
import { serviceBreadcrumbJsonLd } from "~/lib/structured-data";
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
  pageMeta({
    pageId: loaderData.pageId,
    lang: loaderData.lang,
    title: loaderData.content.title,
    description: loaderData.content.metaDescription,
    jsonLd: [
      serviceBreadcrumbJsonLd(
        loaderData.lang,
        { pageId: loaderData.pageId, title: loaderData.content.title },
        dictionaryOfMatches(matches).nav,
      ),
    ],
  });

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
      <FeaturesSection features={content.features} />
      <ClientsSection clients={content.clients} />
      <ProcessSection steps={content.process} />
      <FaqSection title={dict.servicePage.faqTitle} faqs={content.faqs} muted />
      <TestimonialsSection title={dict.servicePage.testimonialsTitle} testimonials={content.testimonials} />
      <CtaBand title={dict.servicePage.ctaTitle} text={dict.servicePage.ctaText} />
    </IconDataProvider>
  );
}
