import { Certifications } from "#app/components/home/certifications.tsx";
import { HomeHero } from "#app/components/home/home-hero.tsx";
import { ServicesGrid } from "#app/components/home/services-grid.tsx";
import { WhyChooseUs } from "#app/components/home/why-choose-us.tsx";
import { IconDataProvider } from "#app/components/icons/content-icon.tsx";
import { iconDataFor } from "#app/components/icons/icon-set.ts";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { TestimonialsSection } from "#app/components/sections/testimonials-section.tsx";
import { homeContent } from "#app/content/index.ts";
import { langOfPath, pathOfRequest } from "#app/lib/route-table.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { organizationJsonLd } from "#app/lib/structured-data.ts";
import type { Route } from "./+types/home";

/** Runs at build time only (prerender): the page's copy in its language and the icons it draws. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfPath(pathOfRequest(request));
  const content = homeContent[lang];
  return { lang, content, icons: iconDataFor(content) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const { lang, content } = loaderData;
  return pageMeta({
    pageId: "home",
    lang,
    title: content.metaTitle,
    titleIsComplete: true,
    description: content.metaDescription,
    jsonLd: [organizationJsonLd(lang)],
  });
};

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <IconDataProvider value={loaderData.icons}>
      <HomeHero hero={content.hero} />
      <ServicesGrid services={content.services} />
      <WhyChooseUs why={content.why} />
      <Certifications certifications={content.certifications} />
      <TestimonialsSection title={content.testimonials.title} testimonials={content.testimonials.items} />
      <CtaBand title={content.cta.title} text={content.cta.text} />
    </IconDataProvider>
  );
}
