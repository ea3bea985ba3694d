import { ContentIcon } from "~/components/service/content-icon";
import { DesktopCertifiedBadge, OnlineCertifiedBadge, ProAdvisorBadge } from "~/components/site/quickbooks-badges";
import { Section, SectionHeading } from "~/components/site/section";
import type { HomeContent } from "~/content/home";

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
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {certifications.credentials.map((credential) => {
          return (
            <li key={credential.title} className="rounded-2xl border bg-card p-6 text-center shadow-sm">
              <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent/20 text-foreground">
                <ContentIcon name={credential.icon} className="size-7" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-bold">{credential.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{credential.description}</p>
            </li>
          );
        })}
      </ul>
      <div className="mt-12 rounded-3xl border bg-muted/50 p-6 md:p-8">
        <h3 className="text-center text-sm font-bold tracking-wider text-muted-foreground uppercase">
          {certifications.badgesTitle}
        </h3>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-8 md:gap-14">
          <li>
            <ProAdvisorBadge title={proAdvisor} className="h-28 w-auto md:h-32" />
          </li>
          <li>
            <OnlineCertifiedBadge title={online} className="h-28 w-auto md:h-32" />
          </li>
          <li>
            <DesktopCertifiedBadge title={desktop} className="h-28 w-auto md:h-32" />
          </li>
        </ul>
      </div>
    </Section>
  );
}
