import { ArrowUp } from "lucide-react";
import { useDictionary } from "#app/i18n/index.ts";
import * as shellHooks from "#app/lib/shell-hook-names.ts";
import { hook } from "#app/lib/shell-hooks.ts";

/** Hidden until the page has scrolled more than 200 px: the shell's script shows it (app/shell-script/scroll-to-top.ts). */
export function ScrollToTop() {
  const dict = useDictionary();
  return (
    <button
      type="button"
      hidden
      {...hook(shellHooks.scrollToTop)}
      className="fixed right-4 bottom-4 z-40 print:hidden flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg animate-fade-in hover:bg-primary/90"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
      <span className="sr-only">{dict.common.backToTop}</span>
    </button>
  );
}
