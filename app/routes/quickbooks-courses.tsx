import { OfferingsSection } from "~/components/quickbooks/offerings-section";
import { QuickbooksHero } from "~/components/quickbooks/quickbooks-hero";
import { WaitlistForm } from "~/components/quickbooks/waitlist-form";
import { IconDataProvider } from "~/components/service/content-icon";
import { iconDataFor } from "~/components/service/content-icons";
import { CtaBand } from "~/components/site/cta-band";
import { FaqSection } from "~/components/site/faq-section";
import { TestimonialsSection } from "~/components/site/testimonials-section";
import { quickbooksContent } from "~/content/quickbooks/content";
import { dictionaryOfMatches, useDictionary } from "~/i18n";
import { findPage, pathOfRequest } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";
import { serviceBreadcrumbJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/quickbooks-courses";

/** Runs at build time only (prerender): the page's copy in its language. */
export function loader({ request }: Route.LoaderArgs) {
  const found = findPage(pathOfRequest(request));
  if (!found) throw new Response("Not Found", { status: 404 });
  const content = quickbooksContent[found.lang];
  return { pageId: found.page.id, lang: found.lang, content, icons: iconDataFor(content) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({
    pageId: loaderData.pageId,
    lang: loaderData.lang,
    title: loaderData.content.title,
    description: loaderData.content.metaDescription,
    jsonLd: [
      serviceBreadcrumbJsonLd(
        loaderData.lang,
        { pageId: loaderData.pageId, title: loaderData.content.title },
        dictionaryOfMatches(matches).nav,
      ),
    ],
  });

export default function QuickbooksCoursesPage({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const dict = useDictionary();
  return (
    <IconDataProvider value={loaderData.icons}>
      <QuickbooksHero content={content} />
      <OfferingsSection content={content} />
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
            <WaitlistForm />
          </div>
        </div>
      </section>
      <CtaBand title={dict.servicePage.ctaTitle} text={dict.servicePage.ctaText} />
    </IconDataProvider>
  );
}
