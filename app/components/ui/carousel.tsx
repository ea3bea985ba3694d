import { ChevronLeft, ChevronRight } from "lucide-react";
import type * as React from "react";
import { cn } from "#app/lib/cn.ts";
import * as shellHooks from "#app/lib/shell-hook-names.ts";
import { hook } from "#app/lib/shell-hooks.ts";

/*
 * A carousel as HTML and CSS: a row of slides that scrolls and snaps by itself, swipeable without
 * JavaScript. The shell's script (app/shell-script/carousel.ts) shows the dots and arrows while the row
 * scrolls, marks the current slide and scrolls to the one asked for. Labels come from the caller:
 * primitives hold no strings.
 */

export function Carousel({ className, label, ...props }: React.ComponentProps<"section"> & { label: string }) {
  return (
    <section
      {...hook(shellHooks.carousel)}
      aria-roledescription="carousel"
      aria-label={label}
      className={cn("relative", className)}
      {...props}
    />
  );
}

/** The scrolling row. `className` says where it stops being one (e.g. a grid from lg up). */
export function CarouselTrack({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      {...hook(shellHooks.carouselTrack)}
      className={cn("flex snap-x snap-mandatory gap-4 overflow-x-auto outline-offset-4", className)}
      {...props}
    />
  );
}

export function CarouselSlide({ className, label, ...props }: React.ComponentProps<"div"> & { label: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group per the ARIA carousel pattern
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      {...hook(shellHooks.carouselSlide)}
      className={cn("w-full shrink-0 snap-start", className)}
      {...props}
    />
  );
}

/** Dots (one per slide) and arrows, hidden until the script finds the row scrolling; their place is kept. */
export function CarouselControls({
  count,
  dotLabel,
  previousLabel,
  nextLabel,
  className,
}: {
  count: number;
  dotLabel: (n: number) => string;
  previousLabel: string;
  nextLabel: string;
  className?: string;
}) {
  const arrowClass =
    "flex size-11 items-center justify-center rounded-full border bg-card text-foreground shadow-sm hover:bg-secondary disabled:opacity-40";
  return (
    <div className={cn("mt-6 flex min-h-11 items-center", className)}>
      <div {...hook(shellHooks.carouselControls)} hidden className="flex w-full items-center justify-between">
        <div className="flex justify-center gap-2">
          {Array.from({ length: count }, (_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: dots are positions, not items
              key={i}
              type="button"
              {...hook(shellHooks.carouselDot)}
              aria-label={dotLabel(i + 1)}
              className="group flex size-11 items-center justify-center"
            >
              <span className="block h-2.5 w-2.5 rounded-full bg-muted-foreground/50 transition-all group-aria-[current=true]:w-7 group-aria-[current=true]:bg-primary" />
            </button>
          ))}
        </div>
        <div className="flex justify-center gap-3">
          <button
            type="button"
            {...hook(shellHooks.carouselPrevious)}
            className={arrowClass}
            aria-label={previousLabel}
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button type="button" {...hook(shellHooks.carouselNext)} className={arrowClass} aria-label={nextLabel}>
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>
    </div>
  );
}
