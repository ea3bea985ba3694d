/**
 * The images astro:assets makes at build time, as plain props for the React pages
 * (app/components/ui/responsive-image.tsx). Runs inside Astro only (`getImage`); the route
 * (src/pages/[...path].astro) calls it and passes the result to the page body.
 */

import { getImage } from "astro:assets";
import type { ImageMetadata } from "astro";
import type { ResponsiveImageData } from "#app/components/ui/responsive-image.tsx";
import type { SiteContextValue } from "#app/i18n/index.ts";
import type { ServiceSlug } from "#app/lib/route-table.ts";
import type { PageImages, RenderedKind } from "#app/page-kinds/index.tsx";
import { serviceData } from "#app/page-kinds/service.tsx";

/** Service artwork, one file per slug (scripts/make-images.ts writes them, 800×800). */
const serviceArtworkFiles = import.meta.glob<ImageMetadata>("/src/assets/services/*.webp", {
  eager: true,
  import: "default",
});

/**
 * The hero draws the artwork at most 400 px wide on a phone (the column, less its padding) and
 * 500 px from `md` (app/components/service-page/service-hero.tsx), where two columns share the width.
 */
const artworkSizes = "(min-width: 48rem) min(500px, 42vw), min(400px, calc(100vw - 2rem))";
/** 400 for a 1× screen, 600 for 500 px at 1×, 800 (the drawing's own size) for 2× and 3× screens. */
const artworkWidths = [400, 600, 800];

/** The images of one page: a service page's artwork; no other page has an `<img>`. */
export async function pageImages(kind: RenderedKind, site: SiteContextValue): Promise<PageImages> {
  return kind === "service" ? { artwork: await serviceArtwork(serviceData(site).slug) } : {};
}

/** A service page's artwork, in AVIF and WebP at the widths it is drawn at. */
export async function serviceArtwork(slug: ServiceSlug): Promise<ResponsiveImageData> {
  const file = serviceArtworkFiles[`/src/assets/services/${slug}.webp`];
  if (!file) throw new Error(`images: no artwork src/assets/services/${slug}.webp (node scripts/make-images.ts)`);
  return responsiveImage(file, artworkWidths, artworkSizes);
}

/**
 * AVIF at 60: at sharp's default (50) the artwork's pale shapes go soft at the size they are shown;
 * at 60 it looks as the WebP masters do and stays smaller. WebP at sharp's default, 80.
 */
const avifQuality = { format: "avif", quality: 60 } as const;
const webpQuality = { format: "webp", quality: 80 } as const;

async function responsiveImage(src: ImageMetadata, widths: number[], sizes: string): Promise<ResponsiveImageData> {
  const usable = widths.filter((w) => w <= src.width);
  const [avif, webp] = await Promise.all(
    ([avifQuality, webpQuality] as const).map(({ format, quality }) =>
      getImage({ src, format, quality, widths: usable, width: src.width, sizes }),
    ),
  );
  if (!avif || !webp) throw new Error("images: getImage gave no result");
  return {
    src: webp.src,
    srcSet: webp.srcSet.attribute,
    sizes,
    width: src.width,
    height: src.height,
    sources: [{ type: "image/avif", srcSet: avif.srcSet.attribute }],
  };
}
