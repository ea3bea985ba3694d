/**
 * Decap keeps the open entry's values when the address bar switches straight to another entry
 * (issue 44: the second file showed the first one's words). A switch from one entry to another
 * made outside Decap's own lists reloads the editor, which then reads the new entry afresh;
 * Decap's own way there (the list between) is untouched, and unsaved changes make the browser ask.
 */
import { fileOfEditorAddress } from "./history-panel.ts";

/** Whether going from `from` to `to` (Decap's addresses) switches straight from one entry to another. */
export function switchesEntry(from: string, to: string): boolean {
  const [before, after] = [fileOfEditorAddress(from), fileOfEditorAddress(to)];
  return Boolean(before && after && before !== after);
}

export function installFreshEntries(window: Window): void {
  window.addEventListener("hashchange", (event) => {
    if (switchesEntry(new URL(event.oldURL).hash, new URL(event.newURL).hash)) window.location.reload();
  });
}
