import { ChevronDown, Menu, Phone, X } from "lucide-react";
import { headerAction, mainMenu } from "#app/content/navigation.ts";
import { siteConfig, telHref } from "#app/content/site/index.ts";
import { useSite } from "#app/i18n/index.ts";
import { pageName } from "#app/i18n/page-names.ts";
import { pathOf } from "#app/lib/route-table.ts";
import * as shellHooks from "#app/lib/shell-hook-names.ts";
import { hook } from "#app/lib/shell-hooks.ts";
import { MenuLink } from "./menu-link.tsx";
import { ServicesMenuLinks } from "./services-menu-links.tsx";

const linkClass = "flex items-center rounded-lg px-3 py-3 text-base font-medium hover:bg-secondary";

/**
 * Below the xl breakpoint: a button that opens the header's entries in a panel under the header,
 * at most 80vh high and scrolling inside. A native popover, so it works without JavaScript: the
 * browser closes it on Escape or on a click outside (the dimmed overlay, `MenuOverlay`) and gives
 * the focus back to the button. The Services list is open in the HTML; the shell's script makes it
 * a disclosure that starts closed each time the menu opens (app/shell-script/menus.ts).
 */
export function MobileMenu() {
  const { lang, dictionary: dict } = useSite();
  return (
    <>
      <button
        type="button"
        popoverTarget="mobile-menu"
        data-menu-button
        aria-label={dict.nav.openMenu}
        {...hook(shellHooks.labelOpen, dict.nav.openMenu)}
        {...hook(shellHooks.labelClose, dict.nav.closeMenu)}
        className="flex size-10 items-center justify-center rounded-lg text-foreground hover:bg-secondary xl:hidden"
      >
        <Menu data-icon="open" className="size-6" aria-hidden="true" />
        <X data-icon="close" className="size-6" aria-hidden="true" />
      </button>
      <div
        id="mobile-menu"
        popover="auto"
        {...hook(shellHooks.menu)}
        role="dialog"
        aria-label={dict.nav.menuTitle}
        className="top-[var(--header-bottom,4rem)] right-0 left-0 max-h-[80vh] overflow-y-auto border-b bg-background px-4 pt-2 pb-6 text-foreground shadow-xl xl:hidden"
      >
        <nav aria-label={dict.nav.mainLabel}>
          <ul className="space-y-1">
            {[...mainMenu, headerAction].map((page) =>
              page === "services" ? (
                <li key={page}>
                  <button
                    type="button"
                    {...hook(shellHooks.disclosure)}
                    aria-expanded="true"
                    aria-controls="mobile-menu-services"
                    // biome-ignore lint/a11y/noAutofocus: where a popover puts the focus when it opens (its own first control), as a dialog does
                    autoFocus
                    className={`${linkClass} w-full justify-between`}
                  >
                    {pageName(dict, page)}
                    <ChevronDown data-icon="chevron" className="size-5 transition-transform" aria-hidden="true" />
                  </button>
                  <div id="mobile-menu-services" className="pb-2 pl-3">
                    <a href={pathOf(page, lang)} className="block px-3 py-2 text-sm font-semibold text-primary">
                      {dict.nav.allServices}
                    </a>
                    <ServicesMenuLinks look="mobile" />
                  </div>
                </li>
              ) : (
                <MenuLink key={page} page={page} className={linkClass} />
              ),
            )}
          </ul>
        </nav>
        <a
          href={telHref()}
          className="mt-4 flex items-center justify-center gap-2 rounded-lg bg-primary px-4 py-3 font-semibold text-primary-foreground"
        >
          <Phone className="size-4" aria-hidden="true" />
          {dict.nav.callUs} {siteConfig.phone.display}
        </a>
      </div>
    </>
  );
}

/** Dims the page below the header while the mobile menu is open; a click on it closes the menu (light dismiss). */
export function MenuOverlay() {
  return (
    <div
      aria-hidden="true"
      {...hook(shellHooks.menuOverlay)}
      data-testid="mobile-menu-overlay"
      className="fixed inset-0 top-[var(--header-bottom,4rem)] z-40 hidden bg-black/50 animate-fade-in xl:hidden"
    />
  );
}
