import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { hasGps, phoneCamera, phonePhoto } from "#tests/support/phone-photo.ts";
import { pictureFormat, stripPictureMetadata, UnreadablePicture } from "./picture-metadata.ts";

const camera = phoneCamera;
const comment = "Taken at 1911 S Broadway";
const phonePicture = (format: "jpeg" | "png" | "webp" | "avif", orientation = 6) => phonePhoto(format, { orientation });

/** A JPEG comment segment (COM) put after the start of the image. */
function withJpegComment(jpeg: Buffer): Buffer {
  const text = Buffer.from(comment);
  const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, 0]), text]);
  segment.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/** A PNG tEXt chunk ("Comment") put after the header chunk. */
function withPngText(png: Buffer): Buffer {
  const data = Buffer.from(`Comment\0${comment}`);
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write("tEXt", 4, "latin1");
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  const ihdrEnd = 8 + 12 + png.readUInt32BE(8);
  return Buffer.concat([png.subarray(0, ihdrEnd), chunk, png.subarray(ihdrEnd)]);
}

async function pixels(picture: Uint8Array) {
  const { data, info } = await sharp(picture).rotate().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const strip = (picture: Buffer) => stripPictureMetadata(new Uint8Array(picture));

describe.each(["jpeg", "png", "webp"] as const)("a %s picture", (format) => {
  it("made for these tests carries the camera, a GPS position and XMP", async () => {
    const { exif, xmp: kept, orientation } = await sharp(await phonePicture(format)).metadata();
    expect(orientation).toBe(6);
    expect(exif?.includes(camera)).toBe(true);
    expect(hasGps(exif)).toBe(true);
    expect(kept?.toString()).toContain(camera);
  });

  it("loses its camera, GPS position and XMP, keeps its turn and colour profile, and its pixels are the same", async () => {
    const original = await phonePicture(format);
    const { bytes, removed } = strip(original);
    const after = await sharp(bytes).metadata();
    expect(after.format).toBe(format === "jpeg" ? "jpeg" : format);
    expect(after.xmp).toBeUndefined();
    expect(after.exif?.includes(camera) ?? false).toBe(false);
    expect(hasGps(after.exif)).toBe(false);
    expect(after.orientation).toBe(6);
    expect(after.icc).toEqual((await sharp(original).metadata()).icc);
    expect(removed).toEqual(expect.arrayContaining(["EXIF with a GPS position", "XMP"]));
    // Nothing encoded again: the same pixels, shown the same way up.
    expect(await pixels(bytes)).toEqual(await pixels(original));
    expect((await pixels(bytes)).height).toBe(64);
    expect(new TextDecoder("latin1").decode(bytes)).not.toContain(camera);
  });

  it("upright, keeps no EXIF at all", async () => {
    const { bytes } = strip(await phonePicture(format, 1));
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });

  it("stripped a second time is left as it is", async () => {
    const once = strip(await phonePicture(format)).bytes;
    const twice = stripPictureMetadata(once);
    expect(twice.removed).toEqual([]);
    expect(twice.bytes).toEqual(once);
  });
});

describe("an AVIF picture", () => {
  it("made for these tests carries the camera, a GPS position and XMP", async () => {
    const { exif, xmp: kept } = await sharp(await phonePicture("avif")).metadata();
    expect(exif?.includes(camera)).toBe(true);
    expect(hasGps(exif)).toBe(true);
    expect(kept?.toString()).toContain(camera);
  });

  it("keeps its size and every byte but its EXIF and XMP, which are zeros, and its pixels are the same", async () => {
    const original = await phonePicture("avif");
    const { bytes, removed } = strip(original);
    expect(removed).toEqual(["EXIF", "XMP"]);
    expect(bytes.length).toBe(original.length);
    const after = await sharp(bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toEqual((await sharp(original).metadata()).icc);
    expect(new TextDecoder("latin1").decode(bytes)).not.toContain(camera);
    expect(await pixels(bytes)).toEqual(await pixels(original));
    expect(stripPictureMetadata(bytes)).toEqual({ bytes, removed: [] });
  });
});

describe("comments and trailers", () => {
  it("a JPEG's comment goes", async () => {
    const jpeg = withJpegComment(await phonePicture("jpeg", 1));
    expect(jpeg.includes(comment)).toBe(true);
    const { bytes, removed } = strip(jpeg);
    expect(new TextDecoder("latin1").decode(bytes)).not.toContain(comment);
    expect(removed).toContain("comment");
    expect(await pixels(bytes)).toEqual(await pixels(jpeg));
  });

  it("a PNG's text goes", async () => {
    const png = withPngText(await phonePicture("png", 1));
    expect((await sharp(png).metadata()).comments).toContainEqual({ keyword: "Comment", text: comment });
    const { bytes, removed } = strip(png);
    expect((await sharp(bytes).metadata()).comments).toBeUndefined();
    expect(new TextDecoder("latin1").decode(bytes)).not.toContain(comment);
    expect(removed).toContain("text");
  });

  it("what a phone appends after a JPEG's end (a motion photo's video) goes", async () => {
    const jpeg = Buffer.concat([await phonePicture("jpeg", 1), Buffer.from("ftypmp42 video taken at home")]);
    const { bytes, removed } = strip(jpeg);
    expect(new TextDecoder("latin1").decode(bytes)).not.toContain("taken at home");
    expect(removed).toContain("data after the end of the image");
    expect(await pixels(bytes)).toEqual(await pixels(jpeg));
  });

  it("a progressive JPEG (several scans) keeps every scan", async () => {
    const jpeg = await sharp(await phonePicture("jpeg"))
      .jpeg({ progressive: true })
      .withMetadata()
      .toBuffer();
    const { bytes } = strip(jpeg);
    expect(await pixels(bytes)).toEqual(await pixels(jpeg));
    expect((await sharp(bytes).metadata()).isProgressive).toBe(true);
  });
});

describe("other files", () => {
  it("a file that is not a picture of the four formats is given back as it is", async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    expect(pictureFormat(new Uint8Array(gif))).toBeUndefined();
    expect(strip(gif)).toEqual({ bytes: new Uint8Array(gif), removed: [] });
  });

  it("a broken JPEG is refused, not passed on with its metadata", async () => {
    const jpeg = await phonePicture("jpeg");
    expect(() => strip(jpeg.subarray(0, 300))).toThrow(UnreadablePicture);
  });
});
