import { Download } from "lucide-react";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { useDictionary } from "#app/i18n/index.ts";
import { cn } from "#app/lib/cn.ts";
import { hiddenUnlessChosen } from "./audience-filter.ts";
import type { TaxCalendarPageProps } from "./types.ts";

/** "Add to calendar": each audience's feed for Apple's, Google's and Outlook's calendars, and the file. */
export function SubscribeLinks({ feeds }: Pick<TaxCalendarPageProps, "feeds">) {
  const words = useDictionary().taxCalendar;
  const button = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <section
      aria-labelledby="subscribe"
      className="mt-14 scroll-mt-12 rounded-2xl border p-4 sm:p-6 md:p-8 print:hidden"
    >
      <h2 id="subscribe" className="text-2xl font-extrabold">
        {words.subscribeTitle}
      </h2>
      <p className="mt-2 max-w-3xl text-muted-foreground">{words.subscribeLead}</p>
      <ul className="mt-6 space-y-6">
        {feeds.map(({ audience, links }) => (
          <li key={audience} className={hiddenUnlessChosen[audience]}>
            <h3 id={`subscribe-${audience}`} className="text-lg font-bold">
              {words.audiences[audience]}
            </h3>
            <ul aria-labelledby={`subscribe-${audience}`} className="mt-3 flex flex-wrap gap-2">
              <li>
                <a href={links.apple} className={button}>
                  {words.subscribeApple}
                </a>
              </li>
              <li>
                <a href={links.google} className={button}>
                  {words.subscribeGoogle}
                </a>
              </li>
              <li>
                <a href={links.outlook} className={button}>
                  {words.subscribeOutlook}
                </a>
              </li>
              <li>
                <a href={links.download} download className={cn(button)}>
                  <Download aria-hidden="true" />
                  {words.download}
                </a>
              </li>
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
