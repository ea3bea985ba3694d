import { IconDataProvider } from "#app/components/icons/content-icon.tsx";
import { iconDataFor } from "#app/components/icons/icon-set.ts";
import { OfferingsSection } from "#app/components/quickbooks/offerings-section.tsx";
import { QuickbooksHero } from "#app/components/quickbooks/quickbooks-hero.tsx";
import { WaitlistForm } from "#app/components/quickbooks/waitlist-form.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { FaqSection } from "#app/components/sections/faq-section.tsx";
import { TestimonialsSection } from "#app/components/sections/testimonials-section.tsx";
import { quickbooksContent } from "#app/content/index.ts";
import { dictionaryOfMatches, useDictionary } from "#app/i18n/index.ts";
import { siteContextOf } from "#app/i18n/site-context.server.ts";
import { Island } from "#app/islands/island.tsx";
import { renderIsland } from "#app/islands/render-island.server.tsx";
import { findPage, pathOfRequest } from "#app/lib/route-table.ts";
import { servicePageMeta } from "#app/lib/structured-data.ts";
import type { Route } from "./+types/quickbooks-courses";

/**
 * Runs at build time only (prerender): the page's copy in its language, with the offerings and the
 * waitlist form rendered as the islands their scripts hydrate.
 */
export function loader({ request }: Route.LoaderArgs) {
  const found = findPage(pathOfRequest(request));
  if (!found) throw new Response("Not Found", { status: 404 });
  const site = siteContextOf(request);
  const content = quickbooksContent[found.lang];
  const { formats, offerings, teamsNote } = content;
  return {
    pageId: found.page.id,
    lang: found.lang,
    content,
    icons: iconDataFor(content),
    islands: {
      offerings: renderIsland(
        "quickbooks-offerings",
        OfferingsSection,
        { formats, offerings, teamsNote, icons: iconDataFor(offerings) },
        site,
      ),
      waitlist: renderIsland("waitlist-form", WaitlistForm, {}, site),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  servicePageMeta(loaderData, dictionaryOfMatches(matches).nav.links);

export default function QuickbooksCoursesPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const dict = useDictionary();
  return (
    <IconDataProvider value={loaderData.icons}>
      <QuickbooksHero content={content} />
      <Island island={loaderData.islands.offerings} />
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
          <div className="rounded-2xl bg-card p-6 text-left text-card-foreground shadow-xl md:p-8">
            <Island island={loaderData.islands.waitlist} />
          </div>
        </div>
      </section>
      <CtaBand title={dict.servicePage.ctaTitle} text={dict.servicePage.ctaText} />
    </IconDataProvider>
  );
}
