/**
 * The QuickBooks courses page's body: only the site's components, so the
 * editor's preview pane (app/cms/editor-script/page-preview.tsx) renders it in the browser with the
 * words being edited.
 */
import type { ReactNode } from "react";
import { IconDataProvider } from "#app/components/icons/content-icon.tsx";
import { type IconDataMap, iconDataFor } from "#app/components/icons/icon-set.ts";
import { OfferingsSection } from "#app/components/quickbooks/offerings-section.tsx";
import { QuickbooksHero } from "#app/components/quickbooks/quickbooks-hero.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { FaqSection } from "#app/components/sections/faq-section.tsx";
import { TestimonialsSection } from "#app/components/sections/testimonials-section.tsx";
import type { QuickbooksPageContent } from "#app/content/quickbooks/types.ts";
import { useDictionary } from "#app/i18n/index.ts";
import { type Lang, pathOf } from "#app/lib/route-table.ts";

/** The offerings' props (`OfferingsSection`): the format filter, the cards, and the contact page's path for Register Interest. */
export function offeringsProps({ content, lang }: { content: QuickbooksPageContent; lang: Lang }) {
  const { formats, offerings, teamsNote } = content;
  return { formats, offerings, teamsNote, icons: iconDataFor(offerings), contactPath: pathOf("contact", lang) };
}

/**
 * The QuickBooks courses page: its offerings are HTML that works with no script (docs/decisions/023);
 * its one island, the waitlist form (`WaitlistForm`), is placed by the caller.
 */
export function QuickbooksPage(data: {
  content: QuickbooksPageContent;
  lang: Lang;
  icons: IconDataMap;
  waitlist: ReactNode;
}) {
  const { content, icons, waitlist } = data;
  const dict = useDictionary();
  return (
    <IconDataProvider value={icons}>
      <QuickbooksHero content={content} />
      <OfferingsSection {...offeringsProps(data)} />
      <FaqSection title={dict.quickbooks.faqTitle} faqs={content.faqs} muted />
      <TestimonialsSection title={dict.servicePage.testimonialsTitle} testimonials={content.testimonials} />
      <section
        id="waitlist"
        aria-labelledby="waitlist-heading"
        className="scroll-mt-20 bg-brand-ink px-4 py-16 text-brand-ink-foreground sm:px-6 md:py-24 lg:px-8"
      >
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="waitlist-heading" className="text-3xl font-extrabold md:text-4xl">
            {dict.quickbooks.waitlistTitle}
          </h2>
          <p className="mx-auto mt-4 mb-8 max-w-2xl text-lg text-brand-ink-foreground/85">
            {dict.quickbooks.waitlistText}
          </p>
          <div className="rounded-2xl bg-card p-6 text-left text-card-foreground shadow-xl md:p-8">{waitlist}</div>
        </div>
      </section>
      <CtaBand title={dict.servicePage.ctaTitle} text={dict.servicePage.ctaText} />
    </IconDataProvider>
  );
}
