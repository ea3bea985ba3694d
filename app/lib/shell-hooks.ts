/**
 * The `data-*` attributes by which the shell script (app/shell-script/) finds what the markup
 * (app/components/, src/layouts/) marks for it: one list both sides import, so a hook renamed on
 * one side fails the type-check instead of leaving a widget dead in the browser.
 */
export const shellHooks = {
  /** The theme toggle button. */
  themeToggle: "data-theme-toggle",
  /** The footer's year, brought up to date in the browser. */
  currentYear: "data-current-year",
  /** The Back to top button. */
  scrollToTop: "data-scroll-to-top",
  /** A carousel and its parts: the scrolling track, its slides, the pager, its dots and arrows. */
  carousel: "data-carousel",
  carouselTrack: "data-carousel-track",
  carouselSlide: "data-carousel-slide",
  carouselControls: "data-carousel-controls",
  carouselDot: "data-carousel-dot",
  carouselPrevious: "data-carousel-previous",
  carouselNext: "data-carousel-next",
  /** A video that plays, muted, once it is in view. */
  autoplayInView: "data-autoplay-in-view",
  /** A link to the other language, its value that language: following it stores the choice. */
  langChoice: "data-lang-choice",
  /** The body of the not-found page, whose language links keep the path asked for. */
  notFound: "data-not-found",
  /** The banner that offers Spanish, and its dismiss button. */
  langBanner: "data-lang-banner",
  langBannerDismiss: "data-lang-banner-dismiss",
  /** An image's fallback source, used once if the image fails to load. */
  fallbackSrc: "data-fallback-src",
  /** The header, under which the menus open. */
  siteHeader: "data-site-header",
  /** A menu (a popover), and a disclosure button inside one. */
  menu: "data-menu",
  disclosure: "data-disclosure",
  /** A menu button's names when its menu is closed and open. */
  labelOpen: "data-label-open",
  labelClose: "data-label-close",
} as const;

export type ShellHook = keyof typeof shellHooks;

/**
 * The attribute for the markup, spread into an element: `<div {...hook("carousel")}>`, or with a
 * value, `{...hook("langChoice", "es")}`. `undefined` leaves the attribute out.
 */
export function hook(name: ShellHook, ...value: [] | [string | boolean | undefined]): Record<string, string | boolean> {
  // A default parameter would turn an explicit `undefined` into `true` and mark every element.
  const [given] = value.length === 0 ? [true] : value;
  return given === undefined ? {} : { [shellHooks[name]]: given };
}

/** The selector for the script: `hookSelector("langChoice", "a")` is `a[data-lang-choice]`. */
export function hookSelector(name: ShellHook, element = ""): string {
  return `${element}[${shellHooks[name]}]`;
}
