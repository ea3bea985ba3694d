import { FirmVideo, firmVideoShown } from "#app/components/sections/firm-video.tsx";
import { Section, SectionHeading } from "#app/components/sections/section.tsx";
import { credentialLabelFor } from "#app/content/about/types.ts";
import type { AboutContent } from "#app/content/index.ts";
import { siteConfig } from "#app/lib/site-config.ts";
import { initials } from "./initials.ts";

/** Six team members with their credentials, beside the firm's video. */
export function TeamSection({
  team,
  labels,
}: {
  team: AboutContent["team"];
  labels: AboutContent["credentialLabels"];
}) {
  return (
    <Section aria-labelledby="team-heading">
      <SectionHeading id="team-heading" title={team.title} lead={team.lead} />
      <div className={firmVideoShown ? "grid items-start gap-10 lg:grid-cols-[1fr_1.2fr]" : undefined}>
        <FirmVideo label={team.videoLabel} fallback={team.videoFallback} />
        <ul className={firmVideoShown ? "grid gap-4 sm:grid-cols-2" : "grid gap-4 sm:grid-cols-2 lg:grid-cols-3"}>
          {siteConfig.team.map((member) => (
            <li key={member.name} className="flex items-start gap-4 rounded-2xl border bg-card p-5 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
              >
                {initials(member.name)}
              </span>
              <div>
                <h3 className="font-bold">{member.name}</h3>
                <ul className="mt-2 flex flex-wrap gap-1.5">
                  {member.credentials.map((credential) => (
                    <li
                      key={credential}
                      className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground"
                    >
                      {credentialLabelFor(labels[credential], member.form)}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
