interface NavigationActivation {
  from: unknown;
  navigationType: "push" | "replace" | "reload" | "traverse";
}

/**
 * After following a link from another page of the site, the focus starts on the new page's main
 * heading, so keyboard and screen-reader users begin at its content (and hear its title), as
 * they did when pages changed inside the app. Not on a first visit, a reload, Back or Forward, nor
 * when the link points at a place in the page (a hash). The Navigation API says how the page was
 * reached; where a browser lacks it, the focus stays where the browser puts it.
 */
export function focusHeadingAfterNavigation(): void {
  const activation = (window as { navigation?: { activation?: NavigationActivation | null } }).navigation?.activation;
  if (!activation?.from || !["push", "replace"].includes(activation.navigationType) || location.hash) return;
  const heading = document.querySelector<HTMLElement>("#main-content h1");
  if (!heading) return;
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus({ preventScroll: true });
}
