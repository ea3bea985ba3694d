import { FirmPromise, Mission, Specialties, Timeline } from "#app/components/about/about-sections.tsx";
import { TeamSection } from "#app/components/about/team-section.tsx";
import { Certifications } from "#app/components/home/certifications.tsx";
import { IconDataProvider } from "#app/components/icons/content-icon.tsx";
import { iconDataFor } from "#app/components/icons/icon-set.ts";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { PageBanner } from "#app/components/sections/page-banner.tsx";
import type { ResponsiveImageData } from "#app/components/ui/responsive-image.tsx";
import { aboutContent, homeContent } from "#app/content/index.ts";
import type { SiteContextValue } from "#app/i18n/index.ts";
import { pageMeta } from "./seo.ts";
import { organizationJsonLd } from "./structured-data.ts";

/** Build time: the page's copy in its language and the icons it draws. */
export function aboutData({ lang }: SiteContextValue) {
  const content = aboutContent[lang];
  const certifications = homeContent[lang].certifications;
  return { lang, content, certifications, icons: iconDataFor(content, certifications) };
}
export type AboutData = ReturnType<typeof aboutData>;

export function aboutMeta({ lang, content }: AboutData) {
  return pageMeta({
    pageId: "about",
    lang,
    title: content.title,
    description: content.metaDescription,
    jsonLd: [organizationJsonLd(lang)],
  });
}

/** `photos`: the team's photos, made by astro:assets in the route (src/lib/images.ts). */
export function AboutPage({
  content,
  certifications,
  icons,
  photos,
}: AboutData & { photos: Record<string, ResponsiveImageData> }) {
  return (
    <IconDataProvider value={icons}>
      <PageBanner eyebrow={content.hero.eyebrow} title={content.title} lead={content.hero.lead} />
      <TeamSection team={content.team} labels={content.credentialLabels} photos={photos} />
      <Timeline timeline={content.timeline} />
      <Mission mission={content.mission} />
      <Specialties specialties={content.specialties} />
      <Certifications certifications={certifications} />
      <FirmPromise promise={content.promise} />
      <CtaBand title={content.cta.title} text={content.cta.text} />
    </IconDataProvider>
  );
}
