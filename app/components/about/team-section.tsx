import { FirmVideo, firmVideoShown } from "#app/components/sections/firm-video.tsx";
import { Section, SectionHeading } from "#app/components/sections/section.tsx";
import { ResponsiveImage, type ResponsiveImageData } from "#app/components/ui/responsive-image.tsx";
import { credentialLabelFor } from "#app/content/about/types.ts";
import type { AboutContent } from "#app/content/index.ts";
import { siteConfig } from "#app/content/site/index.ts";
import { initials } from "./initials.ts";

/**
 * Six team members with their credentials, beside the firm's video. Each is shown by their photo,
 * when `content/team.json` gives one (`photos`, by its path), else by their initials, in the same
 * circle.
 */
export function TeamSection({
  team,
  labels,
  photos = {},
}: {
  team: AboutContent["team"];
  labels: AboutContent["credentialLabels"];
  photos?: Record<string, ResponsiveImageData>;
}) {
  return (
    <Section aria-labelledby="team-heading">
      <SectionHeading id="team-heading" title={team.title} lead={team.lead} />
      <div className={firmVideoShown ? "grid items-start gap-10 lg:grid-cols-[1fr_1.2fr]" : undefined}>
        <FirmVideo label={team.videoLabel} fallback={team.videoFallback} />
        <ul className={firmVideoShown ? "grid gap-4 sm:grid-cols-2" : "grid gap-4 sm:grid-cols-2 lg:grid-cols-3"}>
          {siteConfig.team.map((member) => (
            <li key={member.name} className="flex items-start gap-4 rounded-2xl border bg-card p-5 shadow-sm">
              <MemberPicture name={member.name} photo={member.photo ? photos[member.photo] : undefined} />
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
                {member.ctecNumber && (
                  <p className="mt-2 text-xs text-muted-foreground">
                    {team.ctecNumberLabel} {member.ctecNumber}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      </div>
      {siteConfig.team.some((member) => member.ctecNumber) && (
        <p className="mt-6 max-w-3xl text-sm text-muted-foreground">{team.ctecBond}</p>
      )}
    </Section>
  );
}

/** The person's photo, named by them, or their initials (decoration: their name is the heading beside). */
function MemberPicture({ name, photo }: { name: string; photo: ResponsiveImageData | undefined }) {
  if (photo)
    return (
      // The wrapper keeps the photo's width in the row: a `<picture>` alone shrinks there (the
      // image's `max-width: 100%` lets it), and the circle would become an oval.
      <span className="shrink-0">
        <ResponsiveImage image={photo} alt={name} className="size-12 rounded-full bg-muted" />
      </span>
    );
  return (
    <span
      aria-hidden="true"
      className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
    >
      {initials(name)}
    </span>
  );
}
