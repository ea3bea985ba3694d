/**
 * The list of what stops a save, at the top of the editor (./save-checks.ts): every problem with
 * its field's label, read out by screen readers as it appears, until the next save succeeds or the
 * person closes it. Plain DOM: Decap's own React tree is not ours to render into.
 */

export interface ShownProblem {
  /** The field as the editor names it: "Español › Questions and answers › 3 › Answer". */
  label: string;
  /** Its place in the file (`es.faqs[2].answer`), for the rows to open. */
  field: string;
  message: string;
}

const panelId = "nais-save-problems";

export function clearProblems(): void {
  document.getElementById(panelId)?.remove();
}

/**
 * Lists the problems; `open` opens a problem's field (./open-field.ts). Each closed row that holds
 * a problem is opened at once (the first problem's field last, so the cursor is there), and each
 * entry of the list is a button that opens its field again.
 */
export function showProblems(
  fileLabel: string,
  problems: readonly ShownProblem[],
  open: (field: string) => void = () => {},
): void {
  clearProblems();
  const panel = document.createElement("section");
  panel.id = panelId;
  panel.setAttribute("role", "alert");
  panel.setAttribute("aria-labelledby", `${panelId}-title`);
  panel.style.cssText =
    "position:fixed;z-index:10000;inset:auto 0 0 0;max-height:45vh;overflow:auto;background:#fff7ed;color:#7c2d12;border-top:3px solid #c2410c;padding:12px 16px;font:15px/1.45 system-ui,sans-serif;box-shadow:0 -4px 16px rgba(0,0,0,.15)";
  const title = document.createElement("h2");
  title.id = `${panelId}-title`;
  title.style.cssText = "margin:0 0 6px;font-size:17px";
  title.textContent = `Not saved: ${fileLabel} has ${problems.length === 1 ? "one value" : `${problems.length} values`} to correct`;
  const intro = document.createElement("p");
  intro.style.cssText = "margin:0 0 6px";
  intro.textContent = "Nothing was written. Correct each field below, then publish again.";
  const list = document.createElement("ul");
  list.style.cssText = "margin:0;padding-left:20px";
  for (const problem of problems) {
    const item = document.createElement("li");
    const label = document.createElement("button");
    label.type = "button";
    label.textContent = problem.label;
    label.title = "Show this field";
    label.style.cssText =
      "font:inherit;font-weight:700;padding:0;border:0;background:none;color:inherit;text-decoration:underline;cursor:pointer;text-align:left";
    label.addEventListener("click", () => open(problem.field));
    item.append(label, `: ${problem.message}`);
    list.append(item);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "Close this list";
  close.style.cssText =
    "margin-top:8px;font:inherit;padding:4px 10px;border:1px solid #c2410c;border-radius:4px;background:#fff;color:inherit;cursor:pointer";
  close.addEventListener("click", clearProblems);
  panel.append(title, intro, list, close);
  document.body.append(panel);
  for (const problem of [...problems].reverse()) open(problem.field);
}
