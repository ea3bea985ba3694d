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

/**
 * The same AVIF under other brands of `ftyp` (major, then its three compatible ones, so that no
 * byte moves), and, with `coding: "hevc"`, its items renamed as a HEIC's (`hvc1`, `hvcC`): a file
 * every reader of formats takes for an iPhone's photo, with its camera, GPS position and XMP.
 */
export function rebrandedAvif(
  avif: Buffer,
  major: string,
  compatible: [string, string, string],
  coding: "av1" | "hevc" = "av1",
): Buffer {
  const copy = Buffer.from(avif);
  if (copy.toString("latin1", 4, 8) !== "ftyp" || copy.readUInt32BE(0) !== 28)
    throw new Error("sharp's AVIF no longer starts with a 28-byte ftyp box");
  copy.write(major, 8, "latin1");
  for (const [i, brand] of compatible.entries()) copy.write(brand, 16 + 4 * i, "latin1");
  if (coding === "hevc") {
    const mdat = copy.indexOf("mdat", 0, "latin1");
    for (const [from, to] of [
      ["av01", "hvc1"],
      ["av1C", "hvcC"],
    ] as const)
      for (let at = copy.indexOf(from, 0, "latin1"); at >= 0 && at < mdat; at = copy.indexOf(from, at + 4, "latin1"))
        copy.write(to, at, "latin1");
  }
  return copy;
}

/**
 * Uploads the editor may be given, each carrying the camera, a GPS position and XMP where its
 * format can hold them, and whether the editor takes it (without its metadata) or refuses it.
 */
export async function uploadCorpus(): Promise<{ name: string; bytes: Buffer; taken: boolean }[]> {
  const avif = await phonePhoto("avif");
  const tiff = await sharp(await phonePhoto("jpeg"))
    .withMetadata()
    .tiff()
    .toBuffer();
  const gif = await sharp(await phonePhoto("png", { orientation: 1 }))
    .gif()
    .toBuffer();
  return [
    { name: "photo.jpg", bytes: await phonePhoto("jpeg"), taken: true },
    { name: "photo.png", bytes: await phonePhoto("png"), taken: true },
    { name: "photo.webp", bytes: await phonePhoto("webp"), taken: true },
    { name: "photo.avif", bytes: avif, taken: true },
    { name: "mif1-brand.avif", bytes: rebrandedAvif(avif, "mif1", ["mif1", "miaf", "MA1B"]), taken: true },
    { name: "msf1-brand.avif", bytes: rebrandedAvif(avif, "msf1", ["msf1", "miaf", "avis"]), taken: true },
    { name: "iphone.heic", bytes: rebrandedAvif(avif, "heic", ["mif1", "heic", "miaf"], "hevc"), taken: false },
    { name: "heix-brand.heic", bytes: rebrandedAvif(avif, "mif1", ["mif1", "heix", "miaf"], "hevc"), taken: false },
    { name: "no-hevc-brand.heif", bytes: rebrandedAvif(avif, "mif1", ["mif1", "miaf", "mif1"], "hevc"), taken: false },
    { name: "heic-named.jpg", bytes: rebrandedAvif(avif, "heic", ["mif1", "heic", "miaf"], "hevc"), taken: false },
    { name: "scan.tiff", bytes: tiff, taken: false },
    { name: "animation.gif", bytes: gif, taken: false },
    {
      name: "drawing.svg",
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      taken: false,
    },
    { name: "notes.jpg", bytes: Buffer.from(`Taken by ${phoneCamera}`), taken: false },
  ];
}
