import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { ChevronLeft, ChevronRight } from "lucide-react";
import * as React from "react";
import { cn } from "~/lib/cn";

type CarouselApi = EmblaCarouselType | undefined;

interface CarouselContextValue {
  viewportRef: (node: HTMLDivElement | null) => void;
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

/**
 * Embla, loaded only when it is needed: once the carousel comes near the screen while `activeMedia`
 * matches (below that, e.g. on large screens, the slides are a plain grid and Embla never loads).
 * Until then the first slide shows and the pager is hidden, as before hydration.
 */
function useLazyEmbla(options: EmblaOptionsType | undefined, activeMedia: string | undefined) {
  const [viewport, setViewport] = React.useState<HTMLDivElement | null>(null);
  const [api, setApi] = React.useState<CarouselApi>();
  const optionsRef = React.useRef(options);

  React.useEffect(() => {
    if (!viewport) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    const media = activeMedia ? window.matchMedia(activeMedia) : undefined;
    let near = false;
    const start = () => {
      if (instance || !near || (media && !media.matches)) return;
      void import("embla-carousel").then(({ default: EmblaCarousel }) => {
        if (cancelled || instance) return;
        instance = EmblaCarousel(viewport, optionsRef.current);
        setApi(instance);
      });
    };
    const observer = new IntersectionObserver(
      ([entry]) => {
        near = entry?.isIntersecting ?? false;
        if (near) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: "50% 0px" },
    );
    observer.observe(viewport);
    media?.addEventListener("change", start);
    return () => {
      cancelled = true;
      observer.disconnect();
      media?.removeEventListener("change", start);
      instance?.destroy();
      setApi(undefined);
    };
  }, [viewport, activeMedia]);

  return [setViewport, api] as const;
}

/**
 * A swipeable carousel (Embla). Labels come from the caller: primitives hold no strings.
 * `activeMedia`: the media query under which it is a carousel at all (its `options.breakpoints`
 * should switch Embla off outside it); Embla's code loads only there.
 */
export function Carousel({
  options,
  activeMedia,
  className,
  children,
  label,
  ...props
}: React.ComponentProps<"section"> & { options?: EmblaOptionsType; activeMedia?: string; label: string }) {
  const [viewportRef, api] = useLazyEmbla(options, activeMedia);
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
