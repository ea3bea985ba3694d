import { Certifications } from "~/components/home/certifications";
import { HomeHero } from "~/components/home/home-hero";
import { ServicesGrid } from "~/components/home/services-grid";
import { WhyChooseUs } from "~/components/home/why-choose-us";
import { IconDataProvider } from "~/components/service/content-icon";
import { iconDataFor } from "~/components/service/content-icons";
import { CtaBand } from "~/components/site/cta-band";
import { TestimonialsSection } from "~/components/site/testimonials-section";
import { homeContent } from "~/content/home";
import { langOfPath, pathOfRequest } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";
import { organizationJsonLd } from "~/lib/structured-data";
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
