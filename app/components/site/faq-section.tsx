import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import type { Faq } from "~/content/types";
import { RichText } from "./rich-text";
import { Section, SectionHeading } from "./section";

/** FAQ accordion: one answer open at a time, and the open one can be closed. */
export function FaqSection({ title, faqs, muted }: { title: string; faqs: Faq[]; muted?: boolean }) {
  return (
    <Section muted={muted} aria-labelledby="faq-heading">
      <SectionHeading id="faq-heading" title={title} />
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
    </Section>
  );
}
