/**
 * The about page's body: only the site's components, so the editor's preview pane
 * (app/cms/editor-script/page-preview.tsx) renders it in the browser with the words being edited.
 */
import { FirmPromise, Mission, Specialties, Timeline } from "#app/components/about/about-sections.tsx";
import { TeamSection } from "#app/components/about/team-section.tsx";
import { Certifications } from "#app/components/home/certifications.tsx";
import { IconDataProvider } from "#app/components/icons/content-icon.tsx";
import type { IconDataMap } from "#app/components/icons/icon-set.ts";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { PageBanner } from "#app/components/sections/page-banner.tsx";
import type { ResponsiveImageData } from "#app/components/ui/responsive-image.tsx";
import type { AboutContent } from "#app/content/about/types.ts";
import type { HomeContent } from "#app/content/home/types.ts";

/** `photos`: the team's photos, made by astro:assets in the route (src/lib/images.ts). */
export function AboutPage({
  content,
  certifications,
  icons,
  photos,
}: {
  content: AboutContent;
  certifications: HomeContent["certifications"];
  icons: IconDataMap;
  photos: Record<string, ResponsiveImageData>;
}) {
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
