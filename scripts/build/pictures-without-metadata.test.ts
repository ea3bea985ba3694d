import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharpService from "astro/assets/services/sharp";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { copyPicturesWithoutMetadata, hasMetadata, stripPicturesIn } from "./pictures-without-metadata.ts";

const camera = "NAIS test phone camera";

/**
 * A photo as a phone takes it: 1200 × 900 stored, shown turned a quarter (EXIF orientation 6),
 * with the camera's name and the place it was taken (GPS: Santa Maria, California).
 */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: "#1d4ed8" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: camera, Model: camera },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "34/1 57/1 11/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "120/1 26/1 9/1",
      },
    })
    .toBuffer();
}

/** Whether EXIF holds a pointer to a GPS block (tag 0x8825, in either byte order). */
const hasGps = (exif: Buffer) => exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

const folders: string[] = [];
async function folder(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "pictures-without-metadata-"));
  folders.push(dir);
  return dir;
}
afterAll(async () => {
  const { rm } = await import("node:fs/promises");
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("pictures without metadata", () => {
  it("the photo made for these tests does carry its camera and a GPS location", async () => {
    const { exif, orientation } = await sharp(await phonePhoto()).metadata();
    expect(orientation).toBe(6);
    expect(exif?.includes(camera)).toBe(true);
    expect(exif && hasGps(exif)).toBe(true);
  });

  it("the editor's copy of the picture folder holds only the pictures named, with no EXIF or GPS, turned as they are shown", async () => {
    const [from, to] = [await folder(), await folder()];
    await writeFile(join(from, "norma-alvarez.jpg"), await phonePhoto());
    // A former employee's photo, in the folder still, that no content file names any more.
    await writeFile(join(from, "former-employee.jpg"), await phonePhoto());
    await writeFile(join(from, "notes.txt"), "not a picture");
    await writeFile(join(from, ".DS_Store"), "");
    // A drawing with a script would run on the site's origin if it were published (docs/decisions/022).
    await writeFile(join(from, "logo.svg"), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

    const named = ["norma-alvarez.jpg", "notes.txt", ".DS_Store", "logo.svg"];
    expect(await copyPicturesWithoutMetadata(from, to, named)).toEqual(["norma-alvarez.jpg"]);
    expect(await readdir(to)).toEqual(["norma-alvarez.jpg"]);
    const copy = await readFile(join(to, "norma-alvarez.jpg"));
    const metadata = await sharp(copy).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 900, height: 1200 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.iptc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(copy.includes(camera)).toBe(false);
  });

  it("refuses a drawing named as a picture: the build stops rather than publish it", async () => {
    const [from, to] = [await folder(), await folder()];
    await writeFile(join(from, "logo.webp"), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expect(copyPicturesWithoutMetadata(from, to, ["logo.webp"])).rejects.toThrow();
    expect(await readdir(to)).toEqual([]);
  });

  it("in the built site, a picture with metadata is written again without it, and one without is left as it is", async () => {
    const site = await folder();
    const clean = await sharp({ create: { width: 800, height: 800, channels: 3, background: "#047857" } })
      .webp()
      .toBuffer();
    await writeFile(join(site, "payroll.o-a-oF24.webp"), clean);
    await writeFile(join(site, "norma-alvarez.Bc3h.jpg"), await phonePhoto());

    expect(await stripPicturesIn(site)).toEqual([join(site, "norma-alvarez.Bc3h.jpg")]);
    expect(await hasMetadata(await readFile(join(site, "norma-alvarez.Bc3h.jpg")))).toBe(false);
    expect(await readFile(join(site, "payroll.o-a-oF24.webp"))).toEqual(clean);
  });

  it("astro:assets' sizes keep no metadata either (its sharp service, as src/lib/images.ts asks for AVIF and WebP)", async () => {
    const photo = await phonePhoto();
    for (const format of ["avif", "webp"] as const) {
      const { data } = await sharpService.transform(
        photo,
        { src: "/content/pictures/norma-alvarez.jpg", format, quality: 60, width: 144, height: 144, fit: "cover" },
        { service: { entrypoint: "astro/assets/services/sharp", config: {} } } as never,
        console as never,
      );
      const metadata = await sharp(Buffer.from(data)).metadata();
      expect(metadata.exif, format).toBeUndefined();
      expect(metadata.xmp, format).toBeUndefined();
      expect(Buffer.from(data).includes(camera), format).toBe(false);
    }
  });
});
