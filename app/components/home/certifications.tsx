import { IconCardList } from "#app/components/sections/icon-card-list.tsx";
import {
  DesktopCertifiedBadge,
  OnlineCertifiedBadge,
  ProAdvisorBadge,
} from "#app/components/sections/quickbooks-badges.tsx";
import { Section, SectionHeading } from "#app/components/sections/section.tsx";
import type { HomeContent } from "#app/content/index.ts";

/** Four credential cards and the three QuickBooks badges (the project's own artwork). */
export function Certifications({ certifications }: { certifications: HomeContent["certifications"] }) {
  const [proAdvisor, online, desktop] = certifications.badges;
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
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-8 md:gap-14">
          <li>
            <ProAdvisorBadge title={proAdvisor} className="h-28 w-auto md:h-32" />
          </li>
          {online ? (
            <li>
              <OnlineCertifiedBadge title={online} className="h-28 w-auto md:h-32" />
            </li>
          ) : null}
          {desktop ? (
            <li>
              <DesktopCertifiedBadge title={desktop} className="h-28 w-auto md:h-32" />
            </li>
          ) : null}
        </ul>
      </div>
    </Section>
  );
}
