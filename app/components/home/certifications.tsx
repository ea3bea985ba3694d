import { IconCardList } from "#app/components/sections/icon-card-list.tsx";
import { QuickbooksBadgeList } from "#app/components/sections/quickbooks-badges.tsx";
import { Section, SectionHeading } from "#app/components/sections/section.tsx";
import type { HomeContent } from "#app/content/index.ts";

/** Four credential cards and the three QuickBooks badges (the project's own artwork). */
export function Certifications({ certifications }: { certifications: HomeContent["certifications"] }) {
  return (
    <Section aria-labelledby="certifications-heading">
      <SectionHeading
        id="certifications-heading"
        eyebrow={certifications.eyebrow}
        title={certifications.title}
        lead={certifications.lead}
      />
      <IconCardList
        look="credential"
        items={certifications.credentials}
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
      />
      <div className="mt-12 rounded-3xl border bg-muted/50 p-6 md:p-8">
        <h3 className="text-center text-sm font-bold tracking-wider text-muted-foreground uppercase">
          {certifications.badgesTitle}
        </h3>
        <QuickbooksBadgeList
          names={certifications.badges}
          className="mt-6 flex flex-wrap items-center justify-center gap-8 md:gap-14"
          badgeClassName="h-28 w-auto md:h-32"
        />
      </div>
    </Section>
  );
}
