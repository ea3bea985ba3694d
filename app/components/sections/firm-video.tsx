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

/** The poster's address, for the head's preload where the video is in the first screen. */
export const firmVideoPoster: string = video.poster;

/**
 * The firm's short video (scripts/make/make-video.ts): poster, captions in both languages, nothing
 * downloaded up front. With `autoplay`, the shell's script plays it muted once it scrolls into
 * view, never for visitors who prefer reduced motion (app/shell-script/video.ts).
 *
 * A poster and a default captions track are fetched while the HTML is parsed, before the first
 * paint, wherever the video is, and its controls are built with the page: some forty elements and
 * five SVG icons, each a document of its own, styled and laid out in a task after the first paint
 * (decision 024). So the video a script can enhance carries its captions track as `data-default`,
 * its controls as `data-controls` and its poster as `data-poster`: the shell's script, which starts
 * after the first paint, sets them once the video nears the screen. Where the video is in a wide
 * first screen (the about page), the head preloads the poster there
 * (app/page-kinds/first-screen-preloads.ts). Without scripts that video is hidden (app.css) and its
 * twin in `<noscript>`, which a browser running scripts never parses, shows the
 * poster and the captions from the start.
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
  const attributes = { label, fallback, lang };

  return (
    <figure className="overflow-hidden rounded-3xl border bg-brand-ink shadow-xl">
      <VideoElement {...attributes} autoplay={autoplay} enhanced />
      <noscript>
        <VideoElement {...attributes} autoplay={false} enhanced={false} />
      </noscript>
    </figure>
  );
}

function VideoElement({
  label,
  fallback,
  lang,
  autoplay,
  enhanced,
}: {
  label: string;
  fallback: string;
  lang: "en" | "es";
  autoplay: boolean;
  /** The video the shell's script enhances (its poster, controls and captions set when near), hidden where scripts do not run (app.css). */
  enhanced: boolean;
}) {
  const captionsDefault = (trackLang: "en" | "es") =>
    lang !== trackLang ? {} : enhanced ? { "data-default": "" } : { default: true };
  return (
    <video
      {...hook(shellHooks.autoplayInView, autoplay || undefined)}
      data-scripted-video={enhanced || undefined}
      controls={!enhanced}
      data-controls={enhanced || undefined}
      muted
      playsInline
      loop={autoplay}
      preload="none"
      poster={enhanced ? undefined : video.poster}
      data-poster={enhanced ? video.poster : undefined}
      width={video.width}
      height={video.height}
      aria-label={label}
      className="aspect-video h-auto w-full"
    >
      <source src={video.src} type="video/mp4" />
      <track kind="captions" src={video.captions.en} srcLang="en" label="English" {...captionsDefault("en")} />
      <track kind="captions" src={video.captions.es} srcLang="es" label="Español" {...captionsDefault("es")} />
      {fallback}
    </video>
  );
}
