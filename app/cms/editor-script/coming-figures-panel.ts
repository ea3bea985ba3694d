/**
 * "Coming figure changes" in the editor's header (docs/decisions/026): a button beside "Contents"
 * and "Media" that opens the list of ../coming-figures.ts for the figures as this session knows them
 * and today's date, so the firm sees what the site will say on each coming day and, from December 1,
 * which yearly figures still need next year's value (the button then says how many). Plain DOM and a
 * native <dialog>, like the samples link beside it.
 */
import { californiaDay } from "#app/content/figure-periods.ts";
import { taxFiguresSchema } from "#app/content/schema/tax-figures.ts";
import { type ComingFigures, comingFigures } from "../coming-figures.ts";
import { currentContent } from "./current-content.ts";

const buttonId = "nais-coming-figures";
const dialogId = "nais-coming-figures-list";

function comingNow(): ComingFigures | undefined {
  const parsed = taxFiguresSchema.safeParse(currentContent("content/tax-figures.json"));
  return parsed.success ? comingFigures(parsed.data.figures, californiaDay()) : undefined;
}

function buttonText(coming: ComingFigures | undefined): string {
  const missing = coming?.missing.length ?? 0;
  return missing ? `Coming figure changes (${missing} to add)` : "Coming figure changes";
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, css?: string): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (text) made.textContent = text;
  if (css) made.style.cssText = css;
  return made;
}

const dayWords = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

function openList(): void {
  document.getElementById(dialogId)?.remove();
  const coming = comingNow();
  const dialog = element(
    "dialog",
    undefined,
    "max-width:40rem;width:calc(100% - 2rem);padding:16px 20px;border:1px solid #94a3b8;border-radius:8px;font:15px/1.5 system-ui,sans-serif;color:#1e293b",
  );
  dialog.id = dialogId;
  dialog.setAttribute("aria-labelledby", `${dialogId}-title`);
  const title = element("h2", "Coming tax figure changes", "margin:0 0 8px;font-size:19px");
  title.id = `${dialogId}-title`;
  dialog.append(title);
  if (!coming) {
    dialog.append(element("p", "The yearly tax figures have a problem to correct first: open them under Contents."));
  } else {
    if (coming.missing.length) {
      dialog.append(
        element(
          "h3",
          `To add: ${coming.missing.length} yearly figures without next year's value`,
          "margin:12px 0 4px;font-size:16px",
        ),
        element(
          "p",
          'Open "Yearly tax figures", add a row under the figure\'s "Values by period" with the new tax year, its value and its official source, and publish. Until then the pages show the last value with its year.',
          "margin:0 0 4px",
        ),
      );
      const list = element("ul", undefined, "margin:0;padding-left:20px");
      for (const line of coming.missing) list.append(element("li", line));
      dialog.append(list);
    }
    dialog.append(
      element("h3", "Changes already entered, in the next twelve months", "margin:12px 0 4px;font-size:16px"),
    );
    if (coming.changes.length === 0) dialog.append(element("p", "None.", "margin:0"));
    const changes = element("ul", undefined, "margin:0;padding-left:20px");
    for (const { day, lines } of coming.changes) {
      const item = element("li", `${dayWords.format(new Date(`${day}T00:00:00Z`))}: `);
      item.append(lines.join("; "));
      changes.append(item);
    }
    if (coming.changes.length) dialog.append(changes);
    dialog.append(
      element("p", "The site is built again by itself on each of these days.", "margin:12px 0 0;color:#475569"),
    );
  }
  const close = element(
    "button",
    "Close",
    "margin-top:12px;font:inherit;padding:4px 12px;border:1px solid #3a69c7;border-radius:4px;background:#fff;color:#1e3a8a;cursor:pointer",
  );
  close.type = "button";
  close.addEventListener("click", () => dialog.close());
  dialog.append(close);
  document.body.append(dialog);
  dialog.showModal();
}

/** Adds the button to Decap's header navigation if one is on the page and lacks it, and keeps its count current. */
function addButton(): void {
  const nav = document.querySelector("header nav ul");
  if (!nav) return;
  const existing = document.getElementById(buttonId);
  if (existing) return;
  const item = document.createElement("li");
  const button = element(
    "button",
    buttonText(comingNow()),
    "display:inline-flex;align-items:center;height:100%;margin:0 12px;padding:16px 0;border:0;background:none;font:500 15px/1 system-ui,sans-serif;color:#3a69c7;text-decoration:underline;text-underline-offset:3px;cursor:pointer",
  );
  button.type = "button";
  button.id = buttonId;
  button.addEventListener("click", openList);
  item.append(button);
  nav.append(item);
}

export function keepComingFiguresButton(): void {
  new MutationObserver(addButton).observe(document.body, { childList: true, subtree: true });
  addButton();
}
