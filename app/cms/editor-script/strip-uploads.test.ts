import sharp from "sharp";
import { afterAll, describe, expect, it, vi } from "vitest";
import { hasGps, phoneCamera, phonePhoto, uploadCorpus } from "#tests/support/phone-photo.ts";
import { installUploadStripping } from "./strip-uploads.ts";

const corpus = await uploadCorpus();

// The test files share their workers: the listener goes with this file.
afterAll(installUploadStripping(window));

/** A file input as Decap's media library has one, with its own `change` listener (React's, on the page's root). */
function uploadButton() {
  const input = document.createElement("input");
  input.type = "file";
  document.body.append(input);
  const heard: File[][] = [];
  const next = new Promise<File[]>((resolve) =>
    document.body.addEventListener("change", () => {
      const files = [...(input.files ?? [])];
      heard.push(files);
      resolve(files);
    }),
  );
  return { input, heard, next };
}

function choose(input: HTMLInputElement, file: File) {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

describe("a picture chosen for upload in the editor", () => {
  it("reaches Decap's listener once, under its name, without its camera or GPS position, still turned", async () => {
    const { input, heard, next } = uploadButton();
    choose(input, new File([new Uint8Array(await phonePhoto("jpeg"))], "Foto Niño.JPG", { type: "image/jpeg" }));
    const [file] = await next;
    expect(heard).toHaveLength(1);
    expect(file?.name).toBe("Foto Niño.JPG");
    expect(file?.type).toBe("image/jpeg");
    const bytes = Buffer.from(await (file as File).arrayBuffer());
    const { exif, xmp, orientation } = await sharp(bytes).metadata();
    expect(hasGps(exif)).toBe(false);
    expect(xmp).toBeUndefined();
    expect(orientation).toBe(6);
    expect(bytes.includes(phoneCamera)).toBe(false);
  });

  it.each(corpus)(
    "$name: taken without its camera, or refused with an alert saying why",
    async ({ name, bytes, taken }) => {
      const alert = vi.fn<(message: string) => void>();
      window.alert = alert;
      const { input, heard, next } = uploadButton();
      choose(input, new File([new Uint8Array(bytes)], name));
      if (taken) {
        const [file] = await next;
        expect(file?.name).toBe(name);
        expect(Buffer.from(await (file as File).arrayBuffer()).includes(phoneCamera)).toBe(false);
        expect(alert).not.toHaveBeenCalled();
      } else {
        await vi.waitFor(() => expect(alert).toHaveBeenCalledOnce());
        expect(alert.mock.calls[0]?.[0]).toMatch(new RegExp(`^${name.replace(".", "\\.")} .*so it was not uploaded`));
        expect(heard).toEqual([]);
        expect(input.files).toHaveLength(0);
      }
    },
  );
});
