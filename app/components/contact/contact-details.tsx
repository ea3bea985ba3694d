import { Clock, Mail, MapPin, Navigation, Phone } from "lucide-react";
import { CheckList } from "#app/components/sections/check-list.tsx";
import { OfficeAddress } from "#app/components/sections/office-address.tsx";
import { Section, SectionHeading } from "#app/components/sections/section.tsx";
import { OfficeHours } from "#app/components/shell/office-hours.tsx";
import { directionsHref, mailtoHref, siteConfig, telHref } from "#app/content/site/index.ts";
import { useDictionary } from "#app/i18n/index.ts";
import { format } from "#app/lib/format.ts";

/** Get In Touch: both offices, the toll-free line, the general e-mail and the hours. */
export function GetInTouch() {
  const dict = useDictionary();
  const row = "flex gap-3";
  const icon = "mt-0.5 size-5 shrink-0 text-primary";
  return (
    <section aria-labelledby="get-in-touch" className="rounded-2xl border bg-card p-6 shadow-sm md:p-8">
      <h2 id="get-in-touch" className="text-2xl font-bold">
        {dict.contactPage.getInTouch}
      </h2>
      <ul className="mt-6 space-y-5">
        {siteConfig.offices.map((office) => (
          <OfficeAddress key={office.id} office={office} look="contact" />
        ))}
        <li className={row}>
          <Phone className={icon} aria-hidden="true" />
          <span>
            <span className="block text-sm text-muted-foreground">{dict.contactPage.phoneLabel}</span>
            <a href={telHref()} className="font-semibold text-primary hover:underline underline-offset-4">
              {siteConfig.phone.display}
            </a>
          </span>
        </li>
        <li className={row}>
          <Mail className={icon} aria-hidden="true" />
          <span>
            <span className="block text-sm text-muted-foreground">{dict.contactPage.emailLabel}</span>
            <a href={mailtoHref()} className="font-semibold text-primary hover:underline underline-offset-4">
              {siteConfig.email}
            </a>
          </span>
        </li>
        <li className={row}>
          <Clock className={icon} aria-hidden="true" />
          {/* A <div>: the hours are a <dl>, which a <span> may not hold. */}
          <div className="flex-1">
            <span className="block text-sm text-muted-foreground">{dict.hours.title}</span>
            <OfficeHours className="mt-1 max-w-72 space-y-1" />
          </div>
        </li>
      </ul>
    </section>
  );
}

export function WhyChoose() {
  const dict = useDictionary();
  return (
    <section
      aria-labelledby="why-choose"
      className="rounded-2xl bg-brand-ink p-6 text-brand-ink-foreground shadow-sm md:p-8"
    >
      <h2 id="why-choose" className="text-xl font-bold">
        {dict.contactPage.whyChoose}
      </h2>
      <CheckList
        items={dict.contactPage.whyPoints}
        className="mt-4 space-y-3"
        itemClassName="flex items-center gap-3"
        iconClassName="size-5 shrink-0 text-accent"
      />
    </section>
  );
}

/** Below the form: both offices with hours and a directions link; no third-party map (privacy, speed, CSP). */
export function OfficesSection() {
  const dict = useDictionary();
  return (
    <Section muted aria-labelledby="offices-heading">
      <SectionHeading id="offices-heading" title={dict.contactPage.officesTitle} lead={dict.contactPage.officesLead} />
      <ul className="grid gap-6 md:grid-cols-2">
        {siteConfig.offices.map((office) => (
          <li key={office.id} className="flex flex-col rounded-2xl border bg-card p-6 shadow-sm md:p-8">
            <h3 className="flex items-center gap-2 text-xl font-bold">
              <MapPin className="size-5 text-primary" aria-hidden="true" />
              {office.street}
            </h3>
            <p className="mt-1 text-muted-foreground">
              {office.city}, {office.region} {office.postalCode}
            </p>
            <OfficeHours className="mt-5 max-w-80 space-y-1.5 text-sm" />
            <a
              href={directionsHref(office)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={format(dict.contactPage.directionsTo, { street: office.street })}
              className="mt-6 inline-flex items-center gap-2 self-start rounded-lg border px-4 py-2 font-semibold text-primary hover:bg-secondary"
            >
              <Navigation className="size-4" aria-hidden="true" />
              {dict.contactPage.directions}
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
