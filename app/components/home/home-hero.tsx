import { Phone } from "lucide-react";
import { CheckList } from "#app/components/sections/check-list.tsx";
import { ConsultationActions } from "#app/components/sections/consultation-actions.tsx";
import { InkHero } from "#app/components/sections/ink-hero.tsx";
import { OfficeHours } from "#app/components/shell/office-hours.tsx";
import type { HomeContent } from "#app/content/index.ts";
import { siteConfig, telHref } from "#app/content/site/index.ts";
import { useDictionary } from "#app/i18n/index.ts";

/** The first screen: the promise, the two buttons, and a card that makes calling effortless. */
export function HomeHero({ hero }: { hero: HomeContent["hero"] }) {
  const dict = useDictionary();
  return (
    <InkHero
      glow="bg-[radial-gradient(ellipse_at_top_right,oklch(0.5_0.14_256/0.55),transparent_55%),radial-gradient(ellipse_at_bottom_left,oklch(0.8_0.15_78/0.12),transparent_50%)]"
      columns="lg:grid-cols-[1.25fr_1fr]"
    >
      <div>
        <p className="text-sm font-bold tracking-wider text-accent uppercase">{hero.eyebrow}</p>
        <h1 className="mt-4 text-4xl leading-[1.08] font-extrabold sm:text-5xl lg:text-6xl">{hero.headline}</h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-ink-foreground/85 md:text-xl">{hero.lead}</p>
        <ConsultationActions onDark className="mt-9" />
      </div>
      <div className="rounded-3xl border border-white/15 bg-white/[0.06] p-6 shadow-2xl md:p-8">
        <CheckList
          items={hero.trustPoints}
          className="space-y-3"
          itemClassName="flex items-center gap-3 text-base font-medium"
          iconClassName="size-5 shrink-0 text-accent"
        />
        <div className="mt-6 border-t border-white/15 pt-6">
          <a
            href={telHref()}
            className="flex items-center gap-3 rounded-2xl bg-white/10 px-4 py-3 text-lg font-bold hover:bg-white/15"
          >
            <Phone className="size-5 text-accent" aria-hidden="true" />
            {dict.common.callNow} {siteConfig.phone.display}
          </a>
          <OfficeHours className="mt-4 space-y-1 text-sm text-brand-ink-foreground/80" />
        </div>
      </div>
    </InkHero>
  );
}
