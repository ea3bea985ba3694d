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
import { currentFacts, type GetCollection, readFactsThroughDecap, rememberBackendReader } from "./current-content.ts";
import type { CreateClass, CreateElement } from "./decap-globals.ts";
import { pagePreviewHtml, previewedFiles } from "./page-preview.tsx";

interface DecapPreviewProps {
  entry: { get(key: string): unknown };
  /** The language of the editor's left column: Decap previews that one (its i18n locale switch). */
  locale?: string;
  /** Decap's preview API: another entry, read through Decap's backend. */
  getCollection: GetCollection;
  /** The pane's own document and window (Decap draws the page in an iframe). */
  document: Document;
  window: Window;
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

/** The widths the pane can show a page at: the editor's, or a phone's (390 px, the width the site is checked at). */
const widths = [
  { id: "full", label: "Full width", css: "" },
  { id: "phone", label: "Phone (390 px)", css: "390px" },
] as const;
type Width = (typeof widths)[number]["id"];

/** The iframe Decap draws the pane in, made the chosen width (its document is then that wide), centred. */
function showAtWidth(frame: Element | null, width: Width): void {
  if (!(frame instanceof HTMLElement)) return;
  const css = widths.find((w) => w.id === width)?.css ?? "";
  frame.style.width = css;
  frame.style.margin = css ? "0 auto" : "";
  frame.style.display = css ? "block" : "";
  frame.style.boxShadow = css ? "0 0 0 1px #9ca3af" : "";
}

interface PreviewComponent {
  props: DecapPreviewProps;
  state: { width: Width };
  setState(state: { width: Width }): void;
  forceUpdate(): void;
}

/**
 * The template of one file's page, made once when it is registered (Decap draws it at each change).
 * On opening it reads the facts the sentences name through Decap (./current-content.ts) and draws
 * the page again if they changed since /admin was built; the pane's document is given the page's
 * language; a pair of buttons above the page shows it at a phone's width or the pane's.
 */
function pagePreview(
  fileOf: (entry: DecapPreviewProps["entry"]) => string,
  config: CmsConfig,
  h: CreateElement,
  createClass: CreateClass,
) {
  const langOf = (props: DecapPreviewProps): Lang => (props.locale === "es" ? "es" : "en");
  return createClass({
    getInitialState(): { width: Width } {
      return { width: "full" };
    },
    componentDidMount(this: PreviewComponent) {
      this.props.document.documentElement.lang = langOf(this.props);
      showAtWidth(this.props.window.frameElement, this.state.width);
      rememberBackendReader(this.props.getCollection);
      readFactsThroughDecap(this.props.getCollection).then((changed) => {
        if (changed) this.forceUpdate();
      });
    },
    componentDidUpdate(this: PreviewComponent) {
      this.props.document.documentElement.lang = langOf(this.props);
      showAtWidth(this.props.window.frameElement, this.state.width);
    },
    render(this: PreviewComponent) {
      const { entry } = this.props;
      const lang = langOf(this.props);
      const file = fileOf(entry);
      const words = (entry.get("data") as { toJS(): unknown } | undefined)?.toJS();
      let html: string;
      try {
        html = pagePreviewHtml(file, lang, words, currentFacts());
      } catch (error) {
        html = problemsHtml(file, lang, error instanceof Error ? error.message : String(error), config, words);
      }
      const buttons = widths.map(({ id, label }) =>
        h(
          "button",
          {
            key: id,
            type: "button",
            "aria-pressed": this.state.width === id,
            onClick: () => this.setState({ width: id }),
            style: {
              font: "inherit",
              padding: "4px 12px",
              border: "1px solid #6b7280",
              borderRadius: "4px",
              background: this.state.width === id ? "#1f2937" : "#fff",
              color: this.state.width === id ? "#fff" : "#1f2937",
              cursor: "pointer",
            },
          },
          label,
        ),
      );
      // The editor's own words, in English as the rest of the editor (docs/decisions/020).
      const bar = h(
        "div",
        {
          role: "group",
          "aria-label": "Preview width",
          lang: "en",
          style: {
            display: "flex",
            gap: "8px",
            padding: "8px",
            background: "#f3f4f6",
            borderBottom: "1px solid #d1d5db",
            font: "14px/1.4 system-ui, sans-serif",
          },
        },
        ...buttons,
      );
      return h("div", null, bar, h("div", { lang, dangerouslySetInnerHTML: { __html: html } }));
    },
  });
}

/**
 * The pages' preview templates, by the editor's collection name: the start script
 * (./start.ts) registers its own in their place, before Decap starts, and draws these once the
 * content is read and this script is loaded.
 */
export function pagePreviews(config: CmsConfig, h: CreateElement, createClass: CreateClass): Record<string, unknown> {
  const previews: Record<string, unknown> = {};
  for (const file of previewedFiles.filter((f) => !serviceSlugOfFile(f)))
    previews[collectionName(file)] = pagePreview(() => file, config, h, createClass);
  // The service pages' collection: the entry's file, by its name (a new page's, its English address's).
  const serviceFile = (entry: DecapPreviewProps["entry"]) =>
    `${serviceFolder}${String(entry.get("slug") || "new-page")}.json`;
  previews[serviceCollectionName] = pagePreview(serviceFile, config, h, createClass);
  return previews;
}
