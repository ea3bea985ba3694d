import { ArrowRight, ExternalLink } from "lucide-react";
import { useId } from "react";
import { audiences } from "#app/content/tax-calendar/schema.ts";
import { useDictionary } from "#app/i18n/index.ts";
import { cn } from "#app/lib/cn.ts";
import { format } from "#app/lib/format.ts";
import { hiddenUnlessChosen, hiddenWhenChosen } from "./audience-filter.ts";
import type { CalendarEntry, CalendarHelp, CalendarMonth } from "./types.ts";

const linkClass = "inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline";

/** The deadlines by month; a month with nothing for the audience chosen is hidden with its entries. */
export function DeadlineMonths({ months }: { months: CalendarMonth[] }) {
  return (
    <div className="space-y-12 print:space-y-6">
      {months.map((month) => {
        const missing = audiences.filter((audience) => !month.entries.some((entry) => entry.audience === audience));
        return (
          <section
            key={month.key}
            aria-labelledby={`month-${month.key}`}
            className={cn(missing.map((audience) => hiddenWhenChosen[audience]))}
          >
            <h2
              id={`month-${month.key}`}
              className="mb-5 border-b pb-2 text-2xl font-extrabold print:mb-2 print:break-after-avoid print:text-xl"
            >
              {month.name}
            </h2>
            <ol className="space-y-4 print:space-y-2">
              {month.entries.map((entry) => (
                <DeadlineEntry key={entry.id} entry={entry} />
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}

function DeadlineEntry({ entry }: { entry: CalendarEntry }) {
  const titleId = useId();
  return (
    <li
      className={cn(
        "grid gap-3 rounded-2xl border bg-card p-5 shadow-sm sm:grid-cols-[13rem_1fr] sm:gap-6 print:break-inside-avoid print:rounded-none print:border-0 print:border-b print:bg-transparent print:p-2 print:shadow-none",
        hiddenUnlessChosen[entry.audience],
      )}
    >
      <p className="font-bold">
        <time dateTime={entry.date}>{entry.dateText}</time>
        {entry.movedFrom && (
          <span className="mt-1 block text-sm font-normal text-muted-foreground">{entry.movedFrom}</span>
        )}
      </p>
      <div>
        <p className="text-sm font-semibold text-primary">
          {entry.form} <span aria-hidden="true">·</span> {entry.agency}
        </p>
        <h3 id={titleId} className="mt-1 text-lg font-bold">
          {entry.title}
        </h3>
        {entry.amount && <p className="mt-1 font-semibold">{entry.amount}</p>}
        {entry.note && <p className="mt-1 text-muted-foreground">{entry.note}</p>}
        {entry.postponed.map((postponed) => (
          <p key={postponed.text} className="mt-1 font-semibold">
            <a href={postponed.source} className="underline underline-offset-4">
              {postponed.text}
            </a>
          </p>
        ))}
        <DeadlineLinks help={entry} source={entry.source} describedBy={titleId} />
      </div>
    </li>
  );
}

/** Where a deadline leads: the service page, the contact form with the service chosen, the agency's own page. */
export function DeadlineLinks({
  help,
  source,
  describedBy,
}: {
  help: CalendarHelp;
  source: string;
  describedBy: string;
}) {
  const words = useDictionary().taxCalendar;
  return (
    <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm print:hidden">
      <li>
        <a href={help.service.href} className={linkClass}>
          {format(words.serviceLink, { service: help.service.name })}
          <ArrowRight className="size-4" aria-hidden="true" />
        </a>
      </li>
      <li>
        <a href={help.contactHref} aria-describedby={describedBy} className={linkClass}>
          {words.contactLink}
        </a>
      </li>
      <li>
        <a href={source} aria-describedby={describedBy} className={linkClass}>
          {words.source}
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      </li>
    </ul>
  );
}
