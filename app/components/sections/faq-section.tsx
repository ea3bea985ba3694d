import { ChevronDown } from "lucide-react";
import { useId } from "react";
import type { Faq } from "#app/content/index.ts";
import { RichText } from "./rich-text.tsx";
import { Section, SectionHeading } from "./section.tsx";

/**
 * FAQ accordion: one answer open at a time, and the open one can be closed. Native <details>
 * sharing one `name` make an exclusive accordion in the browser itself: the same markup before
 * and after hydration and without JavaScript, every answer in the page (and found by the
 * browser's find-in-page), and no accordion code to download (docs/decisions/018).
 */
export function FaqSection({ title, faqs, muted }: { title: string; faqs: Faq[]; muted?: boolean }) {
  const group = useId();
  return (
    <Section muted={muted} aria-labelledby="faq-heading">
      <SectionHeading id="faq-heading" title={title} />
      <div className="mx-auto max-w-3xl rounded-2xl border bg-card px-5 shadow-sm md:px-8">
        {faqs.map((faq) => (
          <details key={faq.question} name={group} className="group border-b last:border-b-0">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-5 text-base font-semibold hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
              <h3 className="text-pretty">{faq.question}</h3>
              <ChevronDown
                className="mt-0.5 size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <div className="pb-5 leading-relaxed text-muted-foreground">
              <RichText value={faq.answer} />
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}
