import * as shellHooks from "#app/lib/shell-hook-names.ts";
import { hookSelector } from "#app/lib/shell-hooks.ts";
import { prefersReducedMotion } from "./events.ts";

/**
 * A video marked `data-autoplay-in-view` plays, muted, once half of it is on screen; never for
 * visitors who prefer reduced motion. Its controls work either way.
 */
export function playVideosInView(): void {
  if (prefersReducedMotion()) return;
  const videos = document.querySelectorAll<HTMLVideoElement>(hookSelector(shellHooks.autoplayInView, "video"));
  onceInView(videos, { threshold: 0.5 }, (video) => {
    video.muted = true;
    video.play().catch(() => {
      // Autoplay refused (data saver, browser policy): the controls remain.
    });
  });
}

/**
 * A video below the first screen carries its poster as `data-poster` (docs/decisions/024): set as
 * its poster once the video comes within half a screen, so the picture is fetched after the first
 * paint and before the visitor sees the video.
 */
export function showPostersWhenNear(): void {
  const videos = document.querySelectorAll<HTMLVideoElement>("video[data-poster]");
  onceInView(videos, { rootMargin: "50% 0px" }, (video) => {
    video.poster = video.dataset.poster ?? "";
  });
}

/** Calls `act` on each element the first time it comes into view, as `options` measure it. */
function onceInView<T extends Element>(
  elements: NodeListOf<T>,
  options: IntersectionObserverInit,
  act: (element: T) => void,
) {
  if (!elements.length) return;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      act(entry.target as T);
    }
  }, options);
  for (const element of elements) observer.observe(element);
}
