/**
 * What the editor's own panels are made of (_Coming figure changes_, _Find a value_, _History_):
 * plain DOM, a native <dialog> titled by its heading, buttons in the editor's blue, and a button
 * kept in Decap's header, which Decap draws again as it pleases.
 */

export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  css?: string,
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (text) made.textContent = text;
  if (css) made.style.cssText = css;
  return made;
}

export const buttonCss =
  "font:inherit;padding:6px 14px;border:1px solid #3a69c7;border-radius:4px;background:#fff;color:#1e3a8a;cursor:pointer";

export function button(text: string, onClick: () => void, css = buttonCss): HTMLButtonElement {
  const made = element("button", text, css);
  made.type = "button";
  made.addEventListener("click", onClick);
  return made;
}

/** A dialog (replacing one of the same id) named by its heading, `maxWidth` wide at most, not yet shown. */
export function titledDialog(id: string, title: string, maxWidth: string): HTMLDialogElement {
  document.getElementById(id)?.remove();
  const dialog = element(
    "dialog",
    undefined,
    `max-width:${maxWidth};width:calc(100% - 2rem);padding:16px 20px;border:1px solid #94a3b8;border-radius:8px;font:15px/1.5 system-ui,sans-serif;color:#1e293b`,
  );
  dialog.id = id;
  dialog.setAttribute("aria-labelledby", `${id}-title`);
  const heading = element("h2", title, "margin:0 0 8px;font-size:19px");
  heading.id = `${id}-title`;
  dialog.append(heading);
  return dialog;
}

/** The dialog's Close button, last in it. */
export const closeButton = (dialog: HTMLDialogElement) =>
  button("Close", () => dialog.close(), `${buttonCss};margin-top:12px;padding:4px 12px`);

/** Keeps a button (`id`) in Decap's header navigation, beside _Contents_ and _Media_, whenever the header is drawn. */
export function keepHeaderButton(id: string, text: () => string, onClick: () => void): void {
  const add = () => {
    const nav = document.querySelector("header nav ul");
    if (!nav || document.getElementById(id)) return;
    const item = document.createElement("li");
    const made = button(
      text(),
      onClick,
      "display:inline-flex;align-items:center;height:100%;margin:0 12px;padding:16px 0;border:0;background:none;font:500 15px/1 system-ui,sans-serif;color:#3a69c7;text-decoration:underline;text-underline-offset:3px;cursor:pointer",
    );
    made.id = id;
    item.append(made);
    nav.append(item);
  };
  new MutationObserver(add).observe(document.body, { childList: true, subtree: true });
  add();
}
