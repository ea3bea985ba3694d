/**
 * The images astro:assets makes at build time, as plain props for the React pages
 * (app/components/ui/responsive-image.tsx). Runs inside Astro only (`getImage`); the route
 * (src/pages/[...path].astro) calls it and passes the result to the page body. The content files
 * name each picture by its path (`imageFile`, app/content/schema/fields.ts); a path with no file
 * behind it, or a picture too narrow, stops the build naming the file and the field.
 */

import { getImage } from "astro:assets";
// The pictures the content files name (`/content/pictures/payroll.webp`), and no other: a picture
// nobody names is not published (#app/content/named-pictures.ts).
import uploadedFiles from "virtual:named-pictures";
import type { ImageMetadata } from "astro";
import type { ResponsiveImageData } from "#app/components/ui/responsive-image.tsx";
import { ContentError } from "#app/content/data/parse.ts";
import { minImageWidth } from "#app/content/schema/fields.ts";
import { servicePageFile } from "#app/content/service-pages/files.ts";
import { siteConfig } from "#app/content/site/index.ts";
import type { SiteContextValue } from "#app/i18n/index.ts";
import type { PageImages, RenderedKind } from "#app/page-kinds/page-kind.ts";
import { serviceData } from "#app/page-kinds/service-data.ts";

/**
 * The hero draws the artwork at most 400 px wide on a phone (the column, less its padding) and
 * 500 px from `md` (app/components/service-page/service-hero.tsx), where two columns share the width.
 */
const artworkSizes = "(min-width: 48rem) min(500px, 42vw), min(400px, calc(100vw - 2rem))";
/** 400 for a 1× screen, 600 for 500 px at 1×, 800 (the drawing's own size) for 2× and 3× screens. */
const artworkWidths = [400, 600, 800];

/** A team member's photo is drawn in the initials' circle, 48 px (app/components/about/team-section.tsx): 1×, 2×, 3×. */
const photoSizes = "48px";
const photoWidths = [48, 96, 144];

/** The images of one page: a service page's artwork, the about page's team photos; no other page has an `<img>`. */
export async function pageImages(kind: RenderedKind, site: SiteContextValue): Promise<PageImages> {
  if (kind === "service") {
    const { slug, content } = serviceData(site);
    return {
      artwork: await squareImage(servicePageFile(slug), "artwork", content.artwork, artworkWidths, artworkSizes),
    };
  }
  if (kind === "about") return { teamPhotos: await teamPhotos() };
  return {};
}

/** Each team member's photo, by its path; none when nobody has one (the page is then as it always was). */
async function teamPhotos(): Promise<Record<string, ResponsiveImageData>> {
  const photos = await Promise.all(
    siteConfig.team.flatMap((member, i) =>
      member.photo
        ? [
            squareImage("content/team.json", `members[${i}].photo`, member.photo, photoWidths, photoSizes).then(
              (image) => [member.photo, image] as const,
            ),
          ]
        : [],
    ),
  );
  return Object.fromEntries(photos);
}

/** The picture a content file names, checked: there, and wide enough. */
function uploadedImage(file: string, field: string, path: string): (typeof uploadedFiles)[string] {
  const image = uploadedFiles[path];
  if (!image)
    throw new ContentError(
      `${file}: ${field}: there is no picture ${path} in the project: upload it again in the editor, or choose one that is there`,
    );
  if (image.width < minImageWidth)
    throw new ContentError(
      `${file}: ${field}: the picture ${path} is ${image.width} pixels wide; it must be at least ${minImageWidth} pixels wide, or it looks blurred on phones`,
    );
  return image;
}

/**
 * A content file's picture as a square (the place it is drawn in is square), in WebP at
 * the widths it is drawn at. A square picture is resized only; any other is cut to the square at
 * its centre (`fit: "cover"`), so an upload of any shape keeps the page's layout.
 */
async function squareImage(
  file: string,
  field: string,
  path: string,
  widths: number[],
  sizes: string,
): Promise<ResponsiveImageData> {
  const { image, width, height } = uploadedImage(file, field, path);
  // The largest file made is the widest drawn: a photo from a phone is not served at 4000 px.
  const side = Math.min(width, height, Math.max(...widths));
  // A square picture gets no crop options, so its files (hashed by their options) stay as they were.
  const crop = width === height ? {} : { height: side, fit: "cover" as const };
  return responsiveImage(image, side, crop, widths, sizes);
}

/**
 * WebP at sharp's default quality, 80, and no AVIF: on the flat artwork AVIF (at 60, effort 3)
 * saved about 4 % (709 KB against about 735 KB for the 78 files; 12.5 KB against 12.7 KB a
 * picture at 800 px) and took six times WebP's encoding time (79 s against 13 s for the 78 in
 * sharp, at a load of 10 on this 2-core machine), most of a fresh clone's first build; at the
 * effort that makes AVIF as quick (1) its files are larger than WebP's.
 */
const webpQuality = { format: "webp", quality: 80 } as const;

async function responsiveImage(
  src: ImageMetadata,
  /** The square's side: the widest file made and the image's intrinsic size. */
  width: number,
  crop: { height?: number; fit?: "cover" },
  widths: number[],
  sizes: string,
): Promise<ResponsiveImageData> {
  const usable = widths.filter((w) => w <= width);
  const webp = await getImage({ src, ...webpQuality, widths: usable, width, ...crop, sizes });
  return {
    src: webp.src,
    srcSet: webp.srcSet.attribute,
    sizes,
    width,
    height: width,
    // The head's preload of a wide first screen takes its files from the first source
    // (app/page-kinds/first-screen-preloads.ts), so the WebP files are named there too.
    sources: [{ type: "image/webp", srcSet: webp.srcSet.attribute }],
  };
}
