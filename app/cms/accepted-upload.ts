/**
 * What the editor accepts as an upload (docs/decisions/020): a picture whose metadata
 * ./picture-metadata.ts can take out, in a format the site shows (JPEG, PNG, WebP, AVIF). Anything
 * else is refused rather than committed as it is with what it carries: a HEIC photo (an iPhone's,
 * HEVC in HEIF, which most browsers cannot show and the stripper does not read), a GIF, a PDF.
 * The editor's page (editor-script/strip-uploads.ts) and the local backend
 * (local-backend-pictures.ts) ask the same question and say the same words.
 */
import {
  heifCoding,
  pictureFormat,
  type Stripped,
  stripPictureMetadata,
  UnreadablePicture,
} from "./picture-metadata.ts";

/** The formats accepted, in the words the refusals use. */
export const acceptedFormats = "JPEG, PNG, WebP or AVIF";

/** An upload the editor does not take; its message, in plain words, is shown to the firm. */
export class RefusedUpload extends Error {}

/** Why the file `name` of these bytes is not taken, or undefined when it is a picture of an accepted format. */
function refusal(bytes: Uint8Array, name: string): string | undefined {
  if (pictureFormat(bytes)) return undefined;
  if (heifCoding(bytes))
    return `${name} is a HEIC photo (the format an iPhone saves in), which most browsers cannot show, so it was not uploaded. Save it as JPEG (on a Mac: open it in Preview, then File, Export, JPEG; on the iPhone: Settings, Camera, Formats, Most Compatible) and upload that copy.`;
  return `${name} is not a picture in a format the site can show, so it was not uploaded. The editor accepts ${acceptedFormats} pictures.`;
}

/** The upload `name` without its metadata; throws `RefusedUpload`, saying why, when it is not taken. */
export function acceptedUpload(bytes: Uint8Array, name: string): Stripped {
  const refused = refusal(bytes, name);
  if (refused) throw new RefusedUpload(refused);
  try {
    return stripPictureMetadata(bytes);
  } catch (error) {
    if (!(error instanceof UnreadablePicture)) throw error;
    throw new RefusedUpload(
      `${name} could not be read as a picture, so it was not uploaded. Save it again from a photo app (as ${acceptedFormats}) and upload that copy.`,
    );
  }
}
