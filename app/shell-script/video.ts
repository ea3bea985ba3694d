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
  if (!videos.length) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const video = entry.target as HTMLVideoElement;
        observer.unobserve(video);
        video.muted = true;
        video.play().catch(() => {
          // Autoplay refused (data saver, browser policy): the controls remain.
        });
      }
    },
    { threshold: 0.5 },
  );
  for (const video of videos) observer.observe(video);
}
