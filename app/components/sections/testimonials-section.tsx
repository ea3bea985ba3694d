import { Quote } from "lucide-react";
import { SampleTestimonialLabel } from "#app/components/shell/sample-notice.tsx";
import { Carousel, CarouselControls, CarouselSlide, CarouselTrack } from "#app/components/ui/carousel.tsx";
import type { Testimonial } from "#app/content/index.ts";
import { useDictionary } from "#app/i18n/index.ts";
import { format } from "#app/lib/format.ts";
import { Section, SectionHeading } from "./section.tsx";

/**
 * Below lg: a swipeable carousel with a dot pager; from lg up, a three-column grid. A page with no
 * testimonials yet (a service page the firm has just added) has no section: a heading over nothing
 * would read as a broken page (testimonials/rules.ts: none or three).
 */
export function TestimonialsSection({ title, testimonials }: { title: string; testimonials: Testimonial[] }) {
  const dict = useDictionary();
  const total = testimonials.length;
  if (total === 0) return null;
  return (
    <Section aria-labelledby="testimonials-heading">
      <SectionHeading id="testimonials-heading" title={title} />
      <Carousel label={dict.carousel.label}>
        <CarouselTrack className="lg:grid lg:grid-cols-3 lg:gap-6 lg:overflow-visible">
          {testimonials.map((t, i) => (
            <CarouselSlide key={t.name} label={format(dict.carousel.slide, { n: i + 1, total })} className="lg:w-auto">
              <figure className="flex h-full flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm md:p-8">
                <Quote className="size-8 text-accent" aria-hidden="true" />
                {t.sample && <SampleTestimonialLabel />}
                <blockquote className="mt-4 flex-1 text-base leading-relaxed">“{t.quote}”</blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t pt-5">
                  <span
                    aria-hidden="true"
                    className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/10 font-bold text-primary"
                  >
                    {t.name.charAt(0)}
                  </span>
                  <span>
                    <span className="block font-semibold">{t.name}</span>
                    <span className="block text-sm text-muted-foreground">
                      {t.position}
                      {t.company ? `, ${t.company}` : ""}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </CarouselSlide>
          ))}
        </CarouselTrack>
        <CarouselControls
          count={total}
          dotLabel={(n) => format(dict.carousel.goTo, { n })}
          previousLabel={dict.carousel.previous}
          nextLabel={dict.carousel.next}
          className="lg:hidden"
        />
      </Carousel>
    </Section>
  );
}
