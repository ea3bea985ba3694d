/**
 * A photo as a phone takes it, for the tests that a picture's metadata goes before it is written
 * (app/cms/picture-metadata.ts): the camera's name, the place it was taken (GPS: Santa Maria,
 * California), XMP naming the camera, a wide-gamut colour profile and an orientation (6: stored
 * sideways, shown turned a quarter). Two colours, left and right, so a wrong turn shows.
 */
import sharp from "sharp";

export const phoneCamera = "NAIS test phone camera";

const xmp = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${phoneCamera}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

export function phonePhoto(
  format: "jpeg" | "png" | "webp" | "avif",
  { width = 64, height = 48, orientation = 6 }: { width?: number; height?: number; orientation?: number } = {},
): Promise<Buffer> {
  const half = { create: { width: Math.round(width / 2), height, channels: 3 as const, background: "#ffffff" } };
  return sharp({ create: { width, height, channels: 3, background: "#1d4ed8" } })
    .composite([{ input: half, left: 0, top: 0 }])
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: phoneCamera, Model: phoneCamera },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "34/1 57/1 11/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "120/1 26/1 9/1",
      },
    })
    .withXmp(xmp)
    .withIccProfile("p3")
    .toFormat(format)
    .toBuffer();
}

/** Whether EXIF names a GPS block (tag 0x8825, in either byte order). */
export const hasGps = (exif: Buffer | undefined) =>
  Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))));
