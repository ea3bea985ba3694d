/**
 * The editor's own script (docs/decisions/020), run after Decap's bundle and before Decap starts:
 * the checks before every save, a link to the list of values still samples in its header, the
 * layout on a phone, a question before a row or a list is deleted, and a picture just uploaded
 * shown in its field. Bundled for the browser by ../editor-bundle.server.ts; it gets the
 * configuration the page starts Decap with (../editor-files.ts sets `window.naisEditorConfig`).
 */
import type { CmsConfig } from "../config.ts";
import { installRemovalQuestions } from "./confirm-removal.ts";
import { installPhoneLayout } from "./phone-layout.ts";
import { keepSamplesLink } from "./samples-link.ts";
import { saveCheck } from "./save-checks.ts";
import { installUploadThumbnails } from "./upload-thumbnails.ts";

interface DecapGlobal {
  registerEventListener(listener: { name: string; handler: (data: never) => unknown }): void;
}

const { CMS, naisEditorConfig } = window as unknown as { CMS: DecapGlobal; naisEditorConfig: CmsConfig };
CMS.registerEventListener({ name: "preSave", handler: saveCheck(naisEditorConfig) });
document.addEventListener("DOMContentLoaded", keepSamplesLink);
installPhoneLayout(document);
installRemovalQuestions(window);
installUploadThumbnails(window);
