import { MessageSquare, Phone } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { siteConfig, telHref } from "#app/content/site/index.ts";
import { useDictionary, useLang } from "#app/i18n/index.ts";
import { pathOf } from "#app/lib/route-table.ts";

/** Closing call to action: call (tel: link), the contact page and the services directory. */
export function CtaBand({ title, text }: { title: string; text: string }) {
  const dict = useDictionary();
  const lang = useLang();
  return (
    <section aria-labelledby="cta-heading" className="px-4 py-16 sm:px-6 md:py-24 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-brand-ink px-6 py-12 text-center text-brand-ink-foreground shadow-xl md:px-12 md:py-16">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_20%_0%,oklch(0.5_0.13_256/0.5),transparent_55%)]"
        />
        <div className="relative">
          <h2 id="cta-heading" className="text-3xl font-extrabold md:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-ink-foreground/85">{text}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" variant="accent">
              <a href={telHref()}>
                <Phone aria-hidden="true" />
                {dict.common.callNow} {siteConfig.phone.display}
              </a>
            </Button>
            <Button asChild size="lg" variant="onDark">
              <a href={pathOf("contact", lang)}>
                <MessageSquare aria-hidden="true" />
                {dict.common.scheduleConsultation}
              </a>
            </Button>
            <Button asChild size="lg" variant="linkOnDark">
              <a href={pathOf("services", lang)}>{dict.common.exploreServices}</a>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
