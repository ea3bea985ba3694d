import { ChevronDown } from "lucide-react";
import { useSite } from "#app/i18n/index.ts";
import { pageName } from "#app/i18n/page-names.ts";
import { pathOf } from "#app/lib/route-table.ts";
import * as shellHooks from "#app/lib/shell-hook-names.ts";
import { hook } from "#app/lib/shell-hooks.ts";
import { navigationLinkClass } from "./navigation-link-class.ts";
import { ServicesMenuLinks } from "./services-menu-links.tsx";

/**
 * Desktop (xl and up) Services entry: a button that shows a panel with one column per category.
 * A native popover: the browser opens and closes it, with or without JavaScript, closes it on
 * Escape or a click outside and gives the focus back to the button; the shell's script also closes
 * it when the focus leaves it (app/shell-script/menus.ts).
 */
export function ServicesMegaMenu() {
  const { lang, dictionary: dict } = useSite();
  return (
    <li>
      <button type="button" popoverTarget="services-menu" data-menu-button className={navigationLinkClass}>
        {pageName(dict, "services")}
        <ChevronDown data-icon="chevron" className="size-4 transition-transform duration-200" aria-hidden="true" />
      </button>
      <div
        id="services-menu"
        popover="auto"
        {...hook(shellHooks.menu)}
        className="top-[calc(var(--header-bottom,4rem)+0.75rem)] left-1/2 w-[min(68rem,calc(100vw-4rem))] -translate-x-1/2 overflow-hidden rounded-xl border bg-popover text-popover-foreground shadow-xl"
      >
        <div className="grid grid-cols-6 gap-6 p-6">
          <ServicesMenuLinks look="mega" />
        </div>
        <div className="border-t bg-muted/60 px-6 py-3">
          <a href={pathOf("services", lang)} className="text-sm font-semibold text-primary hover:underline">
            {dict.nav.allServices} →
          </a>
        </div>
      </div>
    </li>
  );
}
