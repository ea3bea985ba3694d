import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { namedPictures, namedPicturesModule } from "./named-pictures.ts";
import { pictureFolder } from "./schema/fields.ts";

const project = mkdtempSync(join(tmpdir(), "named-pictures-"));
afterAll(() => rmSync(project, { recursive: true, force: true }));

/** A picture 30 pixels wide and 40 high, written by a phone held upright (EXIF orientation 6: its pixels lie on their side). */
async function uprightPhoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: "#888" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A project whose content names two pictures of four: one twice, one in a nested list; one named has no file. */
async function write(): Promise<void> {
  mkdirSync(join(project, "content/services"), { recursive: true });
  mkdirSync(join(project, pictureFolder), { recursive: true });
  const square = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } })
    .webp()
    .toBuffer();
  writeFileSync(join(project, pictureFolder, "payroll.webp"), square);
  writeFileSync(join(project, pictureFolder, "norma.jpg"), await uprightPhoneJpeg());
  for (const name of ["former-employee.jpg", "retired-page.webp"])
    writeFileSync(join(project, pictureFolder, name), "");
  const payroll = {
    en: { artwork: "/content/pictures/payroll.webp" },
    es: { artwork: "/content/pictures/payroll.webp" },
  };
  writeFileSync(join(project, "content/services/payroll.json"), JSON.stringify(payroll));
  const team = {
    members: [
      { name: "Norma", photo: "/content/pictures/norma.jpg" },
      { name: "Ana", photo: "/content/pictures/ana.jpg" },
    ],
  };
  writeFileSync(join(project, "content/team.json"), JSON.stringify(team));
  // Words that happen to mention the folder, and a file that does not parse, name no picture.
  writeFileSync(join(project, "content/site.json"), JSON.stringify({ note: "see /content/pictures/old/x.webp" }));
  writeFileSync(join(project, "content/broken.json"), "{");
}

describe("the pictures the content files name", () => {
  beforeAll(write);

  it("are the paths the content files write, once each, and no other picture of the folder", () => {
    expect(namedPictures(project, pictureFolder)).toEqual([
      "/content/pictures/ana.jpg",
      "/content/pictures/norma.jpg",
      "/content/pictures/payroll.webp",
    ]);
  });

  it("are the only pictures the build's module imports, leaving out a named path with no file", async () => {
    const source = await namedPicturesModule(project, pictureFolder);
    expect(source).toContain('import picture0 from "/content/pictures/norma.jpg";');
    expect(source).toContain('"/content/pictures/payroll.webp": { image: picture1, ...{"width":20,"height":20} },');
    for (const unpublished of ["former-employee", "retired-page", "ana.jpg"]) expect(source).not.toContain(unpublished);
  });

  it("give each picture's size as it is shown, so nothing reads the imported picture (Astro would publish its original)", async () => {
    const source = await namedPicturesModule(project, pictureFolder);
    expect(source).toContain('"/content/pictures/norma.jpg": { image: picture0, ...{"width":30,"height":40} },');
  });

  it("in this project, name every service page's artwork", () => {
    const root = resolve(import.meta.dirname, "../..");
    expect(namedPictures(root, pictureFolder)).toContain("/content/pictures/payroll.webp");
  });
});
