import { ConsultationActions } from "#app/components/sections/consultation-actions.tsx";
import { ResponsiveImage, type ResponsiveImageData } from "#app/components/ui/responsive-image.tsx";
import * as shellHooks from "#app/lib/shell-hook-names.ts";
import { hook } from "#app/lib/shell-hooks.ts";

/**
 * Hero of a service page: eyebrow, h1, description, the two buttons and the page's own artwork
 * (made by astro:assets, src/lib/images.ts). The artwork is the largest element of the first
 * screen on a wide screen, where the head also preloads it (first-screen-preloads.ts).
 */
export function ServiceHero({
  artwork,
  subheading,
  title,
  description,
}: {
  artwork: ResponsiveImageData;
  subheading: string;
  title: string;
  description: string;
}) {
  return (
    <section className="relative overflow-hidden border-b bg-gradient-to-b from-secondary/70 to-background">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.1fr_1fr] md:py-20 lg:px-8">
        <div>
          <p className="mb-4 inline-flex rounded-full bg-primary/10 px-3 py-1 text-sm font-semibold text-primary">
            {subheading}
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight md:text-5xl lg:text-6xl">{title}</h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground">{description}</p>
          <ConsultationActions className="mt-8" />
        </div>
        <ResponsiveImage
          image={artwork}
          priority
          // If the artwork fails to load, the shell shows the firm's generic one (app/shell-script/image-fallback.ts).
          {...hook(shellHooks.fallbackSrc, "/images/services/fallback.svg")}
          alt=""
          aria-hidden="true"
          draggable={false}
          className="mx-auto h-auto w-full max-w-[400px] select-none md:max-w-[500px]"
        />
      </div>
    </section>
  );
}
