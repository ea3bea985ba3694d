import { ArrowDown } from "lucide-react";
import { IconCardList } from "#app/components/sections/icon-card-list.tsx";
import { InkHero } from "#app/components/sections/ink-hero.tsx";
import { QuickbooksBadgeList } from "#app/components/sections/quickbooks-badges.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { QuickbooksPageContent } from "#app/content/index.ts";

/** Hero: certification badges, a pill, three benefits and a button that scrolls to the waitlist. */
export function QuickbooksHero({ content }: { content: QuickbooksPageContent }) {
  return (
    <InkHero
      glow="bg-[radial-gradient(ellipse_at_top_right,oklch(0.5_0.14_256/0.55),transparent_55%)]"
      columns="lg:grid-cols-[1.3fr_1fr]"
    >
      <div>
        <p className="inline-flex rounded-full bg-accent px-3 py-1 text-sm font-bold text-accent-foreground">
          {content.heroBadge}
        </p>
        <p className="mt-5 text-sm font-bold tracking-wider text-brand-ink-foreground/80 uppercase">
          {content.subheading}
        </p>
        <h1 className="mt-2 text-4xl font-extrabold md:text-5xl lg:text-6xl">{content.title}</h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-ink-foreground/85">{content.description}</p>
        <IconCardList look="onDark" items={content.benefits} className="mt-8 grid gap-4 sm:grid-cols-3" titleAs="p" />
        <Button asChild size="lg" variant="accent" className="mt-8">
          <a href="#waitlist">
            {content.waitlistCta}
            <ArrowDown aria-hidden="true" />
          </a>
        </Button>
      </div>
      <QuickbooksBadgeList
        names={content.badgeLabels}
        className="flex flex-wrap items-center justify-center gap-6 rounded-3xl border border-white/15 bg-white/[0.04] p-8"
        badgeClassName="h-32 w-auto md:h-40"
      />
    </InkHero>
  );
}
