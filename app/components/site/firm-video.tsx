import { useEffect, useRef } from "react";
import { useLang } from "~/i18n";

const video = {
  src: "/media/why-nais.mp4",
  poster: "/media/why-nais-poster.webp",
  width: 1280,
  height: 720,
  captions: { en: "/media/why-nais.en.vtt", es: "/media/why-nais.es.vtt" },
} as const;

/**
 * The firm's short video (scripts/make-video.ts): poster, captions in both languages, nothing
 * downloaded up front. With `autoplay`, it plays muted once it scrolls into view, but never for
 * visitors who prefer reduced motion.
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
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!autoplay || !element || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        element.muted = true;
        element.play().catch(() => {
          // Autoplay refused (data saver, browser policy): the controls remain.
        });
        observer.disconnect();
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [autoplay]);

  return (
    <figure className="overflow-hidden rounded-3xl border bg-brand-ink shadow-xl">
      <video
        ref={ref}
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
