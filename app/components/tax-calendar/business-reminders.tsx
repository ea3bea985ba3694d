import { useId } from "react";
import { audiences } from "#app/content/tax-calendar/schema.ts";
import { useDictionary } from "#app/i18n/index.ts";
import { cn } from "#app/lib/cn.ts";
import { hiddenUnlessChosen, hiddenWhenChosen } from "./audience-filter.ts";
import { DeadlineLinks } from "./deadline-months.tsx";
import type { CalendarReminder } from "./types.ts";

/** The deadlines whose day depends on the business (the Statement of Information, BOI): said in words, not dated. */
export function BusinessReminders({ reminders }: { reminders: CalendarReminder[] }) {
  const words = useDictionary().taxCalendar;
  if (reminders.length === 0) return null;
  const missing = audiences.filter((audience) => !reminders.some((reminder) => reminder.audience === audience));
  return (
    <section
      aria-labelledby="business-reminders"
      className={cn(
        "mt-14 rounded-2xl bg-muted/60 p-4 sm:p-6 md:p-8 print:mt-8 print:bg-transparent print:p-0",
        missing.map((a) => hiddenWhenChosen[a]),
      )}
    >
      <h2 id="business-reminders" className="text-2xl font-extrabold">
        {words.remindersTitle}
      </h2>
      <p className="mt-2 text-muted-foreground">{words.remindersLead}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {reminders.map((reminder) => (
          <Reminder key={reminder.id} reminder={reminder} />
        ))}
      </ul>
    </section>
  );
}

function Reminder({ reminder }: { reminder: CalendarReminder }) {
  const titleId = useId();
  return (
    <li
      className={cn(
        "rounded-2xl border bg-card p-5 shadow-sm print:break-inside-avoid print:border-0 print:bg-transparent print:p-2 print:shadow-none",
        hiddenUnlessChosen[reminder.audience],
      )}
    >
      <p className="text-sm font-semibold text-primary">
        {reminder.form} <span aria-hidden="true">·</span> {reminder.agency}
      </p>
      <h3 id={titleId} className="mt-1 text-lg font-bold">
        {reminder.title}
      </h3>
      <p className="mt-1 font-medium">{reminder.when}</p>
      {reminder.note && <p className="mt-1 text-muted-foreground">{reminder.note}</p>}
      <DeadlineLinks help={reminder} source={reminder.source} describedBy={titleId} />
    </li>
  );
}
