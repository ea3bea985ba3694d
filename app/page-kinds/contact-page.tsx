import type { ReactNode } from "react";
import { GetInTouch, OfficesSection, WhyChoose } from "#app/components/contact/contact-details.tsx";
import { PageBanner } from "#app/components/sections/page-banner.tsx";
import { contactPrefillScript } from "#app/contact-form/contact-prefill.ts";
import { useDictionary } from "#app/i18n/index.ts";

/** The contact page around its one island, the form (`ContactForm`), which the caller places. */
export function ContactPage({ form }: { form: ReactNode }) {
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
          {form}
          {/* Right after the form: its choice from the address is there when the form is painted. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, no visitor input */}
          <script dangerouslySetInnerHTML={{ __html: contactPrefillScript }} />
        </section>
      </div>
      <OfficesSection />
    </>
  );
}
