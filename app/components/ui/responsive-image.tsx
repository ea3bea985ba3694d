import type * as React from "react";
import * as shellHooks from "#app/lib/shell-hook-names.ts";
import { hook } from "#app/lib/shell-hooks.ts";

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
 * (Tailwind's `md`): where the head preloads a picture that waits for the first paint.
 */
export const wideScreen = "(min-width: 48rem)";

type ImageProps = { image: ResponsiveImageData; alt: string } & Omit<
  React.ComponentProps<"img">,
  "src" | "srcSet" | "sizes" | "width" | "height" | "loading" | "fetchPriority"
>;

/**
 * A `<picture>` of a `ResponsiveImageData`, loaded lazily. With `afterFirstPaint` (an image in the
 * first screen that is the largest element only on a wide screen, where the page's head preloads
 * it: app/page-kinds/first-screen-preloads.ts), the picture is written inside `<noscript>`, behind
 * an empty image of its size that holds its place, and the shell's deferred script puts it in that
 * image's place (app/shell-script/pictures-after-first-paint.ts): on a phone
 * the first paint does not wait for it (decision 024). Where scripts do not run, the `<noscript>`
 * is the picture, and the empty image is hidden (app.css).
 */
export function ResponsiveImage({ afterFirstPaint = false, ...props }: ImageProps & { afterFirstPaint?: boolean }) {
  if (!afterFirstPaint) return <Picture loading="lazy" {...props} />;
  const { image, alt, ...imgProps } = props;
  return (
    <>
      <img
        {...hook(shellHooks.afterFirstPaint)}
        src={emptyImage(image)}
        width={image.width}
        height={image.height}
        alt={alt}
        {...imgProps}
      />
      <noscript>
        <Picture loading="eager" fetchPriority="high" {...props} />
      </noscript>
    </>
  );
}

/** Draws nothing and fetches nothing, in the image's proportions. */
function emptyImage({ width, height }: ResponsiveImageData): string {
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"/>`)}`;
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
