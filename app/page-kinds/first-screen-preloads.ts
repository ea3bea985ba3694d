import { firmVideoPoster, firmVideoShown } from "#app/components/sections/firm-video.tsx";
import { type ResponsiveImageData, wideScreen } from "#app/components/ui/responsive-image.tsx";
import type { PageImages, RenderedKind } from "./page-kind.ts";

/**
 * A `<link rel="preload" as="image" fetchpriority="high">`'s own attributes, by their HTML names:
 * the layout writes it (React would take a preload link for itself and write nothing).
 */
export type ImagePreload = { type: string; media: string } & (
  | { href: string }
  | { imagesrcset: string; imagesizes: string }
);

/**
 * The head's preloads of the pictures that can be the largest element of a wide first screen
 * (decision 024): a service page's artwork, requested from the head before its `<picture>` in the
 * body is parsed, and the about page's video poster, which the shell's script sets. `media` limits
 * each to wide screens; on a phone the largest element is the hero's text.
 */
export function firstScreenPreloads(kind: RenderedKind, images: PageImages): ImagePreload[] {
  if (kind === "service" && images.artwork) return [picturePreload(images.artwork)];
  if (kind === "about" && firmVideoShown) return [{ href: firmVideoPoster, type: "image/webp", media: wideScreen }];
  return [];
}

/** The first source's files (AVIF), which a browser that decodes it picks: one the picture will use. */
function picturePreload(image: ResponsiveImageData): ImagePreload {
  const [first] = image.sources;
  if (!first) return { href: image.src, type: "image/webp", media: wideScreen };
  return { type: first.type, imagesrcset: first.srcSet, imagesizes: image.sizes, media: wideScreen };
}
