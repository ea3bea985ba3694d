import { videoDisagreements } from "#app/content/why-nais-video.ts";
import { useLang } from "#app/i18n/index.ts";
import * as shellHooks from "#app/lib/shell-hook-names.ts";
import { hook } from "#app/lib/shell-hooks.ts";
// Imported, so the build writes it under /assets/ with a hashed name, cached for a year. One
// file: a poster has no srcset, and WebP is what every browser the site supports decodes.
import poster from "#assets/video/why-nais-poster.webp";

const video = {
  src: "/media/why-nais.mp4",
  poster: poster.src,
  width: 1280,
  height: 720,
  captions: { en: "/media/why-nais.en.vtt", es: "/media/why-nais.es.vtt" },
} as const;

const disagreements = videoDisagreements();
for (const line of disagreements) console.warn(`firm video: ${line}`);

/**
 * Whether the video agrees with the firm's data (app/content/why-nais-video.ts): a video that
 * states what the data no longer holds is left out, and the sections beside it take the width.
 */
export const firmVideoShown = disagreements.length === 0;

/**
 * The firm's short video (scripts/make-video.ts): poster, captions in both languages, nothing
 * downloaded up front. With `autoplay`, the shell's script plays it muted once it scrolls into
 * view, never for visitors who prefer reduced motion (app/shell-script/video.ts).
 */
export function FirmVideo({
  label,
  fallback,
  autoplay = false,
}: {
  label: string;
  fallback: string;
  autoplay?: boolean;
}) {
  const lang = useLang();
  if (!firmVideoShown) return null;

  return (
    <figure className="overflow-hidden rounded-3xl border bg-brand-ink shadow-xl">
      <video
        {...hook(shellHooks.autoplayInView, autoplay || undefined)}
        controls
        muted
        playsInline
        loop={autoplay}
        preload="none"
        poster={video.poster}
        width={video.width}
        height={video.height}
        aria-label={label}
        className="aspect-video h-auto w-full"
      >
        <source src={video.src} type="video/mp4" />
        <track kind="captions" src={video.captions.en} srcLang="en" label="English" default={lang === "en"} />
        <track kind="captions" src={video.captions.es} srcLang="es" label="Español" default={lang === "es"} />
        {fallback}
      </video>
    </figure>
  );
}
