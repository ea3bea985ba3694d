import * as shellHooks from "#app/lib/shell-hook-names.ts";
import { hookSelector } from "#app/lib/shell-hooks.ts";
/** The footer's copyright year is the build year in the HTML; this makes it today's. */
export function showCurrentYear(): void {
  const year = String(new Date().getFullYear());
  for (const element of document.querySelectorAll(hookSelector(shellHooks.currentYear))) {
    if (element.textContent !== year) element.textContent = year;
  }
}
