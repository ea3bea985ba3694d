/**
 * A question before a row or a list is deleted (docs/decisions/020): Decap's × on a list's row
 * deletes the row at once, and the × at the end of a box of choices (the "Still samples" box)
 * clears every choice at once, one slip away from publishing. This asks first, in plain words,
 * naming the row or the choices; Cancel keeps them.
 *
 * Decap's elements have no names of their own: a row's top bar is the emotion component
 * `StyledListItemTopBar` (its last button is the ×), the box of choices is react-select's, whose
 * "clear" indicator is the one before the separator (the last is the menu's arrow). react-select
 * clears on `mousedown` or `touchend`, Decap's row on `click`; the listeners run in the capture
 * phase on the window, before React's own on the page's root, and stop the event when cancelled.
 */

/** The question before a list's row is deleted. */
export function rowRemovalQuestion(row: { list: string; number: number; summary: string }): string {
  const summary = row.summary ? `: “${row.summary}”` : "";
  return `Delete row ${row.number} of “${row.list}”${summary}?\n\nIt is gone from the page once you publish. Cancel keeps it.`;
}

/** The question before every choice in a box is cleared. */
export function choicesClearingQuestion(box: { field: string; choices: string[] }): string {
  const count = box.choices.length;
  const what = count === 1 ? `“${box.choices[0]}”` : `all ${count} choices (${box.choices.join(", ")})`;
  return `Remove ${what} from “${box.field}”?\n\nCancel keeps ${count === 1 ? "it" : "them"}.`;
}

const fieldLabelOf = (control: Element | null) =>
  (control?.querySelector(":scope > [class*='-ControlTopbar'] label")?.firstChild?.textContent ?? "").trim();

/** The row a click on its × would delete, or nothing when the click is not on a row's ×. */
function rowRemovedBy(target: Element): { list: string; number: number; summary: string } | undefined {
  const button = target.closest("button");
  const topBar = button?.parentElement;
  if (!button || !topBar?.matches("[class*='StyledListItemTopBar']") || topBar.lastElementChild !== button)
    return undefined;
  const row = topBar.parentElement;
  const rows = row?.parentElement ? [...row.parentElement.children] : [];
  return {
    list: fieldLabelOf(topBar.closest("[aria-label='list field']")) || "this list",
    number: row ? rows.indexOf(row) + 1 : 0,
    summary: (row?.querySelector(":scope > [class*='-NestedObjectLabel']")?.textContent ?? "").trim(),
  };
}

/** The box a press on its "clear" indicator would empty, or nothing. */
function choicesClearedBy(target: Element): { field: string; choices: string[] } | undefined {
  const indicator = target.closest("[class*='-indicatorContainer']");
  // The menu's arrow is the last indicator; the "clear" one comes before the separator.
  if (!indicator?.nextElementSibling) return undefined;
  const control = indicator.closest("[aria-label='select field']");
  const choices = [...(control?.querySelectorAll("[class*='-multiValue'] > :first-child") ?? [])].map((choice) =>
    (choice.textContent ?? "").trim(),
  );
  const single = control?.querySelector("[class*='-singleValue']")?.textContent?.trim();
  if (single) choices.push(single);
  return { field: fieldLabelOf(control) || "this box", choices };
}

/** Asks before Decap deletes a row or clears a box; a cancelled answer stops the event before Decap sees it. */
export function installRemovalQuestions(window: Window): void {
  const askFirst = (question: (target: Element) => string | undefined) => (event: Event) => {
    if (!(event.target instanceof Element)) return;
    if (event instanceof MouseEvent && event.button !== 0) return;
    const text = question(event.target);
    if (text === undefined) return;
    // A tap is answered once: no mouse events made up from it afterwards ask again.
    if (event.type === "touchend") event.preventDefault();
    if (window.confirm(text)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  const rowRemoval = askFirst((target) => {
    const row = rowRemovedBy(target);
    return row && rowRemovalQuestion(row);
  });
  const clearing = askFirst((target) => {
    const box = choicesClearedBy(target);
    return box && choicesClearingQuestion(box);
  });
  window.addEventListener("click", rowRemoval, true);
  window.addEventListener("mousedown", clearing, true);
  window.addEventListener("touchend", clearing, { capture: true, passive: false });
}
