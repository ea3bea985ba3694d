/**
 * Every picture chosen for upload loses its metadata before Decap reads it (docs/decisions/020):
 * Decap commits an upload as it is, on GitHub as in local mode, so a phone photo's camera and
 * GPS position would sit in the firm's repository history. Decap's media library takes the file
 * from its file input's `change` event (decap-cms-core `MediaLibrary.handlePersist`, its only way
 * in), so this hears that event first (capture phase on `window`, before React's listener on its
 * root), stops it, puts the stripped file in the input's place and sends `change` again. Both
 * backends, the measure of the upload before a save and its thumbnail then see the stripped file.
 * A file the editor does not accept (../accepted-upload.ts: a HEIC photo, a GIF, a PDF) is not
 * handed on at all, and an alert says why and which formats are.
 */
import { acceptedUpload, RefusedUpload } from "../accepted-upload.ts";

/** The file without its metadata, under the same name and type; throws `RefusedUpload`. */
async function strippedFile(file: File): Promise<File> {
  const { bytes, removed } = acceptedUpload(new Uint8Array(await file.arrayBuffer()), file.name);
  if (removed.length === 0) return file;
  return new File([bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type, lastModified: file.lastModified });
}

/** Strips each file chosen in any file input of the page; gives the function that stops it. */
export function installUploadStripping(window: Window): () => void {
  const resent = new WeakSet<Event>();
  const strip = (event: Event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== "file" || resent.has(event)) return;
    const files = [...(input.files ?? [])];
    if (files.length === 0) return;
    event.stopImmediatePropagation();
    Promise.all(files.map(strippedFile)).then(
      (stripped) => {
        const transfer = new DataTransfer();
        for (const file of stripped) transfer.items.add(file);
        input.files = transfer.files;
        const again = new Event("change", { bubbles: true });
        resent.add(again);
        input.dispatchEvent(again);
      },
      (error: unknown) => {
        // Nothing of the choice is uploaded, rather than a file with what it may carry.
        input.value = "";
        window.alert(
          error instanceof RefusedUpload
            ? error.message
            : `${files.map((file) => file.name).join(", ")} could not be read, so nothing was uploaded.`,
        );
      },
    );
  };
  window.addEventListener("change", strip, true);
  return () => window.removeEventListener("change", strip, true);
}
