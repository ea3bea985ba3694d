import { FirmPromise, Mission, Specialties, Timeline } from "~/components/about/about-sections";
import { TeamSection } from "~/components/about/team-section";
import { Certifications } from "~/components/home/certifications";
import { CtaBand } from "~/components/site/cta-band";
import { PageBanner } from "~/components/site/page-banner";
import { aboutContent } from "~/content/about";
import { homeContent } from "~/content/home";
import { useLang } from "~/i18n";
import { langOfPath } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";
import { organizationJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ location }) => {
  const lang = langOfPath(location.pathname);
  const content = aboutContent[lang];
  return pageMeta({
    pageId: "about",
    lang,
    title: content.title,
    description: content.metaDescription,
    jsonLd: [organizationJsonLd(lang)],
  });
};

export default function AboutPage() {
  const lang = useLang();
  const content = aboutContent[lang];
  return (
    <>
      <PageBanner eyebrow={content.hero.eyebrow} title={content.title} lead={content.hero.lead} />
      <TeamSection team={content.team} labels={content.credentialLabels} />
      <Timeline timeline={content.timeline} />
      <Mission mission={content.mission} />
      <Specialties specialties={content.specialties} />
      <Certifications certifications={homeContent[lang].certifications} />
      <FirmPromise promise={content.promise} />
      <CtaBand title={content.cta.title} text={content.cta.text} />
    </>
  );
}
