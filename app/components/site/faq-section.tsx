import { ChevronDown } from "lucide-react";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import type { Faq } from "~/content/types";
import { useHydrated } from "~/lib/use-hydrated";
import { RichText } from "./rich-text";
import { Section, SectionHeading } from "./section";

/** FAQ accordion: one answer open at a time, and the open one can be closed. */
export function FaqSection({ title, faqs, muted }: { title: string; faqs: Faq[]; muted?: boolean }) {
  const hydrated = useHydrated();
  return (
    <Section muted={muted} aria-labelledby="faq-heading">
      <SectionHeading id="faq-heading" title={title} />
      {hydrated ? <FaqAccordion faqs={faqs} /> : <FaqWithoutScript faqs={faqs} />}
    </Section>
  );
}

const listClass = "mx-auto max-w-3xl rounded-2xl border bg-card px-5 shadow-sm md:px-8";

/**
 * The prerendered HTML (and a visitor without JavaScript) gets native <details>: every answer is in
 * the page and opens without script. React swaps in the one-open-at-a-time accordion.
 */
function FaqWithoutScript({ faqs }: { faqs: Faq[] }) {
  return (
    <div className={listClass}>
      {faqs.map((faq) => (
        <details key={faq.question} className="group border-b last:border-b-0">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 py-5 text-base font-semibold hover:text-primary [&::-webkit-details-marker]:hidden">
            {faq.question}
            <ChevronDown
              className="mt-0.5 size-5 shrink-0 text-muted-foreground group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="pb-5 leading-relaxed text-muted-foreground">
            <RichText value={faq.answer} />
          </div>
        </details>
      ))}
    </div>
  );
}

function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  return (
    <Accordion
      type="single"
      collapsible
      className="mx-auto max-w-3xl rounded-2xl border bg-card px-5 shadow-sm md:px-8"
    >
      {faqs.map((faq) => (
        <AccordionItem key={faq.question} value={faq.question}>
          <AccordionTrigger>{faq.question}</AccordionTrigger>
          <AccordionContent>
            <RichText value={faq.answer} />
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
