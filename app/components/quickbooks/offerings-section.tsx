import { CalendarClock, Clock, Tag } from "lucide-react";
import { useState } from "react";
import { ContentIcon, IconDataProvider } from "#app/components/icons/content-icon.tsx";
import type { IconDataMap } from "#app/components/icons/icon-set.ts";
import { Section, SectionHeading } from "#app/components/sections/section.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import type { Offering, OfferingFormat, QuickbooksPageContent } from "#app/content/index.ts";
import { useDictionary } from "#app/i18n/index.ts";
import { OfferingDetailsButton, OfferingSheet } from "./offering-details.tsx";

type FormatFilter = "all" | OfferingFormat;
const filters: FormatFilter[] = ["all", "course", "training", "setup", "tips"];

/** Cards come in 0.2 s apart (none for reduced-motion visitors: the global CSS rule removes it). */
const staggerDelay = [
  "[animation-delay:0ms]",
  "[animation-delay:200ms]",
  "[animation-delay:400ms]",
  "[animation-delay:600ms]",
  "[animation-delay:800ms]",
];

/**
 * Learning Formats filter and the offering cards, each with its View Details sheet. An island
 * (app/islands/quickbooks-offerings.island.tsx): `icons` are the drawings its cards name,
 * `contactPath` the contact page in the page's language, where Register Interest leads.
 */
export function OfferingsSection({
  formats,
  offerings,
  teamsNote,
  icons,
  contactPath,
}: Pick<QuickbooksPageContent, "formats" | "offerings" | "teamsNote"> & { icons: IconDataMap; contactPath: string }) {
  const dict = useDictionary();
  const [filter, setFilter] = useState<FormatFilter>("all");
  const visible = offerings.filter((o) => filter === "all" || o.format === filter);
  // One sheet for all cards; it keeps the last offering while it slides out.
  const [sheet, setSheet] = useState<{ offering: Offering; open: boolean } | null>(null);
  return (
    <IconDataProvider value={icons}>
      <Section id="offerings" aria-labelledby="formats-heading">
        <SectionHeading id="formats-heading" title={formats.title} lead={formats.lead} />
        <Tabs value={filter} onValueChange={(value) => setFilter(value as FormatFilter)}>
          <div className="flex justify-center">
            <TabsList aria-label={formats.title} className="max-w-full">
              {filters.map((f) => (
                <TabsTrigger key={f} value={f}>
                  {formats.labels[f]}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          <TabsContent value={filter}>
            <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {visible.map((offering, i) => {
                return (
                  <li
                    key={`${filter}-${offering.id}`}
                    className={`flex animate-fade-up flex-col rounded-2xl border bg-card p-6 shadow-sm ${staggerDelay[i] ?? ""}`}
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
                      <OfferingDetailsButton
                        offering={offering}
                        expanded={sheet?.open === true && sheet.offering.id === offering.id}
                        onOpen={() => setSheet({ offering, open: true })}
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
          </TabsContent>
        </Tabs>
        <p className="mt-8 text-center text-muted-foreground">{teamsNote}</p>
        {sheet && (
          <OfferingSheet
            offering={sheet.offering}
            contactPath={contactPath}
            open={sheet.open}
            onClose={() => setSheet({ offering: sheet.offering, open: false })}
          />
        )}
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
