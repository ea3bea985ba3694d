import { ContentIcon } from "#app/components/icons/content-icon.tsx";
import { ArrowLink } from "#app/components/sections/arrow-link.tsx";
import { Section, SectionHeading } from "#app/components/sections/section.tsx";
import type { HomeContent } from "#app/content/index.ts";
import { useLang } from "#app/i18n/index.ts";
import { cn } from "#app/lib/cn.ts";
import { pathOf } from "#app/lib/route-table.ts";

/** Six service cards; the QuickBooks card carries the Most Popular badge. */
export function ServicesGrid({ services }: { services: HomeContent["services"] }) {
  const lang = useLang();
  return (
    <Section aria-labelledby="services-heading">
      <SectionHeading id="services-heading" eyebrow={services.eyebrow} title={services.title} lead={services.lead} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.cards.map((card) => {
          return (
            <li
              key={card.link}
              className={cn(
                "relative flex flex-col rounded-2xl bg-card p-6 shadow-sm transition-all hover:-translate-y-0.5 hover:shadow-lg md:p-7",
                card.mostPopular ? "border-2 border-accent" : "border",
              )}
            >
              {card.mostPopular && (
                <span className="absolute -top-3 right-5 rounded-full bg-accent px-3 py-1 text-xs font-bold text-accent-foreground shadow">
                  {services.mostPopular}
                </span>
              )}
              <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <ContentIcon name={card.icon} className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-xl font-bold">{card.title}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-muted-foreground">{card.description}</p>
              <ArrowLink href={pathOf(card.link, lang)} className="mt-6 gap-1.5">
                {card.buttonText}
              </ArrowLink>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
