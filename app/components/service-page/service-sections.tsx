import { IconCardList } from "#app/components/sections/icon-card-list.tsx";
import { Section, SectionHeading } from "#app/components/sections/section.tsx";
import type { ClientType, Feature, ProcessStep } from "#app/content/index.ts";
import { useDictionary } from "#app/i18n/index.ts";

export function FeaturesSection({ features }: { features: Feature[] }) {
  const dict = useDictionary();
  return (
    <Section aria-labelledby="features-heading">
      <SectionHeading
        id="features-heading"
        title={dict.servicePage.featuresTitle}
        lead={dict.servicePage.featuresLead}
      />
      <IconCardList look="feature" items={features} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
    </Section>
  );
}

export function ClientsSection({ clients }: { clients: ClientType[] }) {
  const dict = useDictionary();
  return (
    <Section muted aria-labelledby="clients-heading">
      <SectionHeading id="clients-heading" title={dict.servicePage.clientsTitle} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {clients.map((client) => (
          <li key={client.type} className="rounded-2xl border-l-4 border-l-accent bg-card p-6 shadow-sm">
            <h3 className="text-lg font-bold">{client.type}</h3>
            <p className="mt-2 leading-relaxed text-muted-foreground">{client.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ProcessSection({ steps }: { steps: ProcessStep[] }) {
  const dict = useDictionary();
  return (
    <Section aria-labelledby="process-heading">
      <SectionHeading id="process-heading" title={dict.servicePage.processTitle} />
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {steps.map((step) => (
          <li key={step.number} className="relative rounded-2xl border bg-card p-6 shadow-sm">
            <span
              className="flex size-11 items-center justify-center rounded-full bg-primary text-lg font-extrabold text-primary-foreground"
              aria-hidden="true"
            >
              {step.number}
            </span>
            <h3 className="mt-4 text-lg font-bold">
              <span className="sr-only">
                {dict.servicePage.step} {step.number}:{" "}
              </span>
              {step.title}
            </h3>
            <p className="mt-2 leading-relaxed text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
