/**
 * A picture just uploaded shows in its field at once (docs/decisions/020). Decap writes an upload
 * only when the entry is published, and the image field shows its value's site address
 * (`/content/pictures/new-photo.png`), where there is no file yet: the thumbnail stayed broken
 * until the site had the picture and the page was reloaded. Decap does keep the upload in memory,
 * but under the folder's path without the leading "/" (`selectMediaFilePath`), which the field
 * never asks for. So this remembers each file chosen in an upload button, and a thumbnail whose
 * address fails to load and names one of them is shown from the browser's own copy instead.
 */

/**
 * A file name reduced to its letters and digits, accents removed: Decap renames an upload
 * ("Foto Niño.JPG" → "foto-nino.jpg", `slug` in ../config.ts) and both come to "fotoninojpg".
 */
export function uploadKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/** Shows a just-uploaded picture from the file chosen when its thumbnail's address has none yet. */
export function installUploadThumbnails(window: Window): void {
  const uploads = new Map<string, string>();
  window.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== "file") return;
      for (const file of input.files ?? []) uploads.set(uploadKey(file.name), URL.createObjectURL(file));
    },
    true,
  );
  // A picture that fails to load sends `error` to the image only: heard in the capture phase.
  window.addEventListener(
    "error",
    (event) => {
      const image = event.target;
      if (!(image instanceof HTMLImageElement) || image.src.startsWith("blob:")) return;
      const name = new URL(image.src, window.location.href).pathname.split("/").pop() ?? "";
      const upload = uploads.get(uploadKey(decodeURIComponent(name)));
      if (upload) image.src = upload;
    },
    true,
  );
}
