import { ArrowRight, CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { ContentIcon } from "~/components/service/content-icon";
import { Section, SectionHeading } from "~/components/site/section";
import type { AboutContent } from "~/content/about";
import { useLang } from "~/i18n";
import { pathOf } from "~/lib/navigation";

export function Timeline({ timeline }: { timeline: AboutContent["timeline"] }) {
  return (
    <Section muted aria-labelledby="timeline-heading">
      <SectionHeading id="timeline-heading" title={timeline.title} />
      <ol className="relative mx-auto max-w-3xl border-l-2 border-primary/30 pl-8">
        {timeline.entries.map((entry) => (
          <li key={entry.year} className="relative mb-10 last:mb-0">
            <span
              aria-hidden="true"
              className="absolute top-1 -left-[2.55rem] size-4 rounded-full border-4 border-background bg-primary"
            />
            <p className="text-sm font-extrabold tracking-wider text-primary">{entry.year}</p>
            <h3 className="mt-1 text-xl font-bold">{entry.title}</h3>
            <p className="mt-2 leading-relaxed text-muted-foreground">{entry.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function Mission({ mission }: { mission: AboutContent["mission"] }) {
  return (
    <Section aria-labelledby="mission-heading">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="mission-heading" className="text-3xl font-extrabold md:text-4xl">
          {mission.title}
        </h2>
        {mission.paragraphs.map((p) => (
          <p key={p} className="mt-5 text-lg leading-relaxed text-muted-foreground">
            {p}
          </p>
        ))}
      </div>
    </Section>
  );
}

export function Specialties({ specialties }: { specialties: AboutContent["specialties"] }) {
  const lang = useLang();
  return (
    <Section muted aria-labelledby="specialties-heading">
      <SectionHeading id="specialties-heading" title={specialties.title} lead={specialties.lead} />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {specialties.items.map((item) => {
          return (
            <li key={item.title} className="rounded-2xl border bg-card p-6 shadow-sm">
              <ContentIcon name={item.icon} className="size-7 text-primary" aria-hidden="true" />
              <h3 className="mt-3 text-lg font-bold">{item.title}</h3>
              <p className="mt-2 text-muted-foreground">{item.description}</p>
            </li>
          );
        })}
      </ul>
      <p className="mt-10 text-center">
        <Link
          to={pathOf("services", lang)}
          className="inline-flex items-center gap-2 font-semibold text-primary hover:underline underline-offset-4"
        >
          {specialties.link}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </p>
    </Section>
  );
}

export function FirmPromise({ promise }: { promise: AboutContent["promise"] }) {
  return (
    <Section aria-labelledby="promise-heading">
      <div className="mx-auto max-w-3xl rounded-3xl border-2 border-accent bg-card p-8 shadow-sm md:p-12">
        <h2 id="promise-heading" className="text-3xl font-extrabold">
          {promise.title}
        </h2>
        <ul className="mt-6 space-y-4">
          {promise.items.map((item) => (
            <li key={item} className="flex gap-3 text-lg">
              <CheckCircle2 className="mt-1 size-5 shrink-0 text-success" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
