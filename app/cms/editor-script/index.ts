/**
 * The editor's own script (docs/decisions/020), run after Decap's bundle and before Decap starts:
 * the checks before every save, a link to the list of values still samples in its header, and
 * the preview pane of the pages that have one. Bundled for the browser by
 * ../editor-bundle.server.ts; it gets the configuration the page starts Decap with and the site's
 * stylesheets (../editor-files.ts sets `window.naisEditorConfig` and `window.naisPreviewStyles`).
 */
import type { CmsConfig } from "../config.ts";
import { type DecapPreviewApi, registerPagePreviews } from "./preview-pane.ts";
import { keepSamplesLink } from "./samples-link.ts";
import { saveCheck } from "./save-checks.ts";

interface DecapGlobal extends DecapPreviewApi {
  registerEventListener(listener: { name: string; handler: (data: never) => unknown }): void;
}

const { CMS, h, naisEditorConfig, naisPreviewStyles } = window as unknown as {
  CMS: DecapGlobal;
  /** Decap's React `createElement`, which its bundle puts on `window`. */
  h: (type: string, props: Record<string, unknown>) => unknown;
  naisEditorConfig: CmsConfig;
  naisPreviewStyles?: string[];
};
CMS.registerEventListener({ name: "preSave", handler: saveCheck(naisEditorConfig) });
registerPagePreviews(CMS, naisEditorConfig, naisPreviewStyles ?? [], h);
document.addEventListener("DOMContentLoaded", keepSamplesLink);
