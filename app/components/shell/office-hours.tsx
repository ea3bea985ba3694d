import { useDictionary, useLang } from "#app/i18n/index.ts";
import type { Lang } from "#app/lib/route-table.ts";
import { siteConfig } from "#app/lib/site-config.ts";

/** "19:00" → "7pm" in English; Spanish keeps the 24-hour clock ("19:00"), as is usual in Mexico. */
export function formatTime(time: string, lang: Lang): string {
  const [h = "0", m = "00"] = time.split(":");
  const hour = Number(h);
  if (lang === "es") return `${hour}:${m}`;
  const suffix = hour >= 12 ? "pm" : "am";
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return m === "00" ? `${twelve}${suffix}` : `${twelve}:${m}${suffix}`;
}

function range(span: { opens: string; closes: string }, lang: Lang): string {
  return `${formatTime(span.opens, lang)}–${formatTime(span.closes, lang)}`;
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
        <dd>{range(weekdays, lang)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>{dict.hours.saturday}</dt>
        <dd>{range(saturday, lang)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>{dict.hours.sunday}</dt>
        <dd className="text-right">
          {range(sunday, lang)}
          <br />
          <span className="text-xs">({dict.hours.byAppointment})</span>
        </dd>
      </div>
    </dl>
  );
}
