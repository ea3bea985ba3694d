import { siteConfig } from "#app/content/site/index.ts";
import type { OpeningDay } from "#app/content/site/schema.ts";
import { useDictionary, useLang } from "#app/i18n/index.ts";
import type { Lang } from "#app/lib/route-table.ts";

/** "19:00" → "7pm" in English; Spanish keeps the 24-hour clock ("19:00"), as is usual in Mexico. */
export function formatTime(time: string, lang: Lang): string {
  const [h = "0", m = "00"] = time.split(":");
  const hour = Number(h);
  if (lang === "es") return `${hour}:${m}`;
  const suffix = hour >= 12 ? "pm" : "am";
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return m === "00" ? `${twelve}${suffix}` : `${twelve}:${m}${suffix}`;
}

/** A day's hours as the page shows them: "10am–7pm", or "Closed" / "Cerrado". */
export function openingText(day: OpeningDay, lang: Lang, closed: string): string {
  return day.closed ? closed : `${formatTime(day.opens, lang)}–${formatTime(day.closes, lang)}`;
}

/** The firm's opening hours, from the site config. */
export function OfficeHours({ className }: { className?: string }) {
  const dict = useDictionary();
  const lang = useLang();
  const { weekdays, saturday, sunday } = siteConfig.hours;
  return (
    <dl className={className}>
      <div className="flex justify-between gap-4">
        <dt>{dict.hours.weekdays}</dt>
        <dd>{openingText(weekdays, lang, dict.hours.closed)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>{dict.hours.saturday}</dt>
        <dd>{openingText(saturday, lang, dict.hours.closed)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>{dict.hours.sunday}</dt>
        <dd className="text-right">
          {openingText(sunday, lang, dict.hours.closed)}
          {!sunday.closed && sunday.byAppointmentOnly ? (
            <>
              <br />
              <span className="text-xs">({dict.hours.byAppointment})</span>
            </>
          ) : null}
        </dd>
      </div>
    </dl>
  );
}
