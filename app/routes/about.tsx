import { FirmPromise, Mission, Specialties, Timeline } from "~/components/about/about-sections";
import { TeamSection } from "~/components/about/team-section";
import { Certifications } from "~/components/home/certifications";
import { IconDataProvider } from "~/components/service/content-icon";
import { iconDataFor } from "~/components/service/content-icons";
import { CtaBand } from "~/components/site/cta-band";
import { PageBanner } from "~/components/site/page-banner";
import { aboutContent } from "~/content/about";
import { homeContent } from "~/content/home";
import { langOfPath, pathOfRequest } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";
import { organizationJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/about";

/** Runs at build time only (prerender): the page's copy in its language and the icons it draws. */
export function loader({ request }: Route.LoaderArgs) {
  const lang = langOfPath(pathOfRequest(request));
  const content = aboutContent[lang];
  const certifications = homeContent[lang].certifications;
  return { lang, content, certifications, icons: iconDataFor(content, certifications) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const { lang, content } = loaderData;
  return pageMeta({
    pageId: "about",
    lang,
    title: content.title,
    description: content.metaDescription,
    jsonLd: [organizationJsonLd(lang)],
  });
};

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { content, certifications } = loaderData;
  return (
    <IconDataProvider value={loaderData.icons}>
      <PageBanner eyebrow={content.hero.eyebrow} title={content.title} lead={content.hero.lead} />
      <TeamSection team={content.team} labels={content.credentialLabels} />
      <Timeline timeline={content.timeline} />
      <Mission mission={content.mission} />
      <Specialties specialties={content.specialties} />
      <Certifications certifications={certifications} />
      <FirmPromise promise={content.promise} />
      <CtaBand title={content.cta.title} text={content.cta.text} />
    </IconDataProvider>
  );
}
