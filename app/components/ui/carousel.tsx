import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import * as React from "react";
import { cn } from "~/lib/cn";

type CarouselApi = UseEmblaCarouselType[1];
type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];

interface CarouselContextValue {
  viewportRef: UseEmblaCarouselType[0];
  api: CarouselApi;
  selected: number;
  count: number;
}

const CarouselContext = React.createContext<CarouselContextValue | null>(null);

function useCarousel(): CarouselContextValue {
  const context = React.useContext(CarouselContext);
  if (!context) throw new Error("Carousel parts must be used inside <Carousel>");
  return context;
}

/** A swipeable carousel (Embla). Labels come from the caller: primitives hold no strings. */
export function Carousel({
  options,
  className,
  children,
  label,
  ...props
}: React.ComponentProps<"section"> & { options?: CarouselOptions; label: string }) {
  const [viewportRef, api] = useEmblaCarousel(options);
  const [selected, setSelected] = React.useState(0);
  const [count, setCount] = React.useState(0);

  React.useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      // Breakpoint options can switch the carousel off (e.g. a grid on large screens): then no pager.
      setCount(api.internalEngine().options.active ? api.scrollSnapList().length : 0);
    };
    sync();
    api.on("select", sync).on("reInit", sync);
    return () => {
      api.off("select", sync).off("reInit", sync);
    };
  }, [api]);

  return (
    <CarouselContext.Provider value={{ viewportRef, api, selected, count }}>
      <section aria-roledescription="carousel" aria-label={label} className={cn("relative", className)} {...props}>
        {children}
      </section>
    </CarouselContext.Provider>
  );
}

export function CarouselContent({ className, ...props }: React.ComponentProps<"div">) {
  const { viewportRef } = useCarousel();
  return (
    <div ref={viewportRef} className="overflow-hidden">
      <div className={cn("flex", className)} {...props} />
    </div>
  );
}

export function CarouselItem({
  className,
  index,
  total,
  label,
  ...props
}: React.ComponentProps<"div"> & { index: number; total: number; label: string }) {
  const { selected, count } = useCarousel();
  // Slides other than the current one are hidden from assistive technology while the carousel is active.
  const inactive = count > 1 && index !== selected;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group per the ARIA carousel pattern
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={inactive || undefined}
      inert={inactive || undefined}
      data-total={total}
      className={cn("min-w-0 shrink-0 grow-0 basis-full", className)}
      {...props}
    />
  );
}

/** Dot pager: a button per slide; clicking one scrolls to that slide. */
export function CarouselDots({ className, dotLabel }: { className?: string; dotLabel: (n: number) => string }) {
  const { api, selected, count } = useCarousel();
  if (count < 2) return null;
  return (
    <div className={cn("flex justify-center gap-2", className)}>
      {Array.from({ length: count }, (_, i) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: dots are positions, not items
          key={i}
          type="button"
          aria-label={dotLabel(i + 1)}
          aria-current={i === selected ? "true" : undefined}
          onClick={() => api?.scrollTo(i)}
          className="flex size-11 items-center justify-center"
        >
          <span
            className={cn(
              "block h-2.5 rounded-full transition-all",
              i === selected ? "w-7 bg-primary" : "w-2.5 bg-muted-foreground/50",
            )}
          />
        </button>
      ))}
    </div>
  );
}

export function CarouselArrows({ previousLabel, nextLabel }: { previousLabel: string; nextLabel: string }) {
  const { api, selected, count } = useCarousel();
  if (count < 2) return null;
  const arrowClass =
    "flex size-11 items-center justify-center rounded-full border bg-card text-foreground shadow-sm hover:bg-secondary disabled:opacity-40";
  return (
    <div className="flex justify-center gap-3">
      <button
        type="button"
        className={arrowClass}
        onClick={() => api?.scrollPrev()}
        disabled={selected === 0}
        aria-label={previousLabel}
      >
        <ChevronLeft className="size-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={arrowClass}
        onClick={() => api?.scrollNext()}
        disabled={selected === count - 1}
        aria-label={nextLabel}
      >
        <ChevronRight className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
