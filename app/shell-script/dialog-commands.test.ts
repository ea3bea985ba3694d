import { afterEach, describe, expect, it } from "vitest";
import { enableDialogCommands } from "./dialog-commands.ts";

const page = `
  <button type="button" command="show-modal" commandfor="sheet">View details</button>
  <dialog id="sheet" closedby="any"><p>Details</p><button type="button" command="close" commandfor="sheet">Close</button></dialog>`;

describe("the dialogs' command buttons in a browser without them", () => {
  let stop = new AbortController();
  afterEach(() => {
    stop.abort();
    stop = new AbortController();
    document.body.innerHTML = "";
  });

  it("opens the dialog its button names, and closes it from its close button", () => {
    document.body.innerHTML = page;
    const dialog = document.querySelector("dialog") as HTMLDialogElement;
    enableDialogCommands(stop.signal);
    (document.querySelector('[command="show-modal"]') as HTMLButtonElement).click();
    expect(dialog.open).toBe(true);
    (document.querySelector('[command="close"]') as HTMLButtonElement).click();
    expect(dialog.open).toBe(false);
  });

  it("adds nothing where the browser runs the commands itself", () => {
    document.body.innerHTML = page;
    Object.defineProperty(HTMLButtonElement.prototype, "commandForElement", { configurable: true, value: null });
    try {
      enableDialogCommands(stop.signal);
      (document.querySelector('[command="show-modal"]') as HTMLButtonElement).click();
      expect((document.querySelector("dialog") as HTMLDialogElement).open).toBe(false);
    } finally {
      delete (HTMLButtonElement.prototype as { commandForElement?: unknown }).commandForElement;
    }
  });
});
