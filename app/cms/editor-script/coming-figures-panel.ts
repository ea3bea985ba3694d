/**
 * "Coming figure changes" in the editor's header (docs/decisions/026): a button beside "Contents"
 * and "Media" that opens the list of ../coming-figures.ts for the figures as this session knows them
 * and today's date, so the firm sees what the site will say on each coming day and, from December 1,
 * which yearly figures still need next year's value (the button then says how many).
 */
import { californiaDay } from "#app/content/tax-figures/periods.ts";
import { taxFiguresSchema } from "#app/content/tax-figures/schema.ts";
import { type ComingFigures, comingFigures } from "../coming-figures.ts";
import { currentContent } from "./current-content.ts";
import { closeButton, element, keepHeaderButton, titledDialog } from "./editor-dialog.ts";

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

const dayWords = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

function openList(): void {
  const coming = comingNow();
  const dialog = titledDialog(dialogId, "Coming tax figure changes", "40rem");
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
  dialog.append(closeButton(dialog));
  document.body.append(dialog);
  dialog.showModal();
}

/** The button beside "Contents" and "Media", its count current each time Decap draws the header. */
export function keepComingFiguresButton(): void {
  keepHeaderButton(buttonId, () => buttonText(comingNow()), openList);
}
