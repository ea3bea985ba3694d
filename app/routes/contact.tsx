import { GetInTouch, OfficesSection, WhyChoose } from "~/components/contact/contact-details";
import { ContactForm } from "~/components/contact/contact-form";
import { PageBanner } from "~/components/site/page-banner";
import { dictionaryOfMatches, useDictionary } from "~/i18n";
import { langOfPath } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";
import { organizationJsonLd } from "~/lib/structured-data";
import type { Route } from "./+types/contact";

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

export default function ContactPage() {
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
          <ContactForm />
        </section>
      </div>
      <OfficesSection />
    </>
  );
}
