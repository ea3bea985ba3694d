import { Quote } from "lucide-react";
import { Carousel, CarouselArrows, CarouselContent, CarouselDots, CarouselItem } from "~/components/ui/carousel";
import type { Testimonial } from "~/content/types";
import { useDictionary } from "~/i18n";
import { format } from "~/lib/format";
import { Section, SectionHeading } from "./section";

/** Below lg: a swipeable carousel with a dot pager; from lg up, the carousel switches off and shows a grid. */
export function TestimonialsSection({ title, testimonials }: { title: string; testimonials: Testimonial[] }) {
  const dict = useDictionary();
  const total = testimonials.length;
  return (
    <Section aria-labelledby="testimonials-heading">
      <SectionHeading id="testimonials-heading" title={title} />
      <Carousel
        label={dict.carousel.label}
        options={{ align: "start", breakpoints: { "(min-width: 1024px)": { active: false } } }}
        activeMedia="(max-width: 1023.98px)"
      >
        <CarouselContent className="-ml-4 lg:grid lg:grid-cols-3 lg:gap-6 lg:ml-0">
          {testimonials.map((t, i) => (
            <CarouselItem
              key={t.name}
              index={i}
              total={total}
              label={format(dict.carousel.slide, { n: i + 1, total })}
              className="pl-4 lg:pl-0"
            >
              <figure className="flex h-full flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm md:p-8">
                <Quote className="size-8 text-accent" aria-hidden="true" />
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
            </CarouselItem>
          ))}
        </CarouselContent>
        {/* The pager's height is kept before Embla loads, so nothing below moves when it appears. */}
        <div className="mt-6 flex min-h-11 items-center justify-between lg:hidden">
          <CarouselDots dotLabel={(n) => format(dict.carousel.goTo, { n })} />
          <CarouselArrows previousLabel={dict.carousel.previous} nextLabel={dict.carousel.next} />
        </div>
      </Carousel>
    </Section>
  );
}
