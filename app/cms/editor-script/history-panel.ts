/**
 * "History" while a file is open in the editor (docs/decisions/028): a button at the foot of the
 * screen opens the file's published versions, newest first, each with who made it and when; a
 * version's "Compare with now" shows, field by field in the editor's labels, its value beside the
 * file's value now; "Restore this version" checks that version as a save is checked
 * (./save-checks.ts), refuses it naming each problem, or writes its bytes as the file's newest
 * version (./history-sources.ts) and reloads the editor, which then shows the restored values.
 * Plain DOM and a native <dialog>, like the other panels of the editor's script.
 */
import { collectionName, contentFiles } from "#app/content/data/content-files.ts";
import { serviceFolder } from "#app/content/service-pages/files.ts";
import { entryFields, serviceCollectionName } from "../collections.ts";
import type { CmsConfig } from "../config.ts";
import { type FileVersion, whenInWords } from "../file-history.ts";
import { versionChanges } from "../version-changes.ts";
import { button, buttonCss, element } from "./editor-dialog.ts";
import type { HistorySource } from "./history-sources.ts";
import { contentFileAt, problemsOfData } from "./save-checks.ts";

const buttonId = "nais-history";
const dialogId = "nais-history-dialog";

/** The content file of the entry open in the editor, from Decap's address (`#/collections/<name>/entries/<slug>`). */
export function fileOfEditorAddress(hash: string): string | undefined {
  const match = hash.match(/^#\/collections\/([^/?]+)\/entries\/([^/?]+)/);
  if (!match) return undefined;
  const [, collection = "", slug = ""] = match.map((part) => decodeURIComponent(part));
  if (collection === serviceCollectionName) return `${serviceFolder}${slug}.json`;
  return contentFiles.find((f) => collectionName(f.file) === collection)?.file;
}

const primaryCss =
  "font:inherit;font-weight:600;padding:6px 14px;border:1px solid #1e3a8a;border-radius:4px;background:#1e3a8a;color:#fff;cursor:pointer";

/** A message the dialog shows while reading or after a failure; read out as it appears. */
function status(text: string, alert = false): HTMLParagraphElement {
  const made = element("p", text, `margin:8px 0;${alert ? "color:#9a3412" : "color:#475569"}`);
  made.setAttribute("role", alert ? "alert" : "status");
  return made;
}

const parse = (text: string): unknown => JSON.parse(text);

class HistoryDialog {
  readonly dialog = element(
    "dialog",
    undefined,
    "max-width:64rem;width:calc(100% - 2rem);max-height:calc(100% - 2rem);overflow:auto;padding:16px 20px;border:1px solid #94a3b8;border-radius:8px;font:15px/1.5 system-ui,sans-serif;color:#1e293b;box-sizing:border-box",
  );
  readonly label: string;

  constructor(
    private readonly config: CmsConfig,
    private readonly source: HistorySource,
    private readonly file: string,
  ) {
    this.label = contentFileAt(file)?.label ?? file;
    this.dialog.id = dialogId;
    this.dialog.setAttribute("aria-labelledby", `${dialogId}-title`);
  }

  /** Empties the dialog and gives it a title; the close button stays at the foot. */
  private start(title: string): HTMLDivElement {
    this.dialog.replaceChildren();
    const heading = element("h2", title, "margin:0 0 8px;font-size:19px");
    heading.id = `${dialogId}-title`;
    const body = element("div");
    this.dialog.append(
      heading,
      body,
      button("Close", () => this.dialog.close(), `${buttonCss};margin-top:12px`),
    );
    return body;
  }

  async showVersions(): Promise<void> {
    const body = this.start(`History of ${this.label}`);
    body.append(
      element(
        "p",
        `The published versions of ${this.file}, newest first, from ${this.source.where}. Compare one with the file now, then restore it if you wish.`,
        "margin:0 0 8px",
      ),
    );
    const reading = status("Reading the versions…");
    body.append(reading);
    let versions: FileVersion[];
    try {
      versions = await this.source.versions(this.file);
    } catch (error) {
      reading.replaceWith(status(`The versions could not be read: ${(error as Error).message}.`, true));
      return;
    }
    if (!versions.length) {
      reading.replaceWith(status("No published version of this file was found in the history.", true));
      return;
    }
    reading.remove();
    const list = element("ol", undefined, "margin:0;padding:0;list-style:none");
    list.setAttribute("aria-label", "Versions, newest first");
    versions.forEach((version, i) => {
      const item = element("li", undefined, "padding:8px 0;border-top:1px solid #e2e8f0");
      const when = element("strong", whenInWords(version.date));
      const who = element("span", ` by ${version.author}${i === 0 ? " (the newest)" : ""}`);
      const subject = element("div", version.subject, "color:#475569;overflow-wrap:anywhere");
      const actions = element("div", undefined, "margin-top:4px");
      actions.append(button("Compare with now", () => void this.showCompare(version)));
      item.append(when, who, subject, actions);
      list.append(item);
    });
    body.append(list);
  }

  async showCompare(version: FileVersion): Promise<void> {
    const when = whenInWords(version.date);
    const body = this.start(`The version of ${when}, and now`);
    body.append(button("Back to all versions", () => void this.showVersions(), `${buttonCss};margin-bottom:8px`));
    const reading = status("Reading both versions…");
    body.append(reading);
    let before: unknown;
    let after: unknown;
    try {
      const [old, now] = await Promise.all([
        this.source.version(this.file, version.id),
        this.source.current(this.file),
      ]);
      before = parse(old);
      after = parse(now);
    } catch (error) {
      reading.replaceWith(status(`The two versions could not be read: ${(error as Error).message}.`, true));
      return;
    }
    reading.remove();
    const copy = Boolean(contentFileAt(this.file)?.copy);
    const changes = versionChanges(entryFields(this.config, this.file), before, after, copy);
    body.append(
      element("p", `By ${version.author}: ${version.subject}`, "margin:0 0 8px;color:#475569;overflow-wrap:anywhere"),
    );
    if (changes.length === 0) body.append(element("p", "This version has the same values as the file now."));
    else body.append(this.changesTable(changes, when));
    const restore = element("div", undefined, "margin-top:12px");
    restore.append(
      element("p", this.source.restoreNote, "margin:0 0 8px"),
      button("Restore this version", () => void this.restore(version, restore), primaryCss),
    );
    body.append(restore);
  }

  /**
   * The changed values, two columns (that version, now) wide enough on a phone: each field's label
   * heads its own group of rows, its two values below it.
   */
  private changesTable(changes: ReturnType<typeof versionChanges>, when: string): HTMLElement {
    const table = element("table", undefined, "width:100%;border-collapse:collapse;table-layout:fixed;font-size:14px");
    table.append(
      element(
        "caption",
        `${changes.length === 1 ? "One value differs" : `${changes.length} values differ`}: that version on the left, now on the right`,
        "text-align:left;font-weight:600;padding:4px 0",
      ),
    );
    const cell =
      "border:1px solid #cbd5e1;padding:6px 8px;vertical-align:top;text-align:left;overflow-wrap:anywhere;white-space:pre-wrap";
    const head = element("thead");
    const columns = element("tr");
    for (const text of [`Version of ${when}`, "Now"]) {
      const th = element("th", text, `${cell};background:#f1f5f9`);
      th.scope = "col";
      columns.append(th);
    }
    head.append(columns);
    table.append(head);
    for (const change of changes) {
      const group = element("tbody");
      group.setAttribute("aria-label", change.label);
      const name = element("th", change.label, `${cell};border-bottom:0;padding-bottom:0;font-weight:600`);
      name.scope = "rowgroup";
      name.colSpan = 2;
      const values = element("tr");
      values.append(
        element("td", change.before ?? "(not there)", `${cell};border-top:0;background:#fef2f2`),
        element("td", change.after ?? "(not there)", `${cell};border-top:0;background:#f0fdf4`),
      );
      const nameRow = element("tr");
      nameRow.append(name);
      group.append(nameRow, values);
      table.append(group);
    }
    return table;
  }

  private async restore(version: FileVersion, place: HTMLElement): Promise<void> {
    place.querySelector("[role=status],[role=alert],section")?.remove();
    const checking = status("Checking that version as a save is checked…");
    place.append(checking);
    const content = contentFileAt(this.file);
    try {
      const data = parse(await this.source.version(this.file, version.id));
      const problems = content ? await problemsOfData(this.config, content, data) : [];
      if (problems.length) {
        const refused = element("section", undefined, "color:#9a3412");
        refused.setAttribute("role", "alert");
        refused.append(
          element(
            "p",
            `Not restored: the site would now refuse this version (${problems.length === 1 ? "one value" : `${problems.length} values`} to correct). Nothing was written.`,
            "margin:8px 0 4px;font-weight:600",
          ),
        );
        const list = element("ul", undefined, "margin:0;padding-left:20px");
        for (const problem of problems) list.append(element("li", `${problem.label}: ${problem.message}`));
        refused.append(list);
        checking.replaceWith(refused);
        return;
      }
      checking.textContent = "Restoring…";
      await this.source.restore(this.file, version);
    } catch (error) {
      checking.replaceWith(status(`Not restored: ${(error as Error).message}.`, true));
      return;
    }
    checking.textContent = `Restored: ${this.label} is now the version of ${whenInWords(version.date)}. The editor opens it again…`;
    // Decap reads the entry afresh from its backend, so the fields show the restored values.
    location.reload();
  }
}

/** Shows the History button while a file is open, hides it elsewhere. */
function placeButton(config: CmsConfig, source: HistorySource): void {
  const file = fileOfEditorAddress(location.hash);
  const existing = document.getElementById(buttonId);
  if (!file) {
    existing?.remove();
    return;
  }
  if (existing?.dataset.file === file) return;
  existing?.remove();
  const open = button(
    "History",
    () => {
      document.getElementById(dialogId)?.remove();
      const history = new HistoryDialog(config, source, file);
      document.body.append(history.dialog);
      history.dialog.showModal();
      void history.showVersions();
    },
    `${buttonCss};position:fixed;right:16px;bottom:16px;z-index:300;font:600 15px/1.2 system-ui,sans-serif;box-shadow:0 2px 8px rgba(0,0,0,.2)`,
  );
  open.id = buttonId;
  open.dataset.file = file;
  document.body.append(open);
}

export function installHistory(config: CmsConfig, source: HistorySource): void {
  const place = () => placeButton(config, source);
  window.addEventListener("hashchange", place);
  document.addEventListener("DOMContentLoaded", place);
  if (document.readyState !== "loading") place();
}
