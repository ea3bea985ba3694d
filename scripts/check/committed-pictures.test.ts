// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { phonePhoto } from "#tests/support/phone-photo.ts";
import { metadataIn, picturesWithMetadata, stripped } from "./committed-pictures.ts";

const root = resolve(import.meta.dirname, "../..");
let copy: string | undefined;
afterAll(() => copy && rm(copy, { recursive: true, force: true }));

describe("the pictures committed to the repository", () => {
  it("carry no metadata: no EXIF but an orientation, no GPS, XMP, IPTC, text or comment", async () => {
    const found = await picturesWithMetadata(root);
    expect(
      found.map(({ path, carries }) => `${path} carries ${carries.join(", ")}`),
      "strip them with: node scripts/check/committed-pictures.ts --strip",
    ).toEqual([]);
  });

  it("would name a phone photo committed by hand, in any folder or format, and strip it", async () => {
    copy = await mkdtemp(join(tmpdir(), "committed-pictures-"));
    await mkdir(join(copy, "content/pictures"), { recursive: true });
    await mkdir(join(copy, "public"), { recursive: true });
    const avif = await sharp(await phonePhoto("jpeg"))
      .withMetadata()
      .avif()
      .toBuffer();
    await writeFile(join(copy, "content/pictures/norma.jpg"), await phonePhoto("jpeg"));
    await writeFile(join(copy, "public/photo.avif"), avif);
    await writeFile(join(copy, "public/upright.png"), await phonePhoto("png", { orientation: 1 }));
    expect(await picturesWithMetadata(copy)).toEqual([
      { path: "content/pictures/norma.jpg", carries: ["EXIF with a GPS position", "XMP"] },
      { path: "public/photo.avif", carries: ["EXIF", "XMP"] },
      { path: "public/upright.png", carries: ["EXIF with a GPS position", "XMP"] },
    ]);
    for (const name of ["content/pictures/norma.jpg", "public/photo.avif", "public/upright.png"])
      expect(await metadataIn(await stripped(await readFile(join(copy, name))))).toEqual([]);
  });
});
