/**
 * The editor's list of coming tax-figure changes (docs/decisions/026): each day in the next twelve
 * months on which a value the firm entered starts, with what the pages will say from then, and,
 * from December 1, every yearly figure still without next year's value. Plain data, drawn by
 * ./editor-script/coming-figures-panel.ts and tested on its own.
 */

import { written } from "#app/content/tax-figures/index.ts";
import {
  addDays,
  changeDaysBetween,
  type Day,
  describeFiguresWithoutComingValue,
  figuresChangingOn,
  figuresShownOn,
  figuresWithoutComingValue,
} from "#app/content/tax-figures/periods.ts";
import { type TaxFigureEntry, taxFigureTitles } from "#app/content/tax-figures/schema.ts";

export interface ComingFigures {
  /** Each day a change starts, with one line a figure: "Standard mileage rate, business: $0.725 → $0.76". */
  changes: { day: Day; lines: string[] }[];
  /** The yearly figures without a value for the coming period, one line each (empty before December 1). */
  missing: string[];
}

export function comingFigures(entries: readonly TaxFigureEntry[], today: Day): ComingFigures {
  const changes = changeDaysBetween(entries, addDays(today, 1), addDays(today, 365)).map((day) => {
    const before = figuresShownOn(entries, addDays(day, -1)).figures;
    const after = figuresShownOn(entries, day).figures;
    const lines = figuresChangingOn(entries, day).map((id) => {
      const [was, will] = [before[id], after[id]];
      const from = was ? written(was) : "no value";
      return `${taxFigureTitles[id]}: ${from} → ${will ? `${written(will)} (${will.taxYear})` : "no value"}`;
    });
    return { day, lines };
  });
  return { changes, missing: describeFiguresWithoutComingValue(figuresWithoutComingValue(entries, today)) };
}
