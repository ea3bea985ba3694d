import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Locator, test } from "@playwright/test";
import sharp from "sharp";
import { hasGps, phoneCamera, phonePhoto } from "#tests/support/phone-photo.ts";
import { openFile, publish, uploadPicture } from "./editor-steps.ts";
import { buildCopy, copyRoot, putBackAsInProject } from "./project-copy.ts";

const changedFile = "content/services/personal-tax.json";
const uploaded = "content/pictures/phone-photo.jpg";

// The page as the project has it, no upload.
const copyAsTheProject = () => putBackAsInProject([changedFile], [uploaded]);
test.beforeEach(copyAsTheProject);
test.afterEach(copyAsTheProject);

/** What a picture carries that the tests look for: the GPS position, XMP, the camera's name, its turn. */
async function traces(picture: Buffer) {
  const { exif, xmp, orientation } = await sharp(picture).metadata();
  return { gps: hasGps(exif), xmp: Boolean(xmp), camera: picture.includes(phoneCamera), orientation };
}

/** The colour of a picture on the page at a point given as fractions of its width and height. */
function colourAt(image: Locator, x: number, y: number): Promise<string> {
  return image.evaluate(
    async (img: HTMLImageElement, [x, y]) => {
      await img.decode();
      const canvas = document.createElement("canvas");
      [canvas.width, canvas.height] = [img.naturalWidth, img.naturalHeight];
      const context = canvas.getContext("2d") as CanvasRenderingContext2D;
      context.drawImage(img, 0, 0);
      const [r, g, b] = context.getImageData(Math.round(canvas.width * x), Math.round(canvas.height * y), 1, 1).data;
      return (r as number) > 200 && (g as number) > 200 && (b as number) > 200 ? "white" : "blue";
    },
    [x, y] as const,
  );
}

test("a phone photo uploaded in the editor is sent and written without its camera or GPS position, and shown the right way up after the build", async ({
  page,
}) => {
  // Stored 1600 × 1200, white on the left, shown turned a quarter: 1200 × 1600, white on top.
  const photo = await phonePhoto("jpeg", { width: 1600, height: 1200 });
  expect(await traces(photo)).toEqual({ gps: true, xmp: true, camera: true, orientation: 6 });
  const file = join(tmpdir(), "phone-photo.jpg");
  writeFileSync(file, photo);

  await openFile(page, "Service page: Personal Tax Services");
  await uploadPicture(page, page.getByRole("button", { name: "Choose different image" }).first(), file);
  // What the editor's page sends the backend (on GitHub, the commit itself) is already stripped.
  const sent = page.waitForRequest(
    (request) => request.url().endsWith("/api/v1") && request.postDataJSON()?.action === "persistEntry",
  );
  await publish(page);
  await expect(page.getByText("Changes saved")).toBeVisible();
  const [asset] = (await sent).postDataJSON().params.assets as { path: string; content: string }[];
  expect(asset?.path).toBe(uploaded);
  const noTraces = { gps: false, xmp: false, camera: false, orientation: 6 };
  expect(await traces(Buffer.from(asset?.content ?? "", "base64"))).toEqual(noTraces);
  // And what the local backend wrote into the working copy.
  expect(await traces(readFileSync(join(copyRoot, uploaded)))).toEqual(noTraces);

  buildCopy();
  for (const address of ["/services/personal-tax", "/es/servicios/impuesto-personal"]) {
    await page.goto(address);
    const hero = page.locator("section").first().locator("img");
    await expect(hero).toHaveAttribute("src", /phone-photo\./);
    // Cut to the hero's square around the centre: white above, blue below, as the phone showed it.
    expect(await colourAt(hero, 0.75, 0.25)).toBe("white");
    expect(await colourAt(hero, 0.25, 0.75)).toBe("blue");
  }
});
