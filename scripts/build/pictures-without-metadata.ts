/**
 * Pictures reach the built site without their camera's metadata (docs/decisions/020): a photo
 * from a phone carries EXIF, often the place it was taken (GPS), and the build would publish it
 * byte for byte twice, in the editor's copy of the picture folders (scripts/build/write-editor.ts) and
 * as Astro's original beside the sizes it makes (`/assets/name.hash.jpg`, linked by no page).
 * astro:assets' own sizes keep none (its sharp service writes no metadata). Here a picture is
 * decoded and encoded again in its own format with sharp, which writes no EXIF, XMP or IPTC
 * unless asked; the EXIF orientation is applied first, so it looks as it did.
 */
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import sharp from "sharp";

/** The kinds of picture the image fields take (app/content/schema/fields.ts `imageFile`). */
export const pictureExtensions = [".webp", ".png", ".jpg", ".jpeg", ".avif"] as const;

export const isPicture = (name: string) =>
  (pictureExtensions as readonly string[]).includes(extname(name).toLowerCase());

/** The picture in its own format with no metadata: EXIF (and GPS in it), XMP, IPTC, comments. */
export async function withoutMetadata(picture: Buffer): Promise<Buffer> {
  const image = sharp(picture, { failOn: "none" }).rotate();
  const { format } = await image.metadata();
  switch (format) {
    case "jpeg":
      return image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    case "png":
      return image.png({ compressionLevel: 9 }).toBuffer();
    case "webp":
      return image.webp({ quality: 90 }).toBuffer();
    case "heif":
      return image.avif({ quality: 70 }).toBuffer();
    default:
      throw new Error(`not a picture the site takes (${format ?? "unknown format"})`);
  }
}

/** Whether the picture carries metadata a visitor could read: EXIF, XMP, IPTC. */
export async function hasMetadata(picture: Buffer): Promise<boolean> {
  const { exif, xmp, iptc } = await sharp(picture, { failOn: "none" }).metadata();
  return Boolean(exif || xmp || iptc);
}

/**
 * Copies the pictures among `names` (files of `from`; anything else is left out) into `to`, each
 * without metadata; gives the names copied.
 */
export async function copyPicturesWithoutMetadata(
  from: string,
  to: string,
  names: readonly string[],
): Promise<string[]> {
  const pictures = names.filter(isPicture);
  await mkdir(to, { recursive: true });
  await Promise.all(
    pictures.map(async (name) => writeFile(join(to, name), await withoutMetadata(await readFile(join(from, name))))),
  );
  return pictures;
}

/**
 * Every picture under `dir` (the built site) that still carries metadata, written again without
 * it: Astro's originals. Its sizes and formats have none and are left as they are; gives the
 * paths rewritten.
 */
export async function stripPicturesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const pictures = entries.filter((e) => e.isFile() && isPicture(e.name)).map((e) => join(e.parentPath, e.name));
  const stripped: string[] = [];
  for (const path of pictures) {
    const picture = await readFile(path);
    if (!(await hasMetadata(picture))) continue;
    await writeFile(path, await withoutMetadata(picture));
    stripped.push(path);
  }
  return stripped;
}
