import { CalendarPlus } from "lucide-react";
import { PageBanner } from "#app/components/sections/page-banner.tsx";
import { ChoicePills } from "#app/components/ui/choice-pills.tsx";
import { audiences } from "#app/content/tax-calendar/schema.ts";
import { useDictionary } from "#app/i18n/index.ts";
import { cn } from "#app/lib/cn.ts";
import { format } from "#app/lib/format.ts";
import { audienceFilterName, filterGroup } from "./audience-filter.ts";
import { BusinessReminders } from "./business-reminders.tsx";
import { DeadlineMonths } from "./deadline-months.tsx";
import { SubscribeLinks } from "./subscribe-links.tsx";
import type { TaxCalendarPageProps } from "./types.ts";

/**
 * The tax calendar (issue 46): the next twelve months of deadlines by month, the dates that depend
 * on the business and the calendar feeds, filtered by audience. A document page: the filter is a
 * radio group that hides by CSS, and the shell's script keeps the choice in the address
 * (`?audience=`), so it works the same with or without a script (docs/decisions/023).
 */
export function TaxCalendarPage({ from, to, months, reminders, feeds }: TaxCalendarPageProps) {
  const words = useDictionary().taxCalendar;
  return (
    <>
      <PageBanner
        eyebrow={words.eyebrow}
        title={words.title}
        lead={format(words.lead, { from, to })}
        className="print:border-0 print:bg-transparent print:**:text-black"
      />
      <div className={cn(filterGroup, "print:**:text-black")}>
        <div className="sticky top-16 z-30 border-b bg-background print:hidden">
          <div className="mx-auto max-w-7xl px-4 py-3 sm:px-6 lg:px-8">
            <ChoicePills
              legend={words.filterLabel}
              name={audienceFilterName}
              choices={(["all", ...audiences] as const).map((value) => ({ value, label: words.audiences[value] }))}
              data-choice-in-url={audienceFilterName}
            />
          </div>
        </div>
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14 lg:px-8 print:px-0 print:py-4">
          <div className="max-w-5xl">
            <div className="mb-10 space-y-3 print:mb-4">
              <p className="text-muted-foreground">{words.businessDayRule}</p>
              <p className="print:hidden">
                <a
                  href="#subscribe"
                  className="inline-flex items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline"
                >
                  <CalendarPlus className="size-4" aria-hidden="true" />
                  {words.subscribeTitle}
                </a>
              </p>
            </div>
            <DeadlineMonths months={months} />
            <BusinessReminders reminders={reminders} />
            <SubscribeLinks feeds={feeds} />
          </div>
        </div>
      </div>
    </>
  );
}
