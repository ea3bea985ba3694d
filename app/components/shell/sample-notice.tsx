import { Info } from "lucide-react";
import { useSite } from "#app/i18n/index.ts";

/**
 * On every page of a build that is not production, while samples remain (app/lib/sample-notice.ts):
 * tells visitors that names, testimonials and some facts are samples. A landmark of its own, so a
 * screen reader finds it, and plain text in the flow, so nothing covers the page.
 */
export function SampleNotice() {
  const { dictionary: dict, sampleNotice } = useSite();
  if (!sampleNotice) return null;
  return (
    <aside aria-label={dict.sampleContent.label} data-sample-notice className="bg-accent text-accent-foreground">
      <p className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-2 text-sm font-medium sm:px-6 lg:px-8">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{dict.sampleContent.notice}</span>
      </p>
    </aside>
  );
}

/** The label on a sample testimonial, shown only where the notice is. */
export function SampleTestimonialLabel() {
  const { dictionary: dict, sampleNotice } = useSite();
  if (!sampleNotice) return null;
  return (
    <span className="mt-4 inline-block self-start rounded-full border border-accent bg-accent/15 px-2.5 py-0.5 text-xs font-semibold">
      {dict.sampleContent.testimonial}
    </span>
  );
}
