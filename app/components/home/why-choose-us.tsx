import { useEffect, useRef } from "react";
import { contentIcons } from "~/components/service/content-icons";
import { Section, SectionHeading } from "~/components/site/section";
import type { HomeContent } from "~/content/home";
import { useLang } from "~/i18n";

export const whyVideo = {
  src: "/media/why-nais.mp4",
  poster: "/media/why-nais-poster.webp",
  width: 1280,
  height: 720,
  captions: { en: "/media/why-nais.en.vtt", es: "/media/why-nais.es.vtt" },
} as const;

/**
 * Plays muted by itself once it scrolls into view — but never for visitors who prefer reduced
 * motion. Nothing is downloaded before that (preload="none").
 */
function useAutoplayWhenVisible(ref: React.RefObject<HTMLVideoElement | null>) {
  useEffect(() => {
    const video = ref.current;
    if (!video || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          video.muted = true;
          video.play().catch(() => {
            // Autoplay refused (data saver, browser policy): the controls remain.
          });
          observer.disconnect();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [ref]);
}

export function WhyChooseUs({ why }: { why: HomeContent["why"] }) {
  const lang = useLang();
  const videoRef = useRef<HTMLVideoElement>(null);
  useAutoplayWhenVisible(videoRef);
  return (
    <Section muted aria-labelledby="why-heading">
      <SectionHeading id="why-heading" eyebrow={why.eyebrow} title={why.title} lead={why.lead} />
      <div className="grid items-start gap-10 lg:grid-cols-[1.1fr_1fr]">
        <figure className="overflow-hidden rounded-3xl border bg-brand-ink shadow-xl">
          <video
            ref={videoRef}
            controls
            muted
            playsInline
            loop
            preload="none"
            poster={whyVideo.poster}
            width={whyVideo.width}
            height={whyVideo.height}
            aria-label={why.videoLabel}
            className="aspect-video h-auto w-full"
          >
            <source src={whyVideo.src} type="video/mp4" />
            <track kind="captions" src={whyVideo.captions.en} srcLang="en" label="English" default={lang === "en"} />
            <track kind="captions" src={whyVideo.captions.es} srcLang="es" label="Español" default={lang === "es"} />
            {why.videoFallback}
          </video>
        </figure>
        <ul className="grid gap-4 sm:grid-cols-2">
          {why.benefits.map((benefit) => {
            const Icon = contentIcons[benefit.icon];
            return (
              <li key={benefit.title} className="rounded-2xl border bg-card p-5 shadow-sm">
                <Icon className="size-6 text-primary" aria-hidden="true" />
                <h3 className="mt-3 font-bold">{benefit.title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{benefit.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}
