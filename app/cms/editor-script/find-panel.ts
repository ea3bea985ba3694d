/**
 * "Find a value" in the editor's header (issue 44): a box that searches every content file as this
 * session knows it (./current-content.ts) and lists each field that holds the words, named as the
 * editor names it, each a link that opens its file at that field (its rows opened, the cursor in it).
 */
import { contentFiles } from "#app/content/data/content-files.ts";
import { entryFields } from "../collections.ts";
import type { CmsConfig } from "../config.ts";
import { findValues } from "../find-values.ts";
import { currentContent } from "./current-content.ts";
import { closeButton, element, keepHeaderButton, titledDialog } from "./editor-dialog.ts";
import { openField } from "./open-field.ts";

const dialogId = "nais-find-dialog";

/** The field a result's link was followed to, kept across the editor's reload on a switch of entry (./fresh-entry.ts). */
const pendingKey = "nais-find-open-field";

/**
 * Opens the field a followed result names once its entry is on screen: Decap draws the entry a
 * moment after the address changes (or after the editor reloads), so this looks again every 200 ms
 * for up to 20 s, and gives up if the address is no longer that entry's.
 */
export function openPendingField(window: Window): void {
  const pending = window.sessionStorage.getItem(pendingKey);
  if (!pending) return;
  const { address, field, copy } = JSON.parse(pending) as { address: string; field: string; copy: boolean };
  const started = Date.now();
  const look = () => {
    if (!window.location.hash.endsWith(address.replace(/^.*#/, "")) || Date.now() - started > 20_000) {
      window.sessionStorage.removeItem(pendingKey);
      return;
    }
    if (openField(window.document, field, copy)) window.sessionStorage.removeItem(pendingKey);
    else window.setTimeout(look, 200);
  };
  look();
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
    ...found.map(({ place, excerpt, address, field, copy }) => {
      const item = element("li", undefined, "margin:0 0 10px");
      const link = element("a", place, "color:#1e3a8a;font-weight:600");
      link.href = address;
      link.addEventListener("click", () => {
        (document.getElementById(dialogId) as HTMLDialogElement | null)?.close();
        window.sessionStorage.setItem(pendingKey, JSON.stringify({ address, field, copy }));
        // After the address changes (a reload, when another entry was open, looks again as it starts).
        window.setTimeout(() => openPendingField(window), 0);
      });
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
  const dialog = titledDialog(dialogId, "Find a value", "44rem");
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
  dialog.append(label, input, status, results, closeButton(dialog));
  document.body.append(dialog);
  dialog.showModal();
  input.focus();
}

export function keepFindButton(config: CmsConfig): void {
  openPendingField(window);
  keepHeaderButton(
    "nais-find",
    () => "Find a value",
    () => openFinder(config),
  );
}
