import * as shellHooks from "#app/lib/shell-hook-names.ts";
import { hookSelector } from "#app/lib/shell-hooks.ts";
import { prefersReducedMotion } from "./events.ts";

/**
 * A carousel (`[data-carousel]`) is a row of slides that scrolls and snaps by itself (CSS
 * scroll-snap): swipeable with or without JavaScript, and a plain grid where its CSS lays it out
 * as one. While its track actually scrolls, this shows its dots and arrows
 * (`[data-carousel-controls]`), keeps the current dot marked, and hides the other slides from
 * assistive technology; a dot or an arrow scrolls to its slide.
 */
export function enhanceCarousels(): void {
  for (const carousel of document.querySelectorAll<HTMLElement>(hookSelector(shellHooks.carousel))) enhance(carousel);
}

function enhance(carousel: HTMLElement): void {
  const track = carousel.querySelector<HTMLElement>(hookSelector(shellHooks.carouselTrack));
  const controls = carousel.querySelector<HTMLElement>(hookSelector(shellHooks.carouselControls));
  const slides = [...carousel.querySelectorAll<HTMLElement>(hookSelector(shellHooks.carouselSlide))];
  const dots = [...carousel.querySelectorAll<HTMLButtonElement>(hookSelector(shellHooks.carouselDot))];
  const previous = carousel.querySelector<HTMLButtonElement>(hookSelector(shellHooks.carouselPrevious));
  const next = carousel.querySelector<HTMLButtonElement>(hookSelector(shellHooks.carouselNext));
  if (!track || !controls || slides.length < 2) return;
  let current = 0;

  const offsetOf = (index: number) => (slides[index]?.offsetLeft ?? 0) - (slides[0]?.offsetLeft ?? 0);
  const scrolls = () => track.scrollWidth > track.clientWidth + 1;

  const render = () => {
    const active = scrolls();
    controls.hidden = !active;
    if (active) track.tabIndex = 0;
    else track.removeAttribute("tabindex");
    slides.forEach((slide, index) => {
      const hidden = active && index !== current;
      slide.inert = hidden;
      if (hidden) slide.setAttribute("aria-hidden", "true");
      else slide.removeAttribute("aria-hidden");
    });
    dots.forEach((dot, index) => {
      if (index === current) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    if (previous) previous.disabled = current === 0;
    if (next) next.disabled = current === slides.length - 1;
  };

  const goTo = (index: number) => {
    current = Math.min(Math.max(index, 0), slides.length - 1);
    render();
    track.scrollTo({ left: offsetOf(current), behavior: prefersReducedMotion() ? "instant" : "smooth" });
  };

  track.addEventListener(
    "scroll",
    () => {
      const step = offsetOf(1);
      const index = step > 0 ? Math.min(Math.round(track.scrollLeft / step), slides.length - 1) : 0;
      if (index !== current) {
        current = index;
        render();
      }
    },
    { passive: true },
  );
  dots.forEach((dot, index) => {
    dot.addEventListener("click", () => goTo(index));
  });
  previous?.addEventListener("click", () => goTo(current - 1));
  next?.addEventListener("click", () => goTo(current + 1));
  // Crossing the breakpoint turns the row into a grid or back.
  new ResizeObserver(render).observe(track);
  render();
}
