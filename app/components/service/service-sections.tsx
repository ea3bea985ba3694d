import { ContentIcon } from "~/components/service/content-icon";
import { Section, SectionHeading } from "~/components/site/section";
import type { ClientType, Feature, ProcessStep } from "~/content/types";
import { useDictionary } from "~/i18n";

export function FeaturesSection({ features }: { features: Feature[] }) {
  const dict = useDictionary();
  return (
    <Section aria-labelledby="features-heading">
      <SectionHeading
        id="features-heading"
        title={dict.servicePage.featuresTitle}
        lead={dict.servicePage.featuresLead}
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature) => {
          return (
            <li
              key={feature.title}
              className="rounded-2xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <ContentIcon name={feature.icon} className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-bold">{feature.title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{feature.description}</p>
            </li>
          );
        })}
      </ul>
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
