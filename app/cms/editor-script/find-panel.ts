/**
 * "Find a value" in the editor's header (issue 44): a box that searches every content file as this
 * session knows it (./current-content.ts) and lists each field that holds the words, named as the
 * editor names it, each a link that opens its file. Plain DOM and a native <dialog>, like the
 * "Coming figure changes" button beside it.
 */
import { contentFiles } from "#app/content/data/content-files.ts";
import { entryFields } from "../collections.ts";
import type { CmsConfig } from "../config.ts";
import { findValues } from "../find-values.ts";
import { currentContent } from "./current-content.ts";

const buttonId = "nais-find";
const dialogId = "nais-find-dialog";

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, css?: string): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (text) made.textContent = text;
  if (css) made.style.cssText = css;
  return made;
}

function showResults(config: CmsConfig, query: string, results: HTMLElement, status: HTMLElement): void {
  const files = contentFiles.map((entry) => ({
    file: entry.file,
    label: entry.label,
    data: currentContent(entry.file),
    fields: entryFields(config, entry.file),
    copy: Boolean(entry.copy),
  }));
  const found = findValues(files, query);
  results.replaceChildren(
    ...found.map(({ place, excerpt, address }) => {
      const item = element("li", undefined, "margin:0 0 10px");
      const link = element("a", place, "color:#1e3a8a;font-weight:600");
      link.href = address;
      link.addEventListener("click", () => (document.getElementById(dialogId) as HTMLDialogElement | null)?.close());
      item.append(link, element("div", excerpt, "color:#334155"));
      return item;
    }),
  );
  status.textContent =
    query.trim().length < 2
      ? "Type two letters or more."
      : found.length === 0
        ? "Nothing found."
        : `${found.length === 50 ? "The first 50" : found.length} found.`;
}

function openFinder(config: CmsConfig): void {
  document.getElementById(dialogId)?.remove();
  const dialog = element(
    "dialog",
    undefined,
    "max-width:44rem;width:calc(100% - 2rem);padding:16px 20px;border:1px solid #94a3b8;border-radius:8px;font:15px/1.5 system-ui,sans-serif;color:#1e293b",
  );
  dialog.id = dialogId;
  dialog.setAttribute("aria-labelledby", `${dialogId}-title`);
  const title = element("h2", "Find a value", "margin:0 0 8px;font-size:19px");
  title.id = `${dialogId}-title`;
  const label = element(
    "label",
    "Words or a value, in any page or file, in English or Spanish",
    "display:block;margin:0 0 4px",
  );
  const input = element(
    "input",
    undefined,
    "width:100%;box-sizing:border-box;font:inherit;padding:6px 8px;border:1px solid #64748b;border-radius:4px",
  );
  input.type = "search";
  input.id = `${dialogId}-query`;
  label.htmlFor = input.id;
  const status = element("p", "Type two letters or more.", "margin:8px 0;color:#475569");
  status.setAttribute("role", "status");
  const results = element("ul", undefined, "margin:0;padding-left:20px;max-height:60vh;overflow:auto");
  input.addEventListener("input", () => showResults(config, input.value, results, status));
  const close = element(
    "button",
    "Close",
    "margin-top:12px;font:inherit;padding:4px 12px;border:1px solid #3a69c7;border-radius:4px;background:#fff;color:#1e3a8a;cursor:pointer",
  );
  close.type = "button";
  close.addEventListener("click", () => dialog.close());
  dialog.append(title, label, input, status, results, close);
  document.body.append(dialog);
  dialog.showModal();
  input.focus();
}

/** Adds the button to Decap's header navigation whenever the header is drawn without it. */
export function keepFindButton(config: CmsConfig): void {
  const add = () => {
    const nav = document.querySelector("header nav ul");
    if (!nav || document.getElementById(buttonId)) return;
    const item = document.createElement("li");
    const button = element(
      "button",
      "Find a value",
      "display:inline-flex;align-items:center;height:100%;margin:0 12px;padding:16px 0;border:0;background:none;font:500 15px/1 system-ui,sans-serif;color:#3a69c7;text-decoration:underline;text-underline-offset:3px;cursor:pointer",
    );
    button.type = "button";
    button.id = buttonId;
    button.addEventListener("click", () => openFinder(config));
    item.append(button);
    nav.append(item);
  };
  new MutationObserver(add).observe(document.body, { childList: true, subtree: true });
  add();
}
