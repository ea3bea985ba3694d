import * as shellHooks from "#app/lib/shell-hook-names.ts";
import { hookSelector } from "#app/lib/shell-hooks.ts";
import { onClick } from "./events.ts";

/** Shows or hides the region a disclosure button (`[data-disclosure]`) controls. */
function setExpanded(button: Element, expanded: boolean): void {
  button.setAttribute("aria-expanded", String(expanded));
  const region = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (region) region.hidden = !expanded;
}

/**
 * The header's menus are native popovers (`[data-menu]`, opened by their `popovertarget` button):
 * the browser opens and closes them and handles Escape, outside clicks and focus return. This adds
 * what HTML does not say:
 * - disclosures inside a menu (`[data-disclosure]`, open in the HTML for visitors without
 *   JavaScript) become collapsible, and start closed each time their menu opens;
 * - the menu button's name says whether it opens or closes (`data-label-open`/`-close`);
 * - a menu closes when the focus leaves it and its button;
 * - a page restored by Back (bfcache) shows its menus closed;
 * - a menu opens under the header wherever the header is: below the Spanish-browser banner at the
 *   top of the page, at the top of the window once scrolled (`--header-bottom`; without this
 *   script, the CSS assumes the header's own height).
 */
export function enhanceMenus(): void {
  const header = document.querySelector(hookSelector(shellHooks.siteHeader));
  // Set on the menus and the overlay that read it, not on <html>: a custom property changed there
  // restyles every element of the page, in the frame that opens the menu (decision 036).
  const underHeader = document.querySelectorAll<HTMLElement>(
    `${hookSelector(shellHooks.menu)}, ${hookSelector(shellHooks.menuOverlay)}`,
  );
  const placeUnderHeader = () => {
    const bottom = header?.getBoundingClientRect().bottom;
    if (bottom === undefined) return;
    const value = `${Math.max(0, bottom)}px`;
    for (const element of underHeader)
      if (element.style.getPropertyValue("--header-bottom") !== value)
        element.style.setProperty("--header-bottom", value);
  };

  for (const button of document.querySelectorAll(hookSelector(shellHooks.disclosure))) setExpanded(button, false);
  onClick(hookSelector(shellHooks.disclosure), (button) =>
    setExpanded(button, button.getAttribute("aria-expanded") !== "true"),
  );

  for (const menu of document.querySelectorAll<HTMLElement>(hookSelector(shellHooks.menu))) {
    const button = document.querySelector<HTMLElement>(`[popovertarget="${menu.id}"]`);
    menu.addEventListener("beforetoggle", (event) => {
      if ((event as ToggleEvent).newState === "open") placeUnderHeader();
    });
    menu.addEventListener("toggle", (event) => {
      const open = (event as ToggleEvent).newState === "open";
      if (open)
        for (const disclosure of menu.querySelectorAll(hookSelector(shellHooks.disclosure)))
          setExpanded(disclosure, false);
      const label = button?.getAttribute(open ? shellHooks.labelClose : shellHooks.labelOpen);
      if (label) button?.setAttribute("aria-label", label);
    });
    const closeWhenFocusLeaves = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !menu.contains(next) && !button?.contains(next) && menu.matches(":popover-open")) {
        menu.hidePopover();
      }
    };
    menu.addEventListener("focusout", closeWhenFocusLeaves);
    button?.addEventListener("focusout", closeWhenFocusLeaves);
  }

  addEventListener(
    "scroll",
    () => {
      if (document.querySelector(`${hookSelector(shellHooks.menu)}:popover-open`)) placeUnderHeader();
    },
    { passive: true },
  );

  addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const menu of document.querySelectorAll<HTMLElement>(`${hookSelector(shellHooks.menu)}:popover-open`))
      menu.hidePopover();
  });
}
