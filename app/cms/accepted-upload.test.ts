// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { hasGps, phoneCamera, phonePhoto, rebrandedAvif, uploadCorpus } from "#tests/support/phone-photo.ts";
import { acceptedFormats, acceptedUpload, RefusedUpload } from "./accepted-upload.ts";
import { heifCoding, pictureFormat } from "./picture-metadata.ts";

const corpus = await uploadCorpus();
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");
const readable = (bytes: Uint8Array) =>
  sharp(bytes)
    .metadata()
    .catch(() => undefined);

describe.each(corpus.filter((file) => file.taken))("the upload $name", ({ name, bytes }) => {
  it("carries the camera, and is taken without it, its GPS position or its XMP", async () => {
    expect(latin1(bytes)).toContain(phoneCamera);
    const { bytes: kept, removed } = acceptedUpload(new Uint8Array(bytes), name);
    expect(removed).toEqual(expect.arrayContaining(["XMP"]));
    expect(latin1(kept)).not.toContain(phoneCamera);
    const before = await readable(bytes);
    // sharp's libheif reads an AVIF only under brands it knows; the bytes above say enough for the others.
    if (before) {
      expect(hasGps(before.exif)).toBe(true);
      const after = await sharp(kept).metadata();
      expect(hasGps(after.exif)).toBe(false);
      expect(after.xmp).toBeUndefined();
    }
  });
});

describe.each(corpus.filter((file) => !file.taken))("the upload $name", ({ name, bytes }) => {
  it("is refused in plain words that name the file and say what to upload", () => {
    const refusal = (() => {
      try {
        acceptedUpload(new Uint8Array(bytes), name);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(RefusedUpload);
    const message = (refusal as Error).message;
    expect(message).toContain(`${name} `);
    expect(message).toContain("so it was not uploaded");
    expect(message).toMatch(heifCoding(new Uint8Array(bytes)) ? /HEIC photo.*Save it as JPEG/ : acceptedFormats);
  });
});

describe("AVIF and HEIC told apart", () => {
  it("by any of their brands, then by what their items are coded in", async () => {
    const avif = await phonePhoto("avif");
    const as = (major: string, compatible: [string, string, string], coding?: "hevc") =>
      new Uint8Array(rebrandedAvif(avif, major, compatible, coding));
    expect(pictureFormat(as("avif", ["mif1", "avif", "miaf"]))).toBe("avif");
    expect(pictureFormat(as("mif1", ["mif1", "miaf", "MA1B"]))).toBe("avif");
    expect(heifCoding(as("heic", ["mif1", "heic", "miaf"], "hevc"))).toBe("hevc");
    expect(heifCoding(as("mif1", ["heim", "heis", "hevc"], "hevc"))).toBe("hevc");
    // A brand says AVIF, the items say HEVC: the items win.
    expect(heifCoding(as("avif", ["mif1", "avif", "miaf"], "hevc"))).toBe("hevc");
    // An MP4 video is of the same box family, not HEIF.
    expect(heifCoding(as("isom", ["isom", "iso2", "mp41"]))).toBeUndefined();
  });

  it("a HEIF with no items that can be read goes by its brands", async () => {
    const bare = Buffer.alloc(32);
    bare.writeUInt32BE(24, 0);
    bare.write("ftypmif1\0\0\0\0mif1heic", 4, "latin1");
    expect(heifCoding(new Uint8Array(bare))).toBe("hevc");
    bare.write("avis", 20, "latin1");
    expect(pictureFormat(new Uint8Array(bare))).toBe("avif");
    bare.write("miaf", 20, "latin1");
    expect(heifCoding(new Uint8Array(bare))).toBe("other");
  });
});
