import type * as React from "react";

/**
 * An image the build made in several widths and formats with astro:assets (src/lib/images.ts),
 * as plain props: Astro's own <Image> and <Picture> cannot run inside React.
 */
export interface ResponsiveImageData {
  /** The fallback file, for a browser without srcset. */
  src: string;
  srcSet: string;
  /** How wide the image is drawn at each viewport, so the browser picks the file it needs. */
  sizes: string;
  /** The intrinsic size, so the page reserves the image's box before it loads. */
  width: number;
  height: number;
  /** Smaller formats first (AVIF): the browser takes the first type it decodes, else the `<img>`'s. */
  sources: { type: `image/${string}`; srcSet: string }[];
}

/**
 * The screens on which a service page's hero sets its artwork beside the text, in the first screen
 * (Tailwind's `md`): where the head preloads it.
 */
export const wideScreen = "(min-width: 48rem)";

type ImageProps = { image: ResponsiveImageData; alt: string } & Omit<
  React.ComponentProps<"img">,
  "src" | "srcSet" | "sizes" | "width" | "height" | "loading" | "fetchPriority"
>;

/**
 * A `<picture>` of a `ResponsiveImageData`, loaded lazily; with `priority` (an image of the first
 * screen), eagerly and at high priority.
 */
export function ResponsiveImage({ priority = false, ...props }: ImageProps & { priority?: boolean }) {
  return priority ? <Picture loading="eager" fetchPriority="high" {...props} /> : <Picture loading="lazy" {...props} />;
}

function Picture({
  image,
  alt,
  ...props
}: ImageProps & Pick<React.ComponentProps<"img">, "loading" | "fetchPriority">) {
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={image.sizes} />
      ))}
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.sizes}
        width={image.width}
        height={image.height}
        decoding="async"
        alt={alt}
        {...props}
      />
    </picture>
  );
}
