import { Certifications } from "~/components/home/certifications";
import { HomeHero } from "~/components/home/home-hero";
import { ServicesGrid } from "~/components/home/services-grid";
import { WhyChooseUs } from "~/components/home/why-choose-us";
import { CtaBand } from "~/components/site/cta-band";
import { TestimonialsSection } from "~/components/site/testimonials-section";
import { homeContent } from "~/content/home";
import { useLang } from "~/i18n";
import { langOfPath } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";
import { organizationJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ location }) => {
  const lang = langOfPath(location.pathname);
  const content = homeContent[lang];
  return pageMeta({
    pageId: "home",
    lang,
    title: content.metaTitle,
    titleIsComplete: true,
    description: content.metaDescription,
    jsonLd: [organizationJsonLd(lang)],
  });
};

export default function HomePage() {
  const content = homeContent[useLang()];
  return (
    <>
      <HomeHero hero={content.hero} />
      <ServicesGrid services={content.services} />
      <WhyChooseUs why={content.why} />
      <Certifications certifications={content.certifications} />
      <TestimonialsSection title={content.testimonials.title} testimonials={content.testimonials.items} />
      <CtaBand title={content.cta.title} text={content.cta.text} />
    </>
  );
}
