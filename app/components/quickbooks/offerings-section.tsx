import { CalendarClock, Clock, Tag } from "lucide-react";
import { ContentIcon, IconDataProvider } from "#app/components/icons/content-icon.tsx";
import type { IconDataMap } from "#app/components/icons/icon-set.ts";
import { Section, SectionHeading } from "#app/components/sections/section.tsx";
import { ChoicePills } from "#app/components/ui/choice-pills.tsx";
import type { OfferingFormat, QuickbooksPageContent } from "#app/content/index.ts";
import { useDictionary } from "#app/i18n/index.ts";
import { OfferingDetailsButton, OfferingSheet } from "./offering-details.tsx";

type FormatFilter = "all" | OfferingFormat;
const filters: FormatFilter[] = ["all", "course", "training", "setup", "tips"];

/** The radio group's name, and the query parameter that keeps the choice (app/shell-script/choice-in-url.ts). */
export const formatFilterName = "format";

/**
 * A card of one format is hidden while another format's radio is checked: the filter is CSS
 * alone, so the first tap filters whether or not any script has run (docs/decisions/023). Literal
 * classes, one per format, so that Tailwind finds them.
 */
const hiddenUnlessChosen: Record<OfferingFormat, string> = {
  course: "group-has-[[data-choice]:checked:not([value=all]):not([value=course])]/offerings:hidden",
  training: "group-has-[[data-choice]:checked:not([value=all]):not([value=training])]/offerings:hidden",
  setup: "group-has-[[data-choice]:checked:not([value=all]):not([value=setup])]/offerings:hidden",
  tips: "group-has-[[data-choice]:checked:not([value=all]):not([value=tips])]/offerings:hidden",
};

/**
 * Cards come in 0.2 s apart on arrival (none for reduced-motion visitors: the global CSS rule
 * removes it); a card shown again by the filter replays its entrance at once.
 */
const staggerDelay = [
  "[animation-delay:0ms]",
  "[animation-delay:200ms]",
  "[animation-delay:400ms]",
  "[animation-delay:600ms]",
  "[animation-delay:800ms]",
];
const noDelayWhileFiltered = "group-has-[[data-choice]:checked:not([value=all])]/offerings:[animation-delay:0ms]";

/**
 * Learning Formats filter and the offering cards, each with its View Details sheet: HTML that
 * works with no script (docs/decisions/023). The filter is a radio group that hides cards by CSS;
 * each sheet is a `<dialog>` its button opens by the browser's invoker commands. `icons` are the
 * drawings the cards name, `contactPath` the contact page in the page's language, where Register
 * Interest leads.
 */
export function OfferingsSection({
  formats,
  offerings,
  teamsNote,
  icons,
  contactPath,
}: Pick<QuickbooksPageContent, "formats" | "offerings" | "teamsNote"> & { icons: IconDataMap; contactPath: string }) {
  const dict = useDictionary();
  return (
    <IconDataProvider value={icons}>
      <Section id="offerings" aria-labelledby="formats-heading">
        <div className="group/offerings">
          <SectionHeading id="formats-heading" title={formats.title} lead={formats.lead} />
          <ChoicePills
            legend={formats.title}
            name={formatFilterName}
            choices={filters.map((f) => ({ value: f, label: formats.labels[f] }))}
            data-choice-in-url={formatFilterName}
            className="flex justify-center"
          />
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {offerings.map((offering, i) => (
              <li
                key={offering.id}
                className={`flex animate-fade-up flex-col rounded-2xl border bg-card p-6 shadow-sm ${staggerDelay[i] ?? ""} ${noDelayWhileFiltered} ${hiddenUnlessChosen[offering.format]}`}
              >
                <div className="flex items-start justify-between gap-3">
                  <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
                    <ContentIcon name={offering.icon} className="size-6" aria-hidden="true" />
                  </span>
                  {offering.badge && (
                    <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-bold text-accent-foreground">
                      {offering.badge}
                    </span>
                  )}
                </div>
                <p className="mt-4 text-xs font-bold tracking-wider text-primary uppercase">
                  {formats.labels[offering.format]}
                </p>
                <h3 className="mt-1 text-xl font-bold">{offering.title}</h3>
                <p className="mt-2 flex-1 text-muted-foreground">{offering.description}</p>
                <dl className="mt-5 space-y-1.5 border-t pt-4 text-sm">
                  <Fact
                    icon={<Clock aria-hidden="true" />}
                    label={dict.quickbooks.duration}
                    value={offering.duration}
                  />
                  <Fact
                    icon={<CalendarClock aria-hidden="true" />}
                    label={dict.quickbooks.starts}
                    value={offering.startDate}
                  />
                  <Fact icon={<Tag aria-hidden="true" />} label={dict.quickbooks.price} value={offering.price} />
                </dl>
                <div className="mt-5">
                  <OfferingDetailsButton offering={offering} />
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-center text-muted-foreground">{teamsNote}</p>
          {offerings.map((offering) => (
            <OfferingSheet key={offering.id} offering={offering} contactPath={contactPath} />
          ))}
        </div>
      </Section>
    </IconDataProvider>
  );
}

function Fact({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <div className="flex gap-2">
      {/* The icon inside the <dt>: a <dl>'s <div> may hold only <dt> and <dd>. */}
      <dt className="flex gap-2 font-semibold [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground">
        {icon}
        {label}:
      </dt>
      <dd className="text-muted-foreground">{value}</dd>
    </div>
  );
}
