/**
 * The content files as the editor's backend gave them after sign-in (docs/decisions/034): the
 * editor's scripts carry no content file. The start script (./start.ts) reads every file and puts
 * it here; the checks' script (./index.ts), loaded after, reads it wherever a shared module imports
 * a content file (the bundler turns each such import into `contentNow(file)`:
 * ../editor-bundle.server.ts). Kept on `window`, as the configuration is, because the two scripts
 * are two bundles and each has its own copy of this module.
 */

type Store = Record<string, unknown>;

const holder = globalThis as { naisEditorContent?: Store };

/** Puts the files read (path from the project root → parsed data) in the store, replacing what was there. */
export function fillContent(files: Store): void {
  holder.naisEditorContent = { ...files };
}

/** A content file's data as read after sign-in; undefined for a file not read (a service page added since). */
export function contentNow(file: string): unknown {
  return holder.naisEditorContent?.[file];
}

/** Every file read under `folder` (`content/services/`), by path. */
export function contentUnder(folder: string): { path: string; data: unknown }[] {
  return Object.entries(holder.naisEditorContent ?? {})
    .filter(([path]) => path.startsWith(folder))
    .map(([path, data]) => ({ path, data }));
}
