import { FirmVideo, firmVideoShown } from "#app/components/sections/firm-video.tsx";
import { IconCardList } from "#app/components/sections/icon-card-list.tsx";
import { Section, SectionHeading } from "#app/components/sections/section.tsx";
import type { HomeContent } from "#app/content/index.ts";

export function WhyChooseUs({ why }: { why: HomeContent["why"] }) {
  return (
    <Section muted aria-labelledby="why-heading">
      <SectionHeading id="why-heading" eyebrow={why.eyebrow} title={why.title} lead={why.lead} />
      <div className={firmVideoShown ? "grid items-start gap-10 lg:grid-cols-[1.1fr_1fr]" : undefined}>
        <FirmVideo label={why.videoLabel} fallback={why.videoFallback} autoplay />
        <IconCardList
          look="benefit"
          items={why.benefits}
          className={firmVideoShown ? "grid gap-4 sm:grid-cols-2" : "grid gap-4 sm:grid-cols-2 lg:grid-cols-3"}
        />
      </div>
    </Section>
  );
}
