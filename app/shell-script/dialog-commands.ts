/**
 * The `command`/`commandfor` buttons that open and close the page's `<dialog>`s (the QuickBooks
 * offerings' sheets, docs/decisions/023) work in the browser alone from Chromium 135, Firefox 144 and
 * Safari 26.2. An older browser (an iPhone that stays on an earlier iOS) ignores them, so this gives it
 * the same two commands and `closedby="any"`'s click on the backdrop. Where the browser has them,
 * nothing is added.
 */
/** `signal` ends the listening (a test's clean-up); the page listens for as long as it lives. */
export function enableDialogCommands(signal?: AbortSignal): void {
  if ("commandForElement" in HTMLButtonElement.prototype) return;
  document.addEventListener(
    "click",
    (event) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      // A click on a modal dialog's own box outside its content lands on the backdrop.
      if (target instanceof HTMLDialogElement && target.open && target.getAttribute("closedby") === "any") {
        const box = target.getBoundingClientRect();
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (!inside) target.close();
        return;
      }
      const button = target.closest("button[commandfor]");
      if (!button) return;
      const dialog = document.getElementById(button.getAttribute("commandfor") ?? "");
      if (!(dialog instanceof HTMLDialogElement)) return;
      const command = button.getAttribute("command");
      if (command === "show-modal" && !dialog.open) dialog.showModal();
      else if ((command === "close" || command === "request-close") && dialog.open) dialog.close();
    },
    { signal },
  );
}
