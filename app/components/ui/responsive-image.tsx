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
 * A `<picture>` of a `ResponsiveImageData`. `priority` is for the page's largest element in the
 * first screen (its LCP): fetched at once and first; every other image loads lazily.
 */
export function ResponsiveImage({
  image,
  priority = false,
  alt,
  ...props
}: { image: ResponsiveImageData; priority?: boolean; alt: string } & Omit<
  React.ComponentProps<"img">,
  "src" | "srcSet" | "sizes" | "width" | "height" | "loading" | "fetchPriority"
>) {
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
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        alt={alt}
        {...props}
      />
    </picture>
  );
}
