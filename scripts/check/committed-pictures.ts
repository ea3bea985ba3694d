/**
 * The pictures in the repository carry no metadata (docs/decisions/020): the editor strips an
 * upload before it is written, but a picture can also be committed by hand, and the repository's
 * history may be public. Lists every picture of the folders below that still carries EXIF (other
 * than the orientation alone), XMP, IPTC, text or comments; with `--strip`, rewrites them without
 * (losslessly: app/cms/picture-metadata.ts).
 *
 *   node scripts/check/committed-pictures.ts           # lists them; exits 1 when there is one
 *   node scripts/check/committed-pictures.ts --strip   # strips them in place
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import sharp from "sharp";
import { pictureFormat, stripPictureMetadata } from "#app/cms/picture-metadata.ts";
import { isPicture, withoutMetadata } from "../build/pictures-without-metadata.ts";

/** Where the repository keeps pictures: the firm's uploads, the site's, the public files', the guides'. */
export const pictureFolders = ["content/pictures", "src/assets", "public", "docs/images"] as const;

/** What a picture carries that a visitor or a reader of the repository could read, in words. */
export async function metadataIn(picture: Uint8Array): Promise<string[]> {
  const found = new Set(stripPictureMetadata(picture).removed);
  // A file whose bytes are of no format the stripper reads (a HEIC photo named .jpg): sharp says what it holds.
  if (!pictureFormat(picture)) {
    const { exif, xmp, iptc } = await sharp(picture, { failOn: "none" }).metadata();
    if (exif) found.add("EXIF");
    if (xmp) found.add("XMP");
    if (iptc) found.add("IPTC");
  }
  return [...found];
}

/** The picture without metadata: losslessly when the stripper reads its format, else encoded again by sharp. */
export async function stripped(picture: Uint8Array): Promise<Uint8Array> {
  return pictureFormat(picture) ? stripPictureMetadata(picture).bytes : withoutMetadata(Buffer.from(picture));
}

/** Every picture under `folders` (relative to `root`) that carries metadata, with what it carries. */
export async function picturesWithMetadata(
  root: string,
  folders: readonly string[] = pictureFolders,
): Promise<{ path: string; carries: string[] }[]> {
  const found: { path: string; carries: string[] }[] = [];
  for (const folder of folders) {
    const entries = await readdir(join(root, folder), { withFileTypes: true, recursive: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || !isPicture(entry.name)) continue;
      const path = join(entry.parentPath, entry.name);
      const carries = await metadataIn(await readFile(path));
      if (carries.length > 0) found.push({ path: relative(root, path), carries });
    }
  }
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

if (import.meta.main) {
  const root = resolve(import.meta.dirname, "../..");
  const found = await picturesWithMetadata(root);
  for (const { path, carries } of found) {
    if (process.argv.includes("--strip")) {
      await writeFile(join(root, path), await stripped(await readFile(join(root, path))));
      console.log(`${path}: ${carries.join(", ")} removed`);
    } else console.log(`${path} carries ${carries.join(", ")}`);
  }
  if (found.length === 0) console.log("No picture in the repository carries metadata.");
  else if (!process.argv.includes("--strip")) {
    console.log("Strip them with: node scripts/check/committed-pictures.ts --strip");
    process.exitCode = 1;
  }
}
