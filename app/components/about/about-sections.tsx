import { ArrowLink } from "#app/components/sections/arrow-link.tsx";
import { CheckList } from "#app/components/sections/check-list.tsx";
import { IconCardList } from "#app/components/sections/icon-card-list.tsx";
import { RichText } from "#app/components/sections/rich-text.tsx";
import { Section, SectionHeading } from "#app/components/sections/section.tsx";
import type { AboutContent } from "#app/content/index.ts";
import { useLang } from "#app/i18n/index.ts";
import { pathOf } from "#app/lib/route-table.ts";

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
            <p className="mt-2 leading-relaxed text-muted-foreground">
              <RichText value={entry.description} />
            </p>
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
      <IconCardList look="specialty" items={specialties.items} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" />
      <p className="mt-10 text-center">
        <ArrowLink href={pathOf("services", lang)} className="gap-2">
          {specialties.link}
        </ArrowLink>
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
        <CheckList
          items={promise.items}
          className="mt-6 space-y-4"
          itemClassName="flex gap-3 text-lg"
          iconClassName="mt-1 size-5 shrink-0 text-success"
        />
      </div>
    </Section>
  );
}
