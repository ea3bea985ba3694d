import * as shellHooks from "#app/lib/shell-hook-names.ts";
import { hookSelector } from "#app/lib/shell-hooks.ts";
import { afterFirstPaint } from "./after-first-paint.ts";
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
 * What a video would fetch or build before the first paint waits for the first paint and until the
 * video comes within half a screen (docs/decisions/024): the enhanced video (firm-video.tsx) carries its controls as
 * `data-controls`, its page-language captions as `track[data-default]`, shown from then on, and
 * below the first screen its poster as `data-poster`.
 */
export function loadVideoExtrasWhenNear(): void {
  afterFirstPaint(loadWhenNear);
}

function loadWhenNear(): void {
  const videos = document.querySelectorAll<HTMLVideoElement>(
    "video[data-controls], video[data-poster], video:has(> track[data-default])",
  );
  onceInView(videos, { rootMargin: "50% 0px" }, (video) => {
    if (video.dataset.controls !== undefined) video.controls = true;
    if (video.dataset.poster) video.poster = video.dataset.poster;
    for (const track of video.querySelectorAll<HTMLTrackElement>(":scope > track[data-default]")) {
      track.track.mode = "showing";
    }
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
