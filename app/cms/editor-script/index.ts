/**
 * The editor's own script (docs/decisions/020), run after Decap's bundle and before Decap starts:
 * the checks before every save, a link to the list of values still samples in its header and the
 * list of coming tax-figure changes beside it, the
 * preview pane of the pages that have one, the layout on a phone, a question before a row or a
 * list is deleted and one naming what a retired service page leaves behind (with a choice for each of its testimonials), every picture chosen for upload stripped of its metadata, a picture just
 * uploaded shown in its field, and the open file's history (./history-panel.ts). Bundled for the browser by
 * ../editor-bundle.server.ts; it gets the configuration the page starts Decap with and the site's
 * stylesheets (../editor-files.ts sets `window.naisEditorConfig` and `window.naisPreviewStyles`).
 */
import { en } from "decap-cms-locales";
import type { CmsConfig } from "../config.ts";
import { keepComingFiguresButton } from "./coming-figures-panel.ts";
import { installRemovalQuestions } from "./confirm-removal.ts";
import { keepFindButton } from "./find-panel.ts";
import { installFreshEntries } from "./fresh-entry.ts";
import { installHistory } from "./history-panel.ts";
import { historySource } from "./history-sources.ts";
import { installPhoneLayout } from "./phone-layout.ts";
import { plainEnglish } from "./plain-notices.ts";
import { type CreateClass, type DecapPreviewApi, registerPagePreviews } from "./preview-pane.ts";
import { installRetireQuestion } from "./retire-question.ts";
import { keepSamplesLink } from "./samples-link.ts";
import { rememberSave, saveCheck } from "./save-checks.ts";
import { installUploadStripping } from "./strip-uploads.ts";
import { installUploadThumbnails } from "./upload-thumbnails.ts";

interface DecapGlobal extends DecapPreviewApi {
  registerEventListener(listener: { name: string; handler: (data: never) => unknown }): void;
  registerLocale(locale: string, phrases: unknown): void;
}

const { CMS, h, createClass, naisEditorConfig, naisPreviewStyles } = window as unknown as {
  CMS: DecapGlobal;
  /** Decap's React `createElement` and create-react-class, which its bundle puts on `window`. */
  h: (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;
  createClass: CreateClass;
  naisEditorConfig: CmsConfig;
  naisPreviewStyles?: string[];
};
CMS.registerLocale("en", plainEnglish(en));
CMS.registerEventListener({ name: "preSave", handler: saveCheck(naisEditorConfig) });
CMS.registerEventListener({ name: "postSave", handler: rememberSave() });
registerPagePreviews(CMS, naisEditorConfig, naisPreviewStyles ?? [], h, createClass);
document.addEventListener("DOMContentLoaded", keepSamplesLink);
document.addEventListener("DOMContentLoaded", keepComingFiguresButton);
document.addEventListener("DOMContentLoaded", () => keepFindButton(naisEditorConfig));
installPhoneLayout(document);
installHistory(naisEditorConfig, historySource(naisEditorConfig));
installRemovalQuestions(window);
installRetireQuestion(window, naisEditorConfig);
installFreshEntries(window);
// Before the thumbnails: both hear the file input's `change`, and the thumbnail must be of the stripped file.
installUploadStripping(window);
installUploadThumbnails(window);
