import { FirmPromise, Mission, Specialties, Timeline } from "#app/components/about/about-sections.tsx";
import { TeamSection } from "#app/components/about/team-section.tsx";
import { Certifications } from "#app/components/home/certifications.tsx";
import { IconDataProvider } from "#app/components/icons/content-icon.tsx";
import { iconDataFor } from "#app/components/icons/icon-set.ts";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { PageBanner } from "#app/components/sections/page-banner.tsx";
import { aboutContent, homeContent } from "#app/content/index.ts";
import { langOfPath, pathOfRequest } from "#app/lib/route-table.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { organizationJsonLd } from "#app/lib/structured-data.ts";
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
