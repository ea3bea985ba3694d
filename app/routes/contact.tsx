import { GetInTouch, OfficesSection, WhyChoose } from "#app/components/contact/contact-details.tsx";
import { ContactForm } from "#app/components/contact/contact-form.tsx";
import { PageBanner } from "#app/components/sections/page-banner.tsx";
import { dictionaryOfMatches, useDictionary } from "#app/i18n/index.ts";
import { siteContextOf } from "#app/i18n/site-context.server.ts";
import { Island } from "#app/islands/island.tsx";
import { renderIsland } from "#app/islands/render-island.server.tsx";
import { langOfPath } from "#app/lib/route-table.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { organizationJsonLd } from "#app/lib/structured-data.ts";
import type { Route } from "./+types/contact";

/** Runs at build time only (prerender): the form, rendered as the island its script hydrates. */
export function loader({ request }: Route.LoaderArgs) {
  return { islands: { form: renderIsland("contact-form", ContactForm, {}, siteContextOf(request)) } };
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const lang = langOfPath(location.pathname);
  const dict = dictionaryOfMatches(matches);
  return pageMeta({
    pageId: "contact",
    lang,
    title: dict.contactPage.title,
    description: dict.contactPage.metaDescription,
    jsonLd: [organizationJsonLd(lang)],
  });
};

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const dict = useDictionary();
  return (
    <>
      <PageBanner title={dict.contactPage.title} lead={dict.contactPage.lead} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[1fr_1.6fr] lg:px-8">
        <div className="space-y-6">
          <GetInTouch />
          <WhyChoose />
        </div>
        <section aria-labelledby="send-message" className="rounded-2xl border bg-card p-6 shadow-sm md:p-8">
          <h2 id="send-message" className="text-2xl font-bold">
            {dict.form.title}
          </h2>
          <p className="mt-2 mb-6 text-muted-foreground">{dict.form.lead}</p>
          <Island island={loaderData.islands.form} />
        </section>
      </div>
      <OfficesSection />
    </>
  );
}
