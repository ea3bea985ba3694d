import { ContentIcon } from "~/components/service/content-icon";
import { FirmVideo } from "~/components/site/firm-video";
import { Section, SectionHeading } from "~/components/site/section";
import type { HomeContent } from "~/content/home";

export function WhyChooseUs({ why }: { why: HomeContent["why"] }) {
  return (
    <Section muted aria-labelledby="why-heading">
      <SectionHeading id="why-heading" eyebrow={why.eyebrow} title={why.title} lead={why.lead} />
      <div className="grid items-start gap-10 lg:grid-cols-[1.1fr_1fr]">
        <FirmVideo label={why.videoLabel} fallback={why.videoFallback} autoplay />
        <ul className="grid gap-4 sm:grid-cols-2">
          {why.benefits.map((benefit) => {
            return (
              <li key={benefit.title} className="rounded-2xl border bg-card p-5 shadow-sm">
                <ContentIcon name={benefit.icon} className="size-6 text-primary" aria-hidden="true" />
                <h3 className="mt-3 font-bold">{benefit.title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{benefit.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}
