/**
 * Decap's preview pane for the service pages and the legal documents (docs/decisions/020): Decap draws the pane with its
 * own React, so the template is a plain function of Decap's props, made with Decap's `h`, that
 * places the page's HTML (./page-preview.tsx), made by the site's React, inside the pane.
 */
import { collectionName } from "#app/content/data/content-files.ts";
import { problemsInMessage } from "#app/content/data/parse.ts";
import { serviceFolder, serviceSlugOfFile } from "#app/content/service-pages/files.ts";
import type { Lang } from "#app/lib/route-table.ts";
import { entryFields, serviceCollectionName } from "../collections.ts";
import type { CmsConfig } from "../config.ts";
import { fieldLabel } from "../field-labels.ts";
import { pagePreviewHtml, previewedFiles } from "./page-preview.tsx";

interface DecapPreviewProps {
  entry: { get(key: string): unknown };
  /** The language of the editor's left column: Decap previews that one (its i18n locale switch). */
  locale?: string;
}
type CreateElement = (type: string, props: Record<string, unknown>) => unknown;

export interface DecapPreviewApi {
  registerPreviewTemplate(name: string, component: (props: DecapPreviewProps) => unknown): void;
  registerPreviewStyle(style: string, options?: { raw: boolean }): void;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** What the pane shows while the words hold something the build would refuse: each problem of this language, by its label. */
function problemsHtml(file: string, lang: Lang, message: string, config: CmsConfig, words: unknown): string {
  const fields = entryFields(config, file);
  const problems = problemsInMessage(file, message).filter((p) => p.field === "" || p.field.startsWith(`${lang}.`));
  const items = problems
    .map(
      (p) =>
        `<li><strong>${escapeHtml(fieldLabel(fields, p.field, { [lang]: words }, true))}</strong>: ${escapeHtml(p.message)}</li>`,
    )
    .join("");
  return `<div role="alert" class="mx-auto max-w-3xl p-8"><p class="font-semibold">The page cannot be shown until these are corrected:</p><ul class="mt-4 list-disc pl-6">${items}</ul></div>`;
}

/** The template of one file's page, made once when it is registered (Decap calls it at each change). */
function pagePreview(fileOf: (entry: DecapPreviewProps["entry"]) => string, config: CmsConfig, h: CreateElement) {
  return ({ entry, locale }: DecapPreviewProps) => {
    const lang: Lang = locale === "es" ? "es" : "en";
    const file = fileOf(entry);
    const words = (entry.get("data") as { toJS(): unknown } | undefined)?.toJS();
    let html: string;
    try {
      html = pagePreviewHtml(file, lang, words);
    } catch (error) {
      html = problemsHtml(file, lang, error instanceof Error ? error.message : String(error), config, words);
    }
    return h("div", { lang, dangerouslySetInnerHTML: { __html: html } });
  };
}

/**
 * Registers the pages' previews and the site's stylesheets (`styles`, the build's: the
 * editor's page is given them, app/cms/editor-files.ts). The sections' entrance animation is
 * switched off in the pane: it would replay at every letter typed.
 */
export function registerPagePreviews(
  cms: DecapPreviewApi,
  config: CmsConfig,
  styles: readonly string[],
  h: CreateElement,
) {
  for (const href of styles) cms.registerPreviewStyle(href);
  cms.registerPreviewStyle("[data-stagger] > * { animation: none !important; }", { raw: true });
  for (const file of previewedFiles.filter((f) => !serviceSlugOfFile(f)))
    cms.registerPreviewTemplate(
      collectionName(file),
      pagePreview(() => file, config, h),
    );
  // The service pages' collection: the entry's file, by its name (a new page's, its English address's).
  const serviceFile = (entry: DecapPreviewProps["entry"]) =>
    `${serviceFolder}${String(entry.get("slug") || "new-page")}.json`;
  cms.registerPreviewTemplate(serviceCollectionName, pagePreview(serviceFile, config, h));
}
